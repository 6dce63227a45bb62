import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { choosableStore } from '@/lib/stores/my-store';
import { SalePageView, saleMetadata, saleWeekOf } from '../../../sale-view';

/**
 * A region's weekly sale for a shopper whose store is `[store]` (proxy.ts, My store): the week
 * with that store's hours and whether its prices are the store's. Cached like the region's page,
 * one copy per store, region and language.
 */
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/sale/[region]/for-store/[store]'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  return saleMetadata(locale, saleWeekOf(locale, (await params).region));
}

export default async function SaleForStorePage({ params }: PageProps<'/[locale]/sale/[region]/for-store/[store]'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const store = choosableStore((await params).store);
  if (!store) notFound();
  return <SalePageView locale={locale} week={saleWeekOf(locale, (await params).region)} myStore={store.slug} />;
}
