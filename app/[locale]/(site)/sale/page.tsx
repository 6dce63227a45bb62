import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { storeToday } from '@/lib/dates';
import { routeLocale } from '@/lib/i18n/route-locale';
import type { SearchParams } from '@/lib/search-params';
import { SalePageView, saleMetadata, saleWeekOf } from './sale-view';

/**
 * Weekly Sale. A region's week (`/sale?location=1&lang=3`) is served from the cache by the
 * proxy (lib/routing/cached-views.ts); this page renders what the cache does not hold: `/sale`
 * alone, and addresses with odd values, per request.
 */

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/sale'>): Promise<Metadata> {
  return saleMetadata(await routeLocale(params), saleWeekOf((await searchParams) as SearchParams, storeToday()));
}

export default async function SalePage({ params, searchParams }: PageProps<'/[locale]/sale'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  return <SalePageView locale={locale} week={saleWeekOf((await searchParams) as SearchParams, storeToday())} />;
}
