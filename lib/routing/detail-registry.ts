/**
 * The ids of the posts the site shows (a deal, a job posting, a notice), as the server last read
 * them, for the proxy: it serves a post's page from the page cache only when its id is known
 * here, so the cache holds a page per post that exists, never one per number someone typed.
 * Kept on globalThis because the proxy and the pages are bundled apart but run in one process.
 * A set that is behind is harmless: a new post is rendered per request (which reads the ids
 * again and publishes them), a removed one is re-rendered from the cache as "not found".
 */
export type DetailKind = 'deal' | 'posting' | 'notice';

interface Published {
  ids: ReadonlySet<number>;
  /** The store day the set is for, where what is shown turns with the day (postings). */
  day: string | null;
}

const holder = globalThis as typeof globalThis & { __lotteDetailIds?: Partial<Record<DetailKind, Published>> };

export function publishDetailIds(kind: DetailKind, ids: Iterable<number>, day: string | null = null): ReadonlySet<number> {
  const published = { ids: new Set(ids), day };
  holder.__lotteDetailIds = { ...holder.__lotteDetailIds, [kind]: published };
  return published.ids;
}

/** Whether the post was shown when the server last looked (on `day`, for a kind that turns with it). */
export function isKnownDetail(kind: DetailKind, id: number, day: string | null = null): boolean {
  const published = holder.__lotteDetailIds?.[kind];
  return Boolean(published && published.day === day && published.ids.has(id));
}
