import type { Metadata } from 'next';
import { defaultLocale, locales, type AppLocale } from '@/lib/i18n/routing';
import { getPathname } from '@/lib/i18n/navigation';
import { queryString } from '@/lib/search-params';

type Query = Record<string, string | number | undefined>;

/** The public URL path of `path` (a spec route such as "/privacy") in `locale`, as next-intl routes it. */
export function localizedPath(locale: AppLocale, path: string, query: Query = {}): string {
  return `${getPathname({ locale, href: path })}${queryString(query)}`;
}

/** The share picture of pages without one of their own (drawn by scripts/og/draw-share-image.mts). */
export const SHARE_IMAGE = { url: '/og/lotte-plaza-market.png', width: 1200, height: 630 };

/**
 * canonical + hreflang alternates. `languages` are the locales the page's content exists in: a
 * record written only in Korean has no English twin, and its English address names the Korean
 * page as canonical.
 */
export function alternatesFor(locale: AppLocale, path: string, query: Query = {}, languages: readonly AppLocale[] = locales): { canonical: string; languages: Record<string, string> } {
  const links: Record<string, string> = Object.fromEntries(languages.map((l) => [l, localizedPath(l, path, query)]));
  const fallback = languages.includes(defaultLocale) ? defaultLocale : languages[0]!;
  links['x-default'] = localizedPath(fallback, path, query);
  const canonical = localizedPath(languages.includes(locale) ? locale : fallback, path, query);
  return { canonical, languages: links };
}

interface PageMetadataInput {
  locale: AppLocale;
  path: string;
  /** Query parameters that make the address its own page (`?page=2`, `?location=1`). */
  query?: Query;
  /** A string goes through the site's title template; `{ absolute }` is the whole title. */
  title?: string | { absolute: string };
  description?: string;
  image?: { url: string; width: number; height: number };
  /** The locales the content exists in; every locale unless said. */
  languages?: readonly AppLocale[];
}

const ogLocale = (locale: AppLocale) => (locale === 'ko' ? 'ko_KR' : 'en_US');

/** Title, description, canonical, hreflang and Open Graph for one page. */
export function pageMetadata({ locale, path, query = {}, title, description, image = SHARE_IMAGE, languages = locales }: PageMetadataInput): Metadata {
  const alternates = alternatesFor(locale, path, query, languages);
  const contentLocale = languages.includes(locale) ? locale : languages[0]!;
  return {
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    alternates,
    openGraph: {
      ...(title ? { title: typeof title === 'string' ? title : title.absolute } : {}),
      ...(description ? { description } : {}),
      url: alternates.canonical,
      locale: ogLocale(contentLocale),
      alternateLocale: languages.filter((l) => l !== contentLocale).map(ogLocale),
      type: 'website',
      images: [image],
    },
  };
}
