// The store of the `'use cache'` reads (next.config.ts `cacheHandlers.default`), through Next's
// documented handler interface (get, set, refreshTags, getExpiration, updateTags): this
// process's memory, or Redis when REDIS_URL is set, so that every instance shares the reads and a
// tag expired by a staff write on one hides what it tagged on all of them at once (the Redis
// calls, their timeouts and the fallback while Redis cannot be asked are lib/shared-cache.mjs's,
// as for the page cache in cache-handler/pages.mjs).
//
// One departure from Next's own handler, and the reason this one exists: an entry is answered
// with the life it has LEFT, not the life it was given. Next hands a read's `revalidate` and
// `expire` on to the page that uses it as they are, whatever the entry's age, so a read made at
// 8:00 to live until a 9:00 boundary would make a page rendered at 8:30 live until 9:30. With
// what is left, the page's life ends at the boundary (lib/server/cache.ts cacheFor). The entry
// keeps its real timestamp, so tags expired after it still hide it; Next, comparing the
// timestamp with the shortened life, remakes a read once half its life is gone.
import v8 from 'node:v8';
import { createByteLru } from '../lib/byte-lru.mjs';
import { expirePages, sharedCache } from './pages.mjs';

/** What this process keeps without Redis (and, while Redis cannot be asked, since then). */
const LOCAL_BYTES = 50 * 1024 * 1024;
/** The longest Redis keeps an entry, whatever its life: a day. */
const LONGEST_SECONDS = 24 * 60 * 60;
const KEY_PREFIX = 'use-cache:';

const holder = globalThis;
function local() {
  holder.__lotteUseCache ??= { entries: createByteLru(LOCAL_BYTES), tagTimes: new Map() };
  return holder.__lotteUseCache;
}

/** The entry as Next reads it: the stored bytes in a fresh stream, its lives shortened by its age; undefined once no life is left. */
export function answered(stored, now = Date.now()) {
  const age = (now - stored.timestamp) / 1000;
  const expire = stored.expire - age;
  if (!(expire > 0)) return undefined;
  const bytes = stored.value;
  return {
    value: new ReadableStream({
      start(controller) {
        controller.enqueue(new Uint8Array(bytes));
        controller.close();
      },
    }),
    tags: stored.tags,
    stale: stored.stale,
    timestamp: stored.timestamp,
    revalidate: Math.max(0, Math.min(stored.revalidate - age, expire)),
    expire,
  };
}

/** An entry this process kept, unless one of its tags (or the page's soft tags) was expired at or after it was made, or it is older than `since`. */
function readLocal(key, softTags, since) {
  const { entries, tagTimes } = local();
  const bytes = entries.get(key);
  if (!bytes) return undefined;
  const stored = v8.deserialize(bytes);
  if (stored.timestamp < since) return undefined;
  const expired = [...stored.tags, ...softTags].some((tag) => (tagTimes.get(tag) ?? -Infinity) >= stored.timestamp);
  return expired ? undefined : stored;
}

/** @type {import('next/cache').CacheHandler} */
const handler = {
  async get(cacheKey, softTags = []) {
    const shared = sharedCache();
    let stored;
    if (!shared) {
      stored = readLocal(cacheKey, softTags, -Infinity);
    } else {
      const found = await shared.read(KEY_PREFIX + cacheKey, softTags);
      if (found) stored = v8.deserialize(found);
      // Redis cannot be asked: only what this process made since, so nothing older than an edit
      // another instance has seen is served.
      else if (found === undefined) stored = shared.unavailableSince() === null ? undefined : readLocal(cacheKey, softTags, shared.unavailableSince());
    }
    return stored ? answered(stored) : undefined;
  },

  async set(cacheKey, pendingEntry) {
    let stored;
    try {
      const entry = await pendingEntry;
      // A read that failed half-way is not kept: it would be an incomplete page.
      const value = Buffer.from(await new Response(entry.value).arrayBuffer());
      stored = { value, tags: entry.tags, stale: entry.stale, timestamp: entry.timestamp, revalidate: entry.revalidate, expire: entry.expire };
    } catch {
      return;
    }
    const bytes = v8.serialize(stored);
    const shared = sharedCache();
    const lifetime = Math.min(LONGEST_SECONDS, stored.expire);
    // Its time in Redis is when Next began to make it, as here: a tag expired meanwhile hides it.
    if (shared && (await shared.write(KEY_PREFIX + cacheKey, bytes, stored.tags, lifetime, Date.now() - stored.timestamp))) {
      local().entries.delete(cacheKey);
      return;
    }
    local().entries.set(cacheKey, bytes);
  },

  // Redis's tag times are read with each entry (lib/shared-cache.mjs), so there is nothing to fetch first.
  async refreshTags() {},

  // The page's soft tags are checked in get(), against the entry's own time.
  async getExpiration() {
    return Infinity;
  },

  // Every expiry here is at once (lib/server/cache.ts invalidate asks for `expire: 0`).
  async updateTags(tags) {
    const now = Date.now();
    // This process's own record too: it is what answers while Redis cannot be asked.
    for (const tag of tags) local().tagTimes.set(tag, now);
    await sharedCache()?.expireTags(tags);
  },
};

/**
 * Expires tags from outside any request (a worker's write, lib/server/cache.ts invalidate), where
 * Next's revalidateTag has no request to note them in: what Next does with a request's tags at its
 * end, for both stores. The stores are this process's (on globalThis), whichever copy of this file runs.
 */
export async function expireOutsideRequests(tags) {
  const now = Date.now();
  for (const tag of tags) local().tagTimes.set(tag, now);
  await expirePages(tags, now);
}

export default handler;
