import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { routeLocale } from '@/lib/i18n/route-locale';
import { notFoundMetadata } from '@/lib/seo/not-found-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/[...rest]'>): Promise<Metadata> {
  return notFoundMetadata(await routeLocale(params));
}

/** Any path no page claims: the localized 404, as HTML that reads without script (status 404 from the server). */
export default async function UnknownPage({ params }: PageProps<'/[locale]/[...rest]'>) {
  setRequestLocale(await routeLocale(params));
  return <NotFoundContent />;
}
