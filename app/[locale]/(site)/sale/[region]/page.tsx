import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { storeToday } from '@/lib/dates';
import { routeLocale } from '@/lib/i18n/route-locale';
import { saleHref, saleRegionBySlug } from '@/lib/content/sale-regions';
import { getPathname } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { SalePageView, saleMetadata, type SaleView } from '../sale-view';

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

/** The region's week; a region typed in other letters ("Maryland") moves for good to its address. */
async function weekOf(locale: AppLocale, params: PageProps<'/[locale]/sale/[region]'>['params']): Promise<SaleView> {
  const slug = (await params).region;
  const region = saleRegionBySlug(slug);
  if (region) return { location: region.location, day: storeToday() };
  const named = saleRegionBySlug(slug.toLowerCase());
  if (named) permanentRedirect(getPathname({ locale, href: saleHref(named.location) }));
  notFound();
}

export async function generateMetadata({ params }: PageProps<'/[locale]/sale/[region]'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  return saleMetadata(locale, await weekOf(locale, params));
}

export default async function SaleRegionPage({ params }: PageProps<'/[locale]/sale/[region]'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  return <SalePageView locale={locale} week={await weekOf(locale, params)} />;
}
