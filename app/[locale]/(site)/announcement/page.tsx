import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { detailViewId, type SearchParams } from '@/lib/search-params';
import { routeLocale } from '@/lib/i18n/route-locale';
import { getPathname } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { announcementDetailHref, announcementPage } from '@/lib/announcements/announcement-address';
import { AnnouncementListView, announcementListMetadata } from './announcement-view';

// Rendered per request: its page number is in the query. Without a query the list is
// served by ./first-page, from the page cache.
export const dynamic = 'force-dynamic';

/**
 * Announcements: a list page (`?page=2`), rendered per request from the cached reads. The spec's
 * address of one announcement (`?view=detail&id=12`) moves for good to its page
 * (`/announcement/12`), keeping the list page it was opened from.
 */
async function pageOf(locale: AppLocale, searchParams: Promise<SearchParams>): Promise<number> {
  const query = await searchParams;
  const id = detailViewId(query);
  if (id !== null) permanentRedirect(getPathname({ locale, href: announcementDetailHref(id, announcementPage(query)) }));
  return announcementPage(query);
}

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/announcement'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  return announcementListMetadata(locale, await pageOf(locale, searchParams as Promise<SearchParams>));
}

export default async function AnnouncementsPage({ params, searchParams }: PageProps<'/[locale]/announcement'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  return <AnnouncementListView locale={locale} page={await pageOf(locale, searchParams as Promise<SearchParams>)} />;
}
