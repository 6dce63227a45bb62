import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';
import { choosableStore } from '@/lib/stores/my-store';
import { LocationView } from '../../location-view';

/**
 * `/location` without a search for a shopper whose store is `[store]` (proxy.ts, My store): the
 * list with that store first, cached like the first page, one copy per store and language.
 */
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export const generateMetadata = staticPageMetadata('stores', '/location');

export default async function LocationForStorePage({ params }: PageProps<'/[locale]/location/first-page/[store]'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const store = choosableStore((await params).store);
  if (!store) notFound();
  return <LocationView locale={locale} query={{}} myStore={store.slug} />;
}
