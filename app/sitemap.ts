import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { locales } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/seo/metadata';
import { listEventIds } from '@/lib/server/services/events';
import { STORES } from '@/lib/content/stores';

/** Pages with fixed addresses; feature pages add their own entries as they arrive. */
const STATIC_ROUTES = ['/', '/privacy', '/giftcard', '/sale', '/event', '/location', '/contact', '/productInquiry', '/tenant', ...STORES.map((store) => `/location-detail/${store.slug}`)];

// Deals come from the database: built per request (cached by the service), not at build time.
export const dynamic = 'force-dynamic';

function absolute(path: string): string {
  return `${env.siteUrl}${path === '/' ? '' : path}`;
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const deals = (await listEventIds()).map((id) => `/event/${id}`);
  return [...STATIC_ROUTES, ...deals].flatMap((route) =>
    locales.map((locale) => ({
      url: absolute(localizedPath(locale, route)),
      alternates: { languages: Object.fromEntries(locales.map((l) => [l, absolute(localizedPath(l, route))])) },
    })),
  );
}
