// Next's data and page cache (next.config.ts `cacheHandler`), loaded by Next outside its bundles.
// Without REDIS_URL it is Next's own file-system cache, unchanged. With REDIS_URL every instance
// reads and writes one cache in Redis (lib/shared-cache.mjs), and a tag expired by a staff write
// on one instance hides what it tagged on all of them at once. A Redis that cannot be asked
// leaves each instance its own cache until it answers again.
import { statSync, readFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { openSharedCache } from '../lib/shared-cache.mjs';

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;
const TAGS_HEADER = 'x-next-cache-tags';
const DAY_SECONDS = 24 * 60 * 60;

// One Redis client a process, however many handlers Next makes (one a request).
const holder = globalThis;
/** The process's shared cache, or null without REDIS_URL (and during the build). */
export function sharedCache() {
  const url = process.env.REDIS_URL?.trim();
  // The build renders with an empty database and no shared state: it keeps Next's own cache.
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') return null;
  holder.__lotteSharedCache ??= openSharedCache(url);
  return holder.__lotteSharedCache;
}

const builds = new Map();
/** The build's id (entries of another build never mix with this one's) and when it finished. */
function buildOf(serverDistDir) {
  let build = builds.get(serverDistDir);
  if (!build) {
    const distDir = path.dirname(serverDistDir);
    build = {
      id: readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim(),
      // The prerender manifest is written after every page the build rendered (Next rounds a
      // page's file time to the millisecond, so this is rounded up too).
      finishedAt: Math.ceil(statSync(path.join(distDir, 'prerender-manifest.json')).mtimeMs),
    };
    builds.set(serverDistDir, build);
  }
  return build;
}

/** The tags an entry was made under: a data read's own, a page's from its tags header. */
export function tagsOf(data, ctx) {
  if (!data) return [];
  if (data.kind === 'FETCH') return [...new Set([...(ctx.tags ?? []), ...(data.tags ?? [])])];
  const header = data.headers?.[TAGS_HEADER];
  return typeof header === 'string' ? header.split(',').filter(Boolean) : [];
}

/** How long Redis keeps an entry: a data read twice its revalidation time, a page a day. */
export function lifetimeOf(data) {
  if (data?.kind === 'FETCH') return Math.max(60, 2 * (typeof data.revalidate === 'number' ? data.revalidate : 300));
  return DAY_SECONDS;
}

export default class SharedCacheHandler extends FileSystemCache {
  #serverDistDir;

  constructor(ctx) {
    super(ctx);
    this.#serverDistDir = ctx.serverDistDir;
  }

  #key(key) {
    return `${buildOf(this.#serverDistDir).id}:${key}`;
  }

  async get(key, ctx) {
    const shared = sharedCache();
    if (!shared) return super.get(key, ctx);
    const asked = ctx.kind === 'FETCH' ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : [];
    const found = await shared.read(this.#key(key), asked);
    if (found) return v8.deserialize(found);
    if (found === null && ctx.kind === 'FETCH') return null;
    // Pages the build rendered are on disk only, and while Redis cannot be asked, so is what
    // this instance has cached on its own since. Anything else on disk may be older than a staff
    // edit another instance has seen (written before an outage, or by a run without Redis).
    const local = await super.get(key, ctx);
    if (!local) return null;
    const since = found === undefined ? shared.unavailableSince() : null;
    return local.lastModified <= buildOf(this.#serverDistDir).finishedAt || (since !== null && local.lastModified >= since) ? local : null;
  }

  async set(key, data, ctx) {
    const shared = sharedCache();
    if (!shared) return super.set(key, data, ctx);
    const entry = { value: data, lastModified: Date.now(), cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl };
    let bytes;
    try {
      bytes = v8.serialize(entry);
    } catch (error) {
      console.error(`[cache] cannot store ${key} in redis; kept on this instance`, error.message);
      return super.set(key, data, ctx);
    }
    const stored = await shared.write(this.#key(key), bytes, tagsOf(data, ctx), lifetimeOf(data));
    if (!stored) return super.set(key, data, ctx);
  }

  async revalidateTag(tags, durations) {
    // This instance's own record too: it is what answers while Redis cannot be asked.
    await super.revalidateTag(tags, durations);
    await sharedCache()?.expireTags(typeof tags === 'string' ? [tags] : tags);
  }
}
