import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { DealView, dealFrom, dealMetadata } from './deal-view';

/**
 * One deal (`/event/12`), cached like a static page: rendered at its first visit, then served
 * from Next's cache until a staff write expires the `events` tag, or after five minutes (the
 * cached reads' lifetime, lib/server/cache.ts): whether the deal is on now turns with the day.
 */
export const revalidate = 300;

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
