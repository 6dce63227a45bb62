import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { SalePageView, saleMetadata, saleWeekOf } from '../sale-view';

/**
 * Cached like a static page: rendered at its first visit, then served from Next's cache until a
 * staff write expires its tag or a sale is due to appear or go (its reads live until then,
 * decision 018), and rendered again each minute for a week that starts with the day. A staff
 * preview (draft mode, lib/server/preview.ts) is rendered fresh.
 */
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/sale/[region]'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  return saleMetadata(locale, saleWeekOf(locale, (await params).region));
}

export default async function SaleRegionPage({ params }: PageProps<'/[locale]/sale/[region]'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  return <SalePageView locale={locale} week={saleWeekOf(locale, (await params).region)} />;
}
