import { LOCALES } from './preferred-locale.mjs';

type Locale = (typeof LOCALES)[number];
type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** A link target inside the site, without its language: `/sale` or `{ pathname: '/sale', query: { location: 1 } }`. */
export type Href = string | { pathname: string; query?: Record<string, QueryValue>; hash?: string };

// Either language: a Korean page is rendered at `/ko/...` behind the proxy's rewrite, and that is
// the path the server render sees.
const LOCALE_PREFIX = new RegExp(`^/(?:${LOCALES.join('|')})(?=/|$)`);

function withQuery({ pathname, query, hash }: Exclude<Href, string>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return `${pathname}${text ? `?${text}` : ''}${hash ? `#${hash.replace(/^#/, '')}` : ''}`;
}

/**
 * The address of a page in a language (DESIGN.md section 5): Korean unprefixed, English under
 * /en. Addresses that are not the site's own paths (`https:`, `mailto:`, `#top`) stay as they are.
 */
export function getPathname({ href, locale }: { href: Href; locale: Locale }): string {
  const target = typeof href === 'string' ? href : withQuery(href);
  if (!target.startsWith('/') || target.startsWith('//') || locale === LOCALES[0]) return target;
  return target === '/' || /^\/[?#]/.test(target) ? `/en${target.slice(1)}` : `/en${target}`;
}

/** A page's pathname without its language prefix (`/en/sale` and `/ko/sale` → `/sale`). */
export function withoutLocale(pathname: string): string {
  return pathname.replace(LOCALE_PREFIX, '') || '/';
}

/** The language an address names by its prefix: English under /en, Korean otherwise. */
export function localeOfPath(pathname: string): Locale {
  return LOCALES.find((locale) => locale !== LOCALES[0] && (pathname === `/${locale}` || pathname.startsWith(`/${locale}/`))) ?? LOCALES[0];
}
