import { setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';
import type { SearchParams } from '@/lib/search-params';
import { LocationView } from './location-view';

// Rendered per request: a search of the stores is in the query (without one, /location is
// served by ./first-page, from the page cache).
export const dynamic = 'force-dynamic';

export const generateMetadata = staticPageMetadata('stores', '/location');

export default async function LocationPage({ params, searchParams }: PageProps<'/[locale]/location'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  return <LocationView locale={locale} query={(await searchParams) as SearchParams} />;
}
