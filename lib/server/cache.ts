import 'server-only';
import { cacheLife, cacheTag, revalidateTag } from 'next/cache';
import { env } from '@/lib/env';
import { now } from '@/lib/server/clock';
import { openSharedCache } from '@/lib/shared-cache.mjs';
import { expireOutsideRequests } from '@/cache-handler/use-cache.mjs';
import { AsyncLocalStorage } from 'node:async_hooks';

/** Tags of the cached reads; a write revalidates the tags of what it changed. */
export const TAGS = {
  announcements: 'announcements',
  deals: 'deals',
  sales: 'sales',
  postings: 'postings',
  slides: 'slides',
  faq: 'faq',
  history: 'history',
  departments: 'product-departments',
  products: 'product-items',
  brands: 'private-brands',
  codes: 'common-codes',
  storeHours: 'store-hours',
  stores: 'stores',
} as const;

type Tag = (typeof TAGS)[keyof typeof TAGS];

// Next's caches exist only inside a Next server; tests and scripts call straight through (there
// `'use cache'` is a plain string). Nor during `next build`: its database holds no content yet.
const insideNext = () => Boolean(process.env.NEXT_RUNTIME) && process.env.NEXT_PHASE !== 'phase-production-build';

/** How long a cached read is served before it is made again in the background: a net under the writes, which expire their tags at once. */
const REFRESH_SECONDS = 300;
/** The longest a cached read lives. */
const KEEP_SECONDS = 24 * 60 * 60;

/**
 * A read's life in seconds from `at` to `until`, to the millisecond (rounded up to the whole
 * second, it kept a page up to a second after its boundary), or the longest.
 */
export function lifeUntil(until: Date | null, at: Date): number {
  if (!until) return KEEP_SECONDS;
  return Math.min(KEEP_SECONDS, Math.max(0.001, (until.getTime() - at.getTime()) / 1000));
}

/**
 * The first thing a `'use cache'` read does: the tags whose writes expire it, and the moment it
 * must not outlive: the next publishing boundary of what it shows, so that a scheduled post is on
 * every page at its minute (a page lives no longer than the reads it used; cache-handler/use-cache.mjs
 * answers each with the life it has left).
 */
export function cacheFor(tags: Tag[], until: Date | null = null, at: Date = now()): void {
  if (!process.env.NEXT_RUNTIME) return;
  cacheTag(...tags);
  const expire = lifeUntil(until, at);
  cacheLife({ revalidate: Math.min(REFRESH_SECONDS, expire), expire });
}

/**
 * A `'use cache'` read made of other cached reads: tagged, and living as long as the shortest of
 * them (a life set here would win over theirs, and outlive a boundary they know of).
 */
export function cacheAs(tags: Tag[]): void {
  if (process.env.NEXT_RUNTIME) cacheTag(...tags);
}

/** Marks the writes of a worker: they happen outside any request (outside-requests.ts). */
const workerWrites = new AsyncLocalStorage<true>();

/** Runs a worker's writes (a prepared change published at its time), whose invalidations go to the cache handlers directly. */
export function asWorker<R>(work: () => Promise<R>): Promise<R> {
  return workerWrites.run(true, work);
}

/** After a write: drop the cached reads it made stale. */
export function invalidate(...tags: Tag[]) {
  if (!insideNext()) return;
  if (workerWrites.getStore()) {
    // Next's revalidateTag needs a request to note the tags in; a worker has none.
    expireOutsideRequests(tags).catch((error: unknown) => console.error('[cache] could not expire', tags, error));
    return;
  }
  // expire: 0, so the next read after a staff edit already shows it.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}

/**
 * A database just filled from nothing (a first start, or the in-memory one of the tests) cannot
 * use reads or pages cached for another: without Redis they live in the server's memory and start
 * empty, but Redis keeps them across restarts, where they would show the earlier database's
 * records (and its files' addresses, which now answer 404) until they expire.
 */
export async function forgetCachedReads(): Promise<void> {
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
