import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { detailViewId, type SearchParams } from '@/lib/search-params';
import { routeLocale } from '@/lib/i18n/route-locale';
import { announcementPage } from '@/lib/announcements/announcement-address';
import { AnnouncementView, announcementMetadata } from './announcement-view';

/**
 * Announcements. The first list pages are served from the cache by the proxy
 * (lib/routing/cached-views.ts); this page renders an announcement and far pages per request.
 */
const queryOf = async (searchParams: Promise<SearchParams>) => {
  const query = await searchParams;
  return { page: announcementPage(query), id: detailViewId(query) };
};

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/announcement'>): Promise<Metadata> {
  return announcementMetadata(await routeLocale(params), await queryOf(searchParams as Promise<SearchParams>));
}

export default async function AnnouncementPage({ params, searchParams }: PageProps<'/[locale]/announcement'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  return <AnnouncementView locale={locale} query={await queryOf(searchParams as Promise<SearchParams>)} />;
}
