import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { firstValue, intValue, queryString, type SearchParams } from '@/lib/search-params';
import { listDeals } from '@/lib/server/services/deals';
import { listCodes } from '@/lib/server/services/common-codes';
import { pageMetadata } from '@/lib/seo/metadata';
import { DealFilters } from '@/components/deals/deal-filters';
import { DealResults } from '@/components/deals/deal-results';

/** What the deals list shows: a page, a state (0 for all) and a keyword. */
export interface EventListQuery {
  page: number;
  location: number;
  search: string;
}

export function eventListQuery(query: SearchParams): EventListQuery {
  return {
    page: intValue(query, 'page', { min: 1, max: 100_000 }) ?? 1,
    location: intValue(query, 'location', { min: 0, max: 4 }) ?? 0,
    search: firstValue(query, 'search').slice(0, 100),
  };
}

/** Each page of the list, and each state's list, is its own canonical page; search results are not indexed. */
export async function eventListMetadata(locale: AppLocale, { page, location, search }: EventListQuery): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'events' });
  const metadata = pageMetadata({
    locale,
    path: '/event',
    query: { location: location || undefined, page: page > 1 ? page : undefined },
    title: page > 1 ? t('pageTitle', { page }) : t('title'),
    description: t('description'),
  });
  return search ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

/** Special Deals: the running deals of a store day, filtered by state and keyword. */
export async function EventListView({ locale, query, today }: { locale: AppLocale; query: EventListQuery; today: string }) {
  const { page, location, search } = query;
  const [found, locations] = await Promise.all([listDeals({ page, location: location || undefined, search, today }), listCodes('location', locale)]);
  const t = await getTranslations('events');
  const filters = { location, search };

  return (
    <div className="page-wide">
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>
      <DealFilters
        basePath="/event"
        locations={locations}
        location={location}
        search={search}
        labels={{ filters: t('filters'), location: t('location'), searchLabel: t('searchLabel'), searchPlaceholder: t('searchPlaceholder'), search: t('search') }}
      />
      <DealResults
        found={found}
        locationLabels={new Map(locations.map((option) => [option.value, option.label]))}
        hrefFor={(id) => `/event/${id}${queryString({ page: page > 1 ? page : undefined, ...filters })}`}
        pageHref={(target) => `/event${queryString({ ...filters, page: target > 1 ? target : undefined })}`}
      />
    </div>
  );
}
