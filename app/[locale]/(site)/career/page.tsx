import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { storeToday } from '@/lib/dates';
import { detailViewId, type SearchParams } from '@/lib/search-params';
import { routeLocale } from '@/lib/i18n/route-locale';
import { getPathname } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { careerDetailHref, careerListQuery } from '@/lib/careers/career-query';
import { CareerListView, careerListMetadata } from './career-list-view';

// Rendered per request: its filters, search and page are in the query. Without a query the list is
// served by ./first-page, from the page cache.
export const dynamic = 'force-dynamic';

/**
 * The postings list, with its filters and sort in the query, rendered per request from the
 * cached reads (a list page is canonical without filters). The spec's address of one posting
 * (`?view=detail&id=12`) moves for good to its page (`/career/12`), keeping the list's filters.
 */
async function listQueryOf(locale: AppLocale, searchParams: Promise<SearchParams>): Promise<SearchParams> {
  const query = await searchParams;
  const id = detailViewId(query);
  if (id !== null) permanentRedirect(getPathname({ locale, href: careerDetailHref(id, careerListQuery(query)) }));
  return query;
}

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/career'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  return careerListMetadata(locale, await listQueryOf(locale, searchParams as Promise<SearchParams>));
}

export default async function CareerPage({ params, searchParams }: PageProps<'/[locale]/career'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  return <CareerListView locale={locale} params={await listQueryOf(locale, searchParams as Promise<SearchParams>)} today={storeToday()} />;
}
