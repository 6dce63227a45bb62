import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { choosableStore } from '@/lib/stores/my-store';
import { HomeView, homeMetadata } from '../../home-view';

/**
 * The home page for a shopper whose store is `[store]` (proxy.ts serves `/` from here when the
 * My store cookie names it; typed by hand, the address moves to `/`): cached like the home page,
 * one copy per store and language, so no cached page holds anything of one shopper.
 */
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/for-store/[store]'>): Promise<Metadata> {
  return homeMetadata(await routeLocale(params));
}

export default async function HomeForStorePage({ params }: PageProps<'/[locale]/for-store/[store]'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const store = choosableStore((await params).store);
  if (!store) notFound();
  return <HomeView locale={locale} myStore={store.slug} />;
}
