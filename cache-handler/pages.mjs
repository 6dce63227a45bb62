// Next's page cache (next.config.ts `cacheHandler`), through its documented cache-handler interface
// (get, set, revalidateTag, resetRequestCache): this process's memory, or shared by every instance
// in Redis when REDIS_URL is set (lib/shared-cache.mjs), where a tag expired by a staff write on
// one instance hides what it tagged on all of them at once. A Redis that cannot be asked leaves
// each instance what it cached on its own since, in memory, until Redis answers again. Custom
// handlers are never asked for the pages the build rendered (Next's docs): Next renders such a
// page at its first request, and shares it.
//
// One departure from Next's own handler, and the reason this one is used without Redis too: a
// page's time is when its render began, not when it was stored. Next's is the moment it is
// stored, so a render begun before a staff write and stored after it (a visitor's background
// refresh, seconds long on a busy machine) was taken as newer than the write: the old list served
// as fresh, then as stale, after the write had expired it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { createByteLru } from '../lib/byte-lru.mjs';
import { openSharedCache } from '../lib/shared-cache.mjs';

const TAGS_HEADER = 'x-next-cache-tags';
const DAY_SECONDS = 24 * 60 * 60;

// One Redis client and one local store a process, however many handlers Next makes (one a request).
const holder = globalThis;
/** The process's shared cache, or null without REDIS_URL (and during the build). */
export function sharedCache() {
  const url = process.env.REDIS_URL?.trim();
  // The build renders with an empty database and no shared state: it keeps its own entries.
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') return null;
  holder.__lotteSharedCache ??= openSharedCache(url);
  return holder.__lotteSharedCache;
}

/** This process's own entries (by Next's key), when it last expired each tag, and when each key was last asked for. */
function local(maxBytes) {
  // Next passes its `cacheMaxMemorySize` (50 MB unless configured; 0 keeps nothing).
  // Entries are kept whole, as Next's own memory cache keeps them, by the size of their serialized
  // form: read back from bytes at every ask, a page cost a copy of its HTML and payload per visit.
  holder.__lotteLocalCache ??= { entries: createByteLru(maxBytes ?? 0, (kept) => kept.size), tagTimes: new Map(), askedAt: new Map() };
  return holder.__lotteLocalCache;
}

/** As many keys' last asking as are remembered (any address can be asked for: a bound, not a leak). */
const ASKED_KEYS = 10_000;
/** A render is begun by the asking before it; one that took longer than this is not taken for it. */
const LONGEST_RENDER_MS = 60_000;

/**
 * When the render of what is being stored began. Next asks for a key (get) before it renders it,
 * once at a time a key (its response cache joins every other request for the key to that render),
 * so the last asking is the render's start.
 */
export function renderBegan(askedAt, key, now = Date.now()) {
  const asked = askedAt.get(key);
  askedAt.delete(key);
  return asked !== undefined && asked <= now && now - asked < LONGEST_RENDER_MS ? asked : now;
}

/** Notes that a key was asked for now, forgetting the oldest key beyond the bound. */
export function noteAsked(askedAt, key, now = Date.now()) {
  askedAt.delete(key);
  askedAt.set(key, now);
  if (askedAt.size > ASKED_KEYS) askedAt.delete(askedAt.keys().next().value);
}

const builds = new Map();
/** The build's id: entries of another build never mix with this one's. */
function buildId(serverDistDir) {
  let id = builds.get(serverDistDir);
  if (id === undefined) {
    id = readFileSync(path.join(path.dirname(serverDistDir), 'BUILD_ID'), 'utf8').trim();
    builds.set(serverDistDir, id);
  }
  return id;
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

/** The tags a data read is asked about besides its entry's own (the page reading it). */
const askedTags = (ctx) => (ctx.kind === 'FETCH' ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : []);

/**
 * Expires tags for the pages: this process's own record too (it is what answers while Redis
 * cannot be asked), then every instance's through Redis. Next calls it through revalidateTag at
 * a request's end; a worker's write, outside any request, through expireOutsideRequests
 * (use-cache.mjs).
 */
export async function expirePages(tags, now = Date.now()) {
  for (const tag of tags) holder.__lotteLocalCache?.tagTimes.set(tag, now);
  await sharedCache()?.expireTags(tags);
}

export default class SharedCacheHandler {
  #serverDistDir;
  #local;

  constructor(ctx) {
    this.#serverDistDir = ctx.serverDistDir;
    this.#local = local(ctx.maxMemoryCacheSize);
  }

  #key(key) {
    return `${buildId(this.#serverDistDir)}:${key}`;
  }

  /** An entry this instance kept itself, unless a tag it was made under was expired since, or it is older than `since`. */
  #readLocal(key, ctx, since) {
    const entry = this.#local.entries.get(key)?.entry;
    if (!entry) return null;
    if (entry.lastModified < since) return null;
    const expired = [...entry.tags, ...askedTags(ctx)].some((tag) => (this.#local.tagTimes.get(tag) ?? -Infinity) >= entry.lastModified);
    return expired ? null : entry;
  }

  async get(key, ctx) {
    noteAsked(this.#local.askedAt, key);
    const shared = sharedCache();
    if (!shared) return this.#readLocal(key, ctx, -Infinity);
    const found = await shared.read(this.#key(key), askedTags(ctx));
    // Redis answers: what this instance kept during an outage can never be served again.
    if (found !== undefined) this.#local.entries.clear();
    if (found) return v8.deserialize(found);
    if (found === null) return null;
    // Redis cannot be asked: only what this instance cached since then, so that nothing older
    // than an edit another instance has seen is served.
    const since = shared.unavailableSince();
    return since === null ? null : this.#readLocal(key, ctx, since);
  }

  async set(key, data, ctx) {
    const tags = tagsOf(data, ctx);
    const now = Date.now();
    const entry = { value: data, lastModified: renderBegan(this.#local.askedAt, key, now), cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl, tags };
    let bytes;
    try {
      bytes = v8.serialize(entry);
    } catch (error) {
      console.error(`[cache] cannot keep ${key}`, error.message);
      return;
    }
    const shared = sharedCache();
    if (shared && (await shared.write(this.#key(key), bytes, tags, lifetimeOf(data), now - entry.lastModified))) {
      this.#local.entries.delete(key);
      return;
    }
    this.#local.entries.set(key, { entry, size: bytes.length });
  }

  // Every revalidation here expires at once (lib/server/cache.ts asks for `expire: 0`; a path's
  // revalidation is its tag's), so the durations Next passes as a second argument are not read.
  async revalidateTag(tags) {
    await expirePages(typeof tags === 'string' ? [tags] : tags);
  }

  resetRequestCache() {}
}
