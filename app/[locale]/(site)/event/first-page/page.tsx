import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { storeToday } from '@/lib/dates';
import { routeLocale } from '@/lib/i18n/route-locale';
import { EventListView, eventListMetadata, eventListQuery } from '../event-list-view';

/**
 * `/event` without a query (lib/content/list-first-pages.ts): kept in the page cache until a deal
 * is due to appear or go (its reads, decision 018), and rendered again each minute for a deal
 * that opens or ends with the day.
 */
export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<'/[locale]/event/first-page'>): Promise<Metadata> {
  return eventListMetadata(await routeLocale(params), eventListQuery({}));
}

export default async function EventFirstPage({ params }: PageProps<'/[locale]/event/first-page'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  return <EventListView locale={locale} query={eventListQuery({})} today={storeToday()} />;
}
