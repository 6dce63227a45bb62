import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { DealView, dealFrom, dealMetadata } from './deal-view';

export async function generateMetadata({ params }: PageProps<'/[locale]/event/[id]'>): Promise<Metadata> {
  const { id } = await params;
  return dealMetadata(await routeLocale(params), await dealFrom(id));
}

export default async function EventDetailPage({ params }: PageProps<'/[locale]/event/[id]'>) {
  const { id } = await params;
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  return <DealView locale={locale} event={await dealFrom(id)} />;
}
