import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { locales } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/seo/metadata';

/** Pages with fixed addresses; feature pages add their own entries as they arrive. */
const STATIC_ROUTES = ['/', '/privacy', '/giftcard'] as const;

function absolute(path: string): string {
  return `${env.siteUrl}${path === '/' ? '' : path}`;
}

export default function sitemap(): MetadataRoute.Sitemap {
  return STATIC_ROUTES.flatMap((route) =>
    locales.map((locale) => ({
      url: absolute(localizedPath(locale, route)),
      alternates: { languages: Object.fromEntries(locales.map((l) => [l, absolute(localizedPath(l, route))])) },
    })),
  );
}
