import { reportedViewAddress } from '@/lib/routing/view-addresses';

/**
 * Pages rendered at build time whose tab is in the address (`/products?tab=4`,
 * `/ourStory?tab=history`; DESIGN.md section 3): each tab is a page of its own, prerendered at
 * `/{locale}/products/4`, which the proxy serves for the query address. The first tab is the
 * page without a query.
 */
export const STATIC_TAB_PAGES = {
  '/ourStory': ['about', 'history'],
  '/products': ['1', '2', '3', '4', '5'],
  '/faq': ['0', '1', '2', '3', '4', '5', '6'],
} as const satisfies Record<string, readonly string[]>;

export type StaticTabPage = keyof typeof STATIC_TAB_PAGES;
export const TAB_PARAM = 'tab';

/** The tabs of a page after its first: the ones prerendered under a path segment of their own. */
export const laterTabs = (page: StaticTabPage): readonly string[] => STATIC_TAB_PAGES[page].slice(1);

/**
 * The internal path that serves a public address of a tabbed page, or null when the address
 * is not one (or asks for the first tab, or a tab that does not exist: the page without a query).
 */
export function staticTabPath(locale: string, pathname: string, search: URLSearchParams): string | null {
  const page = /^(?:\/en)?(\/[^/]+)$/.exec(pathname)?.[1];
  if (!page || !(page in STATIC_TAB_PAGES)) return null;
  const tab = search.get(TAB_PARAM);
  return tab && laterTabs(page as StaticTabPage).includes(tab) ? `/${locale}${page}/${tab}` : null;
}

/**
 * The public address an internal path of a tabbed page stands for (`/en/products/4` →
 * `/en/products?tab=4`, `/faq/search` → `/faq`), or null when the path is not one.
 */
export function tabAddressOf(pathname: string): string | null {
  if (!internalPath(pathname)) return null;
  const { path, query } = publicAddress(pathname);
  return `${path}${query}`;
}

function internalPath(pathname: string) {
  const match = /^((?:\/(?:en|ko))?(\/[^/]+))\/([^/]+)$/.exec(pathname);
  return match && match[2]! in STATIC_TAB_PAGES ? { path: match[1]!, page: match[2] as StaticTabPage, tab: match[3]! } : null;
}

/**
 * The path and query the visitor sees for a path the router reports: a tab's page is reported
 * by its internal path (`/ourStory/history`), which stands for `/ourStory` + `?tab=history`; a
 * view that is no tab (the FAQ's search, `/faq/search`) stands for the page itself; a cached
 * view (`/cached/event/2026-11-22/page-2`) for its public address (lib/routing/cached-views.ts).
 */
export function publicAddress(pathname: string): { path: string; query: string } {
  const cached = reportedViewAddress(pathname);
  if (cached) {
    const [path = '/', query] = cached.split('?');
    return { path, query: query ? `?${query}` : '' };
  }
  const internal = internalPath(pathname);
  if (!internal) return { path: pathname, query: '' };
  const isTab = laterTabs(internal.page).includes(internal.tab);
  return { path: internal.path, query: isTab ? `?${TAB_PARAM}=${encodeURIComponent(internal.tab)}` : '' };
}

/** generateStaticParams of a tabbed page: the page itself and each later tab, per language. */
export function tabStaticParams(page: StaticTabPage, locales: readonly string[]) {
  return locales.flatMap((locale) => [{ locale, tab: [] as string[] }, ...laterTabs(page).map((tab) => ({ locale, tab: [tab] }))]);
}

/** The tab a tabbed page's `[[...tab]]` param names (the first without one), or null for one that does not exist. */
export function tabOfParam<P extends StaticTabPage>(page: P, param: string[] | undefined): (typeof STATIC_TAB_PAGES)[P][number] | null {
  const tabs = STATIC_TAB_PAGES[page] as readonly string[];
  if (!param?.length) return tabs[0] as (typeof STATIC_TAB_PAGES)[P][number];
  return param.length === 1 && laterTabs(page).includes(param[0]!) ? (param[0] as (typeof STATIC_TAB_PAGES)[P][number]) : null;
}
