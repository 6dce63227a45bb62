/**
 * Pages rendered at build time whose tab is in the address (`/products?tab=4`,
 * `/ourStory?tab=history`; DESIGN.md section 3): each tab is a page of its own, prerendered at
 * `/{locale}/products/4`, which the proxy serves for the query address. The first tab is the
 * page without a query.
 */
export const STATIC_TAB_PAGES = {
  '/ourStory': ['about', 'history'],
  '/products': ['1', '2', '3', '4', '5'],
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

/** The public address a tab's internal path stands for (`/en/products/4` → `/en/products?tab=4`), or null. */
export function tabAddressOf(pathname: string): string | null {
  const { path, query } = publicAddress(pathname);
  return query ? `${path}${query}` : null;
}

/**
 * The path and query the visitor sees for a path the router reports: a tab's page is reported
 * by its internal path (`/ourStory/history`), which stands for `/ourStory` + `?tab=history`.
 */
export function publicAddress(pathname: string): { path: string; query: string } {
  const match = /^((?:\/(?:en|ko))?(\/[^/]+))\/([^/]+)$/.exec(pathname);
  if (!match || !(match[2]! in STATIC_TAB_PAGES)) return { path: pathname, query: '' };
  return { path: match[1]!, query: `?${TAB_PARAM}=${encodeURIComponent(match[3]!)}` };
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
