import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { storeToday } from '@/lib/dates';
import { routeLocale } from '@/lib/i18n/route-locale';
import { CareerListView, careerListMetadata } from '../career-list-view';

/**
 * `/career` without a query (lib/content/list-first-pages.ts): kept in the page cache until a
 * posting is due to appear or go (its reads, decision 018), and rendered again each minute for
 * a posting that opens or closes with the day.
 */
export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<'/[locale]/career/first-page'>): Promise<Metadata> {
  return careerListMetadata(await routeLocale(params), {});
}

export default async function CareerFirstPage({ params }: PageProps<'/[locale]/career/first-page'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  return <CareerListView locale={locale} params={{}} today={storeToday()} />;
}
