/**
 * Pages whose content changes only when staff edit it or the stores' day turns, served like
 * static pages: the proxy rewrites their public address (`/event?location=2&page=3`) to one
 * internal path (`/ko/cached/event/2026-11-22/location-2_page-3`), rendered at its first visit
 * and then cached until a staff write expires its tags; a daily view has the day in its path,
 * so the next day is another page. Only a bounded set of addresses is cached (the ranges below):
 * a search, an odd value or a far page is served by the page itself, rendered per request from
 * the data cache. A post's page (a deal, a posting, a notice) is cached only when its id is one
 * the site shows (lib/routing/detail-registry.ts): ids are the part of an address anyone can vary
 * without end. The list a post was opened from rides along in its address and is read by its
 * List link in the browser (components/board/context-link.tsx), so one page serves them all.
 */
import { isKnownDetail, type DetailKind } from './detail-registry';
import { INTERNAL_VIEW, NO_QUERY, VIEW_ADDRESSES, isCachedViewName, viewAddress, type CachedViewName, type ViewQuery } from './view-addresses';

export type { CachedViewName, ViewQuery } from './view-addresses';

type Range = { min: number; max: number };

interface CachedView {
  /** The public path, without the language prefix (view-addresses.ts). */
  path: string;
  /** Whether the content depends on the stores' day. */
  daily: boolean;
  /** The query parameters the view takes, in their order in the internal path. */
  params: Record<string, Range>;
  /** Parameters the address must have. */
  required?: string[];
  /** Parameters that, when given a value, make the address another view (a search, a detail). */
  excludes?: string[];
  /** One post's page (view-addresses.ts says where its id goes); the view's name is the post's kind. */
  detail?: 'path' | 'query';
}

/** A post's id, as the pages read it (lib/search-params.ts detailViewId). */
const POST_ID: Range = { min: 1, max: 999_999 };

export const CACHED_VIEWS = {
  home: { ...VIEW_ADDRESSES.home, daily: false, params: {} },
  sale: { ...VIEW_ADDRESSES.sale, daily: true, params: { location: { min: 1, max: 4 }, lang: { min: 1, max: 4 } }, required: ['location'] },
  event: { ...VIEW_ADDRESSES.event, daily: true, params: { location: { min: 0, max: 4 }, page: { min: 1, max: 50 } }, excludes: ['search'] },
  announcement: { ...VIEW_ADDRESSES.announcement, daily: false, params: { page: { min: 1, max: 50 } }, excludes: ['view', 'id'] },
  // Deadlines (D-n, closed) turn with the day; a filter, the other sort or a posting is per request.
  career: { ...VIEW_ADDRESSES.career, daily: true, params: { page: { min: 1, max: 50 } }, excludes: ['view', 'id', 'cities', 'jobTypes', 'careerTypes', 'ordering'] },
  deal: { ...VIEW_ADDRESSES.deal, daily: false, params: { id: POST_ID } },
  // A posting is shown from its start date, and its deadline turns with the day.
  posting: { ...VIEW_ADDRESSES.posting, daily: true, params: { id: POST_ID } },
  notice: { ...VIEW_ADDRESSES.notice, daily: false, params: { id: POST_ID } },
} as const satisfies Record<CachedViewName, CachedView>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ANY_DAY = 'any';

function viewOf(name: string): CachedView | undefined {
  return isCachedViewName(name) ? CACHED_VIEWS[name] : undefined;
}

function numberIn(raw: string | null, range: Range): number | null | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  if (!/^\d{1,6}$/.test(raw.trim())) return null;
  const value = Number(raw);
  return value >= range.min && value <= range.max ? value : null;
}

function encodeQuery(query: ViewQuery): string {
  const pairs = Object.entries(query).map(([key, value]) => `${key}-${value}`);
  return pairs.length ? pairs.join('_') : NO_QUERY;
}

/** Whether a post is one the site shows (on `day`, for a kind that turns with the day). */
export type KnownPost = (kind: DetailKind, id: number, day: string | null) => boolean;

/** The post an address names for a detail view, or null when it names none the site shows. */
function postQuery(name: CachedViewName, view: CachedView, path: string, search: URLSearchParams, day: string | null, known: KnownPost): ViewQuery | null {
  let raw: string | null;
  if (view.detail === 'path') {
    // The page itself takes no other spelling of an id (`/event/012` is not found).
    const segment = path.startsWith(`${view.path}/`) ? path.slice(view.path.length + 1) : '';
    raw = /^[1-9]\d*$/.test(segment) ? segment : null;
  } else {
    raw = path === view.path && search.get('view')?.trim() === 'detail' ? search.get('id') : null;
  }
  const id = numberIn(raw, POST_ID);
  // The view's name is the post's kind (CACHED_VIEWS).
  return id && known(name as DetailKind, id, day) ? { id } : null;
}

/** The query of a list view the address names, or null when it names none that is cached. */
function listQuery(view: CachedView, path: string, search: URLSearchParams): ViewQuery | null {
  if (view.path !== path || view.excludes?.some((key) => (search.get(key) ?? '').trim() !== '')) return null;
  const query: ViewQuery = {};
  for (const [key, range] of Object.entries(view.params)) {
    const value = numberIn(search.get(key), range);
    if (value === null) return null;
    if (value !== undefined) query[key] = value;
  }
  return view.required?.some((key) => !(key in query)) ? null : query;
}

/**
 * The internal path that serves a public address from the cache, or null when the address is
 * no cached view (then the page renders it per request).
 */
export function cachedViewPath(locale: string, pathname: string, search: URLSearchParams, today: string, known: KnownPost = isKnownDetail): string | null {
  if (!DAY.test(today)) return null;
  const path = pathname.replace(/^\/en(?=\/|$)/, '') || '/';
  for (const [name, view] of Object.entries(CACHED_VIEWS) as Array<[CachedViewName, CachedView]>) {
    const day = view.daily ? today : null;
    const query = view.detail ? postQuery(name, view, path, search, day, known) : listQuery(view, path, search);
    if (query) return `/${locale}/cached/${name}/${day ?? ANY_DAY}/${encodeQuery(query)}`;
  }
  return null;
}

/** A cached view's route params, checked: the view, its day and its query, or null. */
export function parseCachedView(name: string, day: string, encoded: string): { name: CachedViewName; day: string | null; query: ViewQuery } | null {
  const view = viewOf(name);
  if (!view) return null;
  if (view.daily ? !DAY.test(day) : day !== ANY_DAY) return null;
  const query: ViewQuery = {};
  if (encoded !== NO_QUERY) {
    for (const pair of encoded.split('_')) {
      const [key, raw] = pair.split('-');
      const range = key && Object.hasOwn(view.params, key) ? (view.params as Record<string, Range>)[key] : undefined;
      const value = range ? numberIn(raw ?? null, range) : null;
      if (value === null || value === undefined || key! in query) return null;
      query[key!] = value;
    }
  }
  if (view.required?.some((key) => !(key in query))) return null;
  return { name: name as CachedViewName, day: view.daily ? day : null, query };
}

/**
 * The public address an internal path of a cached view stands for, or null when it is none; a
 * path that is not one the proxy makes stands for the home page.
 */
export function cachedViewAddress(pathname: string): string | null {
  const match = INTERNAL_VIEW.exec(pathname);
  if (!match) return null;
  const [, english = '', name, day, encoded] = match;
  const parsed = parseCachedView(name!, day!, encoded!);
  return parsed ? viewAddress(english, parsed.name, parsed.query) : `${english}/`;
}
