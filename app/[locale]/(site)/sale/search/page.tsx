import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { storeToday } from '@/lib/dates';
import { routeLocale } from '@/lib/i18n/route-locale';
import type { AppLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import type { SearchParams } from '@/lib/search-params';
import { readQuery, SEARCH_QUERY_MAX } from '@/lib/sale/sale-search';
import { searchSaleItems, type SaleSearchAnswer } from '@/lib/server/services/sale-search';
import { SaleSearchForm } from '@/components/sale/sale-search-form';
import { SaleSearchResults } from '@/components/sale/sale-search-results';

// Rendered per request: the search is in the query.
export const dynamic = 'force-dynamic';

/**
 * `/sale/search?q=`: this week's items of every region matching a search, rendered on the server
 * per request (a static segment: no region's address is "search"). A view of the sale pages,
 * never indexed.
 */
const rawQuery = async (searchParams: Promise<SearchParams>): Promise<string | null> => {
  const value = (await searchParams).q;
  return (Array.isArray(value) ? value[0] : value) ?? null;
};

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/sale/search'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'sale.search' });
  const read = readQuery((await rawQuery(searchParams as Promise<SearchParams>)) ?? '');
  const title = 'query' in read ? `${t('resultsTitle', { query: read.query })} | ${t('title')}` : t('title');
  return { ...pageMetadata({ locale, path: '/sale/search', title, description: t('description') }), robots: { index: false, follow: true } };
}

async function Answer({ locale, raw }: { locale: AppLocale; raw: string }) {
  const t = await getTranslations({ locale, namespace: 'sale.search' });
  let answer: SaleSearchAnswer | 'failed';
  try {
    answer = await searchSaleItems(raw, storeToday(), locale);
  } catch (error) {
    console.error('weekly sale search failed', error);
    answer = 'failed';
  }
  if (answer === 'failed') {
    return (
      <p className="notice-box" role="alert">
        {t('loadError')}
      </p>
    );
  }
  if (!answer.ok) {
    return (
      <p className="notice-box" role="alert">
        {t(answer.problem, { max: SEARCH_QUERY_MAX })}
      </p>
    );
  }
  return <SaleSearchResults locale={locale} query={answer.query} count={answer.count} results={answer.results} />;
}

export default async function SaleSearchPage({ params, searchParams }: PageProps<'/[locale]/sale/search'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('sale.search');
  const raw = await rawQuery(searchParams as Promise<SearchParams>);
  return (
    <div className="page-wide">
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('hint')}</p>
      <SaleSearchForm locale={locale} query={raw ?? ''} />
      {raw === null ? null : <Answer locale={locale} raw={raw} />}
    </div>
  );
}
