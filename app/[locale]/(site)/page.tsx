import type { Metadata } from 'next';
import { connection } from 'next/server';
import { setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { HomeView, homeMetadata } from './home-view';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  return homeMetadata(await routeLocale(params));
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  // Rendered per request from the cached reads: the languages' pages are listed at build time
  // (app/[locale]/layout.tsx), whose database is empty, so the page cache would hold empty slides.
  await connection();
  return <HomeView locale={locale} />;
}
