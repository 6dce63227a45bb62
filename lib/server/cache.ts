import 'server-only';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { revalidateTag, unstable_cache } from 'next/cache';
import { env } from '@/lib/env';
import { openSharedCache } from '@/lib/shared-cache.mjs';

/** Tags of the cached reads; a write revalidates the tags of what it changed. */
export const TAGS = {
  announcements: 'announcements',
  events: 'events',
  sales: 'sales',
  postings: 'postings',
  mainVisuals: 'main-visuals',
  codes: 'common-codes',
  storeHours: 'store-hours',
  stores: 'stores',
} as const;

type Tag = (typeof TAGS)[keyof typeof TAGS];

// Next's data cache exists only inside a Next server; tests and scripts call straight through.
// Nor during `next build`: its database holds no content yet, and what a build caches is kept in
// .next/cache and served stale to the first visitors of the running site.
const insideNext = () => Boolean(process.env.NEXT_RUNTIME) && process.env.NEXT_PHASE !== 'phase-production-build';

/**
 * A read that pages and the API share, cached by tag for up to five minutes (time-based
 * content such as "this week's sale" also keys on the day). Results must be plain JSON.
 */
export function cachedRead<A extends unknown[], R>(name: string, tags: Tag[], read: (...args: A) => Promise<R>) {
  const cached = unstable_cache(read, [name], { tags, revalidate: 300 });
  return (...args: A): Promise<R> => (insideNext() ? cached(...args) : read(...args));
}

/** After a write: drop the cached reads it made stale. */
export function invalidate(...tags: Tag[]) {
  if (!insideNext()) return;
  // expire: 0, so the next read after a staff edit already shows it.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}

/**
 * A database just filled from nothing (a first start, or the in-memory one of the tests) cannot
 * use reads or pages cached for another: Next keeps its data cache (.next/cache/fetch-cache) and
 * the pages it rendered at their first visit (.next/server/route-cache) on disk across restarts,
 * and both in Redis when instances share it, where they would show the earlier database's records
 * (and its files' addresses, which now answer 404) until they expire.
 */
export async function forgetCachedReads(): Promise<void> {
  const next = path.join(process.cwd(), '.next');
  await Promise.all(['cache/fetch-cache', 'server/route-cache'].map((dir) => rm(path.join(next, dir), { recursive: true, force: true })));
  if (!env.redisUrl) return;
  const shared = openSharedCache(env.redisUrl);
  try {
    if (!(await shared.ready(5_000)) || (await shared.forgetEntries()) === undefined) {
      console.error('[cache] could not clear the shared cache in redis: pages of an earlier database may show until they expire');
    }
  } finally {
    await shared.close();
  }
}
