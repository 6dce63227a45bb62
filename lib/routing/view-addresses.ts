/**
 * Where each cached view (lib/routing/cached-views.ts) is shown: its public path and, for a
 * post, where its id goes. Kept apart from the server's ranges and checks because the chrome
 * needs it in the browser, to read a cached page's public address from the internal path the
 * router reports.
 */
export const VIEW_ADDRESSES = {
  home: { path: '/' },
  sale: { path: '/sale' },
  event: { path: '/event' },
  announcement: { path: '/announcement' },
  career: { path: '/career' },
  // A post's id is the last segment of the path (`/event/12`) or, with `view=detail`, the query's `id`.
  deal: { path: '/event', detail: 'path' },
  posting: { path: '/career', detail: 'query' },
  notice: { path: '/announcement', detail: 'query' },
} as const satisfies Record<string, { path: string; detail?: 'path' | 'query' }>;

export type CachedViewName = keyof typeof VIEW_ADDRESSES;

/** The query a cached view is rendered for: its parameters that the address gave. */
export type ViewQuery = Record<string, number>;

/** `/ko/cached/event/2026-11-22/location-2_page-3`: the view, its day and its query. */
export const INTERNAL_VIEW = /^(\/en)?(?:\/ko)?\/cached\/([a-z]+)\/([^/]+)\/([^/]+)$/;
export const NO_QUERY = 'all';

export function isCachedViewName(name: string): name is CachedViewName {
  return Object.hasOwn(VIEW_ADDRESSES, name);
}

/** The public address of a view's query; `english` is '/en' or ''. */
export function viewAddress(english: string, name: CachedViewName, query: Readonly<Record<string, number | string>>): string {
  const view: { path: string; detail?: 'path' | 'query' } = VIEW_ADDRESSES[name];
  if (view.detail === 'path') return `${english}${view.path}/${query.id}`;
  const params = view.detail === 'query' ? { view: 'detail', ...query } : query;
  const search = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
  return `${english}${view.path === '/' && english ? '' : view.path}${search ? `?${search}` : ''}` || '/';
}

/**
 * The public address of a cached view's internal path as the router reports it, or null when
 * the path is none. Unchecked: the page is only reached through the proxy's rewrite, which
 * makes valid paths only (an internal path typed by hand is redirected before it is served).
 */
export function reportedViewAddress(pathname: string): string | null {
  const match = INTERNAL_VIEW.exec(pathname);
  if (!match || !isCachedViewName(match[2]!)) return null;
  const query = match[4] === NO_QUERY ? {} : Object.fromEntries(match[4]!.split('_').map((pair) => pair.split('-')));
  return viewAddress(match[1] ?? '', match[2], query);
}
