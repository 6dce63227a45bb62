import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { routeLocale } from '@/lib/i18n/route-locale';
import { parseCachedView, type CachedViewName } from '@/lib/routing/cached-views';
import type { SearchParams } from '@/lib/search-params';
import { announcementPage } from '@/lib/announcements/announcement-address';
import { notFoundMetadata } from '@/lib/seo/not-found-metadata';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { HomeView, homeMetadata } from '@/app/[locale]/(site)/home-view';
import { SalePageView, saleMetadata, saleWeekOf } from '@/app/[locale]/(site)/sale/sale-view';
import { EventListView, eventListMetadata, eventListQuery } from '@/app/[locale]/(site)/event/event-list-view';
import { AnnouncementView, announcementMetadata } from '@/app/[locale]/(site)/announcement/announcement-view';

/**
 * The views served like static pages (lib/routing/cached-views.ts): the proxy rewrites their
 * public addresses here. None is rendered at build time (its database is empty); each is
 * rendered at its first visit and cached until a staff write expires the tags of what it read.
 */
export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/cached/[view]/[day]/[query]'>;

interface View {
  metadata: (locale: AppLocale, query: SearchParams, day: string) => Promise<Metadata>;
  render: (locale: AppLocale, query: SearchParams, day: string) => React.ReactNode;
}

// Each view reads its query with the same rules as its page (the proxy let through only values
// those rules accept as they are).
const VIEWS: Record<CachedViewName, View> = {
  home: {
    metadata: (locale) => homeMetadata(locale),
    render: (locale) => <HomeView locale={locale} />,
  },
  sale: {
    metadata: (locale, query, day) => saleMetadata(locale, saleWeekOf(query, day)),
    render: (locale, query, day) => <SalePageView locale={locale} week={saleWeekOf(query, day)} />,
  },
  event: {
    metadata: (locale, query) => eventListMetadata(locale, eventListQuery(query)),
    render: (locale, query, day) => <EventListView locale={locale} query={eventListQuery(query)} today={day} />,
  },
  announcement: {
    metadata: (locale, query) => announcementMetadata(locale, { page: announcementPage(query), id: null }),
    render: (locale, query) => <AnnouncementView locale={locale} query={{ page: announcementPage(query), id: null }} />,
  },
};

async function viewOf(params: Props['params']) {
  const { view, day, query } = await params;
  const parsed = parseCachedView(view, day, query);
  return parsed && { ...parsed, query: Object.fromEntries(Object.entries(parsed.query).map(([key, value]) => [key, String(value)])) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const view = await viewOf(params);
  return view ? VIEWS[view.name].metadata(locale, view.query, view.day ?? '') : notFoundMetadata(locale);
}

export default async function CachedViewPage({ params }: Props) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const view = await viewOf(params);
  return view ? VIEWS[view.name].render(locale, view.query, view.day ?? '') : <NotFoundContent />;
}
