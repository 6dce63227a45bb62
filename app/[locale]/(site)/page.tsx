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
  // Visits are served from the cached view; this route answers only when the proxy does not
  // rewrite (never at build time, when the database is empty).
  await connection();
  return <HomeView locale={locale} />;
}
