import { STORES, storeBySlug } from '../content/stores';
import { SALE_REGIONS } from '../content/sale-regions';
import { localeOfPath, withoutLocale } from '../i18n/localized-path';
import type { StoreIdentity } from './store';
import { FOR_STORE_SEGMENT } from './my-store-pages';

/*
 * "My store" (issue 53): a shopper's store, chosen once and kept in a cookie, with no account.
 * Pages stay cached for everyone: the proxy serves a page that shows the store from an internal
 * address of its own per store (`myStorePage`), kept in the page cache like the page itself, so
 * no cached page holds anything of one shopper and it works without script.
 */

/** Kept a year; read by the proxy and the pages, never by script, so httpOnly. */
export const MY_STORE_COOKIE = { name: 'lp_store', maxAge: 365 * 24 * 60 * 60 } as const;

/** The stores a shopper can choose: the retail stores, not the distributor's sites. */
export const CHOOSABLE_STORES: readonly StoreIdentity[] = STORES.filter((store) => !store.distributor);

/** A slug that names a store a shopper can choose, or null (a forged or stale cookie is no store). */
export function choosableStore(slug: string | null | undefined): StoreIdentity | null {
  const store = slug ? storeBySlug(slug) : undefined;
  return store && !store.distributor ? store : null;
}

/** The `Set-Cookie` that keeps a store (or, with null, forgets it). */
export function myStoreCookie(slug: string | null, secure: boolean): string {
  const tail = `; Path=/; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
  return slug ? `${MY_STORE_COOKIE.name}=${slug}; Max-Age=${MY_STORE_COOKIE.maxAge}${tail}` : `${MY_STORE_COOKIE.name}=; Max-Age=0${tail}`;
}

const SALE_REGION_PATH = new RegExp(`^/sale/(${SALE_REGIONS.map((region) => region.slug).join('|')})$`);

/**
 * The internal address that serves `pathname` to a shopper whose store is `slug`, or null when
 * the page shows no store: the home page and the locator's first page (no query: with one, the
 * locator's search is the page's), and a region's weekly sale (any query: the flyer's edition is
 * the page's script's).
 */
export function myStorePage(pathname: string, search: string, slug: string): string | null {
  const path = withoutLocale(pathname);
  const prefix = `/${localeOfPath(pathname)}`;
  if (path === '/' && !search) return `${prefix}/${FOR_STORE_SEGMENT}/${slug}`;
  if (path === '/location' && !search) return `${prefix}/location/first-page/${slug}`;
  if (SALE_REGION_PATH.test(path)) return `${prefix}${path}/${FOR_STORE_SEGMENT}/${slug}${search}`;
  return null;
}

/**
 * Where the store form sends the shopper back: a path of this site only (never `//host` or a
 * scheme, so the form cannot be made an open redirect), else the My store page.
 */
export function backTo(value: unknown, fallback: string): string {
  return typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value) && value.length <= 300 ? value : fallback;
}
