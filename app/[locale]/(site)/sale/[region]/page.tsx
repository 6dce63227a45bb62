import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { storeToday } from '@/lib/dates';
import { routeLocale } from '@/lib/i18n/route-locale';
import { saleRegionBySlug } from '@/lib/content/sale-regions';
import { SalePageView, saleMetadata, type SaleView } from '../sale-view';

/**
 * Cached like a static page: rendered at its first visit, then served from Next's cache until a
 * staff write expires its tag, or after a minute: the cached reads follow publishing times to the
 * minute (lib/server/services/publishing.ts), so a scheduled change shows within one. A staff
 * preview (draft mode, lib/server/preview.ts) is rendered fresh.
 */
export const revalidate = 60;

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
