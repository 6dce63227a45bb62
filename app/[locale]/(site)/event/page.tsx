import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { storeToday } from '@/lib/dates';
import type { SearchParams } from '@/lib/search-params';
import { routeLocale } from '@/lib/i18n/route-locale';
import { EventListView, eventListMetadata, eventListQuery } from './event-list-view';

// Rendered per request: its state, search and page are in the query. Without a query the list is
// served by ./first-page, from the page cache.
export const dynamic = 'force-dynamic';

/** Special Deals: the list, with its state, search and page in the query, rendered per request from the cached reads. */
export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/event'>): Promise<Metadata> {
  return eventListMetadata(await routeLocale(params), eventListQuery((await searchParams) as SearchParams));
}

export default async function EventListPage({ params, searchParams }: PageProps<'/[locale]/event'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  return <EventListView locale={locale} query={eventListQuery((await searchParams) as SearchParams)} today={storeToday()} />;
}
