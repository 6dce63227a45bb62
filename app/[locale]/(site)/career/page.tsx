import type { Metadata } from 'next';
import { connection } from 'next/server';
import { setRequestLocale } from 'next-intl/server';
import { storeToday } from '@/lib/dates';
import { detailViewId, type SearchParams } from '@/lib/search-params';
import { getPosting } from '@/lib/server/services/employments';
import { routeLocale } from '@/lib/i18n/route-locale';
import { CareerListView, careerListMetadata } from './career-list-view';
import { PostingView, postingMetadata } from './posting-view';

/**
 * A list page is canonical without filters (a filtered list is a view of it, not indexed). The
 * plain list pages and the postings the proxy knows are served from the cache
 * (lib/routing/cached-views.ts); this page renders the others, filters and the other sort per
 * request.
 */
export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/career'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const query = (await searchParams) as SearchParams;
  const id = detailViewId(query);
  if (id === null) return careerListMetadata(locale, query);
  const today = storeToday();
  return postingMetadata(locale, await getPosting(id, today), today);
}

export default async function CareerPage({ params, searchParams }: PageProps<'/[locale]/career'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  // Postings open and close with the day: rendered per request, from the cached reads.
  await connection();
  const query = (await searchParams) as SearchParams;
  const today = storeToday();
  const id = detailViewId(query);
  if (id !== null) return <PostingView locale={locale} posting={await getPosting(id, today)} today={today} />;
  return <CareerListView locale={locale} params={query} today={today} />;
}
