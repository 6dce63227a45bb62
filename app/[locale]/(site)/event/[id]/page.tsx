import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { DealView, dealFrom, dealMetadata } from './deal-view';

/**
 * Cached like a static page: rendered at its first visit, then served from Next's cache until a
 * staff write expires its tag or the next publishing boundary of what it shows passes (its reads
 * live until then, decision 018), and rendered again each minute for what turns with the day (the
 * deal's "on now"). A staff preview (draft mode, lib/server/preview.ts) is rendered fresh.
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
