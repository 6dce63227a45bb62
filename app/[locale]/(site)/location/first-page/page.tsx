import { setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';
import { LocationView } from '../location-view';

/**
 * `/location` without a search (lib/content/list-first-pages.ts): kept in the page cache,
 * rendered again at most a minute after the day turns, so today's hours and special hours hold.
 */
export const revalidate = 60;

export const generateMetadata = staticPageMetadata('stores', '/location');

export default async function LocationFirstPage({ params }: PageProps<'/[locale]/location/first-page'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  return <LocationView locale={locale} query={{}} />;
}
