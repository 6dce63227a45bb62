import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { storeToday } from '@/lib/dates';
import { routeLocale } from '@/lib/i18n/route-locale';
import { saleRegionBySlug } from '@/lib/content/sale-regions';
import { SalePageView, saleMetadata, type SaleView } from '../sale-view';

/**
 * A region's weekly sale (`/sale/maryland`), cached like a static page: rendered at its first
 * visit (the build's database is empty), then served from Next's cache until a staff write
 * expires the `sales` tag it read, or after five minutes (the cached reads' lifetime,
 * lib/server/cache.ts): the current week turns with the day.
 */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

async function weekOf(params: PageProps<'/[locale]/sale/[region]'>['params']): Promise<SaleView> {
  const region = saleRegionBySlug((await params).region);
  if (!region) notFound();
  return { location: region.location, day: storeToday() };
}

export async function generateMetadata({ params }: PageProps<'/[locale]/sale/[region]'>): Promise<Metadata> {
  return saleMetadata(await routeLocale(params), await weekOf(params));
}

export default async function SaleRegionPage({ params }: PageProps<'/[locale]/sale/[region]'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  return <SalePageView locale={locale} week={await weekOf(params)} />;
}
