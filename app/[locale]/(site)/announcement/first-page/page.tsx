import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { AnnouncementListView, announcementListMetadata } from '../announcement-view';

/**
 * `/announcement` without a query (lib/content/list-first-pages.ts): kept in the page cache until
 * a notice is due to appear or go, or a staff write expires it (its reads, decision 018).
 */

export async function generateMetadata({ params }: PageProps<'/[locale]/announcement/first-page'>): Promise<Metadata> {
  return announcementListMetadata(await routeLocale(params), 1);
}

export default async function AnnouncementFirstPage({ params }: PageProps<'/[locale]/announcement/first-page'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  return <AnnouncementListView locale={locale} page={1} />;
}
