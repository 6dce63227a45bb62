import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { cookies } from 'next/headers';
import { permanentRedirect, redirect } from 'next/navigation';
import { routeLocale } from '@/lib/i18n/route-locale';
import type { AppLocale } from '@/lib/i18n/routing';
import { getPathname } from '@/lib/i18n/navigation';
import { saleHref, saleRegionOf } from '@/lib/content/sale-regions';
import { intValue, type SearchParams } from '@/lib/search-params';
import { MY_STORE_COOKIE, choosableStore } from '@/lib/stores/my-store';
import { SalePageView, saleMetadata } from './sale-view';

// Rendered per request: the region and edition asked for are in the query.
export const dynamic = 'force-dynamic';

/**
 * Weekly Sale without a region: the prompt to choose one. The spec's address of a region's week
 * (`/sale?location=1&lang=3`, also what the picker's form asks without script) moves for good to
 * its page (`/sale/maryland?lang=3`); a location that names no region shows the prompt.
 */
async function redirectToRegion(locale: AppLocale, searchParams: Promise<SearchParams>) {
  const query = await searchParams;
  const region = saleRegionOf(intValue(query, 'location', { min: 1, max: 4 }) ?? 0);
  if (region) permanentRedirect(getPathname({ locale, href: saleHref(region.location, intValue(query, 'lang', { min: 1, max: 4 })) }));
}

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/sale'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  await redirectToRegion(locale, searchParams as Promise<SearchParams>);
  return saleMetadata(locale);
}

/** A shopper who chose a store (My store) opens on its region's week; this once, not for good. */
async function redirectToMyRegion(locale: AppLocale) {
  const store = choosableStore((await cookies()).get(MY_STORE_COOKIE.name)?.value);
  if (store) redirect(getPathname({ locale, href: saleHref(store.locationCode) }));
}

export default async function SalePage({ params, searchParams }: PageProps<'/[locale]/sale'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  await redirectToRegion(locale, searchParams as Promise<SearchParams>);
  await redirectToMyRegion(locale);
  return <SalePageView locale={locale} />;
}
