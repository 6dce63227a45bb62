import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { HomeView, homeMetadata } from './home-view';

// Kept in the page cache until a slide, sale or notice is due to appear or go (its reads live
// until then, decision 018) or a staff write expires it by its tags; rendered again each minute
// for what turns with the day (today's hours).
export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  return homeMetadata(await routeLocale(params));
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  return <HomeView locale={locale} />;
}
