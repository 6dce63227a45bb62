import { LOCALES } from '../i18n/preferred-locale.mjs';
import { getPathname, localeOfPath, withoutLocale } from '../i18n/localized-path';

/**
 * Lists whose address without a query (`/event`, `/en/career`) is the same page for every
 * visitor: their first page, unfiltered. The proxy serves it from a page of its own that reads no
 * query (`/{locale}/event/first-page`), kept in Next's page cache; with a filter, a search or a
 * page number in the query the list page renders per request.
 */
const LIST_FIRST_PAGES = ['/event', '/career', '/announcement', '/location'] as const;
const FIRST_PAGE_SEGMENT = 'first-page';

type List = (typeof LIST_FIRST_PAGES)[number];
const isList = (path: string): path is List => (LIST_FIRST_PAGES as readonly string[]).includes(path);

/** The internal path that serves an address, when it is a list's first page (no query at all). */
export function firstPagePath(pathname: string, search: string): string | null {
  const list = withoutLocale(pathname);
  if (search || !isList(list)) return null;
  return `/${localeOfPath(pathname)}${list}/${FIRST_PAGE_SEGMENT}`;
}

/** The list address a first page's internal path stands for (`/en/event/first-page` → `/en/event`), or null. */
export function listOfFirstPage(pathname: string): string | null {
  const suffix = `/${FIRST_PAGE_SEGMENT}`;
  if (!pathname.endsWith(suffix)) return null;
  const list = pathname.slice(0, -suffix.length);
  return isList(withoutLocale(list)) ? list : null;
}

/** An internal path typed by hand moves to the list's address (one page, one address). */
export function firstPageRedirects() {
  return LIST_FIRST_PAGES.flatMap((list) =>
    LOCALES.map((locale) => ({ source: getPathname({ href: `${list}/${FIRST_PAGE_SEGMENT}`, locale }), destination: getPathname({ href: list, locale }), permanent: true })),
  );
}
