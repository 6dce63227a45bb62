import type { NextConfig } from 'next';
// Relative: next.config.ts loads this file, without the project's path aliases.
import { FAQ_SEARCH_PARAM } from '../faq/faq-address';
import { listOfFirstPage } from './list-first-pages';

/**
 * Pages whose tab is in the query, as the spec writes it (`/ourStory?tab=history`, `/faq?tab=3`):
 * each tab is a page of its own at `/{locale}/ourStory/history`, kept in the page cache, which
 * next.config's rewrites serve for the query address. The first tab is the page without a query.
 */
export const STATIC_TAB_PAGES = {
  '/ourStory': ['about', 'history'],
  '/faq': ['0', '1', '2', '3', '4', '5', '6'],
} as const satisfies Record<string, readonly string[]>;

export type StaticTabPage = keyof typeof STATIC_TAB_PAGES;
export const TAB_PARAM = 'tab';

/** The tabs of a page after its first: the ones under a path segment of their own. */
export const laterTabs = (page: StaticTabPage): readonly string[] => STATIC_TAB_PAGES[page].slice(1);

function internalPath(pathname: string) {
  const match = /^((?:\/(?:en|ko))?(\/[^/]+))\/([^/]+)$/.exec(pathname);
  return match && match[2]! in STATIC_TAB_PAGES ? { path: match[1]!, page: match[2] as StaticTabPage, tab: match[3]! } : null;
}

/**
 * The path and query the visitor sees for a path the router reports, and the address's query
 * (`search`) when known: a tab's page is reported by its internal path (`/ourStory/history`),
 * which stands for `/ourStory` + `?tab=history`; a view that is no tab (the FAQ's search,
 * `/faq/search`) stands for the page itself, and a list's first page (`/event/first-page`,
 * lib/content/list-first-pages.ts) for the list.
 */
export function publicAddress(pathname: string, search = ''): { path: string; query: string } {
  const internal = internalPath(pathname);
  const params = new URLSearchParams(search);
  if (internal && laterTabs(internal.page).includes(internal.tab)) params.set(TAB_PARAM, internal.tab);
  const query = params.toString();
  return { path: listOfFirstPage(pathname) ?? internal?.path ?? pathname, query: query ? `?${query}` : '' };
}

/** The tab a tabbed page's `[[...tab]]` param names (the first without one), or null for one that does not exist. */
export function tabOfParam<P extends StaticTabPage>(page: P, param: string[] | undefined): (typeof STATIC_TAB_PAGES)[P][number] | null {
  const tabs = STATIC_TAB_PAGES[page] as readonly string[];
  if (!param?.length) return tabs[0] as (typeof STATIC_TAB_PAGES)[P][number];
  return param.length === 1 && laterTabs(page).includes(param[0]!) ? (param[0] as (typeof STATIC_TAB_PAGES)[P][number]) : null;
}

type Rewrite = { source: string; destination: string; has?: Array<{ type: 'query'; key: string; value: string }> };
type Redirect = Awaited<ReturnType<NonNullable<NextConfig['redirects']>>>[number];

/**
 * next.config's rewrites, run after next-intl's proxy has put the language in the path: a later
 * tab's query address is served by its page (`/ko/ourStory?tab=history` by `/ko/ourStory/history`),
 * and a search of the FAQ (`?q=` with a letter in it) by its search page.
 */
export function tabRewrites(): Rewrite[] {
  const faqSearch: Rewrite = { source: '/:locale(ko|en)/faq', has: [{ type: 'query', key: FAQ_SEARCH_PARAM, value: '.*\\S.*' }], destination: '/:locale/faq/search' };
  const tabs = (Object.keys(STATIC_TAB_PAGES) as StaticTabPage[]).flatMap((page) =>
    laterTabs(page).map((tab) => ({ source: `/:locale(ko|en)${page}`, has: [{ type: 'query' as const, key: TAB_PARAM, value: tab }], destination: `/:locale${page}/${tab}` })),
  );
  return [faqSearch, ...tabs];
}

/** An internal path typed by hand is no address of its own: it moves to the address it serves (one page, one address). */
export function tabRedirects(): Redirect[] {
  const pages = (Object.keys(STATIC_TAB_PAGES) as StaticTabPage[]).flatMap((page) => [
    ...laterTabs(page).map((tab) => [`${page}/${tab}`, `${page}?${TAB_PARAM}=${tab}`] as const),
    [`${page}/${STATIC_TAB_PAGES[page][0]}`, page] as const,
  ]);
  return [...pages, ['/faq/search', '/faq'] as const].flatMap(([from, to]) => [
    { source: from, destination: to, permanent: true },
    { source: `/en${from}`, destination: `/en${to}`, permanent: true },
  ]);
}
