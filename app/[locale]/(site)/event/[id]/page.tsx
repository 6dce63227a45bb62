import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { DealView, dealFrom, dealMetadata } from './deal-view';

/**
 * Cached like a static page: rendered at its first visit, then served from Next's cache until a
 * staff write expires its tag, or after a minute: the cached reads follow publishing times to the
 * minute (lib/server/services/publishing.ts), so a scheduled change shows within one. A staff
 * preview (draft mode, lib/server/preview.ts) is rendered fresh.
 */
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/event/[id]'>): Promise<Metadata> {
  const { id } = await params;
  return dealMetadata(await routeLocale(params), await dealFrom(id));
}

export default async function EventDetailPage({ params }: PageProps<'/[locale]/event/[id]'>) {
  const { id } = await params;
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  return <DealView locale={locale} event={await dealFrom(id)} />;
}
