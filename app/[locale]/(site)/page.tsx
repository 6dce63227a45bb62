import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { HomeView, homeMetadata } from './home-view';

// Kept in the page cache, rendered again at most a minute after a slide, sale or notice
// is due to appear or go (decision 010); a staff write expires it at once by its tags.
export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  return homeMetadata(await routeLocale(params));
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  return <HomeView locale={locale} />;
}
