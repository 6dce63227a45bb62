// Plain JavaScript: Next loads the cache handler (cache-handler/pages.mjs) outside its
// bundles, and the app (lib/server/cache.ts) clears the same entries after a first seed.
import { RESP_TYPES } from 'redis';
import { connectRedis } from './redis-connection.mjs';

/** Entries are `lotte:next:{build}:{Next's key}`; one hash holds when each tag was last expired. */
const ENTRY_PREFIX = 'lotte:next:';
const TAG_TIMES = 'lotte:next-tags';
/** A Redis that answers slower than this is treated as down for that call (the request goes on). */
const CALL_TIMEOUT_MS = 500;
/** How long the first calls wait for the first connection (a starting instance must not answer from its own, older cache). */
const FIRST_CONNECTION_MS = 2_000;

// Times come from Redis's clock, never an instance's: a tag expired on one instance must hide an
// entry written a moment before on another, however their clocks disagree.
const NOW_MS = `local t = redis.call('TIME') return t[1] * 1000 + math.floor(t[2] / 1000)`;

// KEYS[1] entry; ARGV[1] bytes, ARGV[2] tags joined by commas, ARGV[3] lifetime in seconds,
// ARGV[4] how many milliseconds ago its making began: its time is then, by Redis's clock, so that
// a tag expired while it was being made hides it.
const WRITE = `
local function now() ${NOW_MS} end
redis.call('HSET', KEYS[1], 'value', ARGV[1], 'at', now() - tonumber(ARGV[4]), 'tags', ARGV[2])
redis.call('EXPIRE', KEYS[1], ARGV[3])
return 1`;

// KEYS[1] entry, KEYS[2] the tag times; ARGV the tags the caller asks about besides the entry's
// own. The entry's bytes, or nil when it is missing or any tag was expired at or after it was written.
const READ = `
local entry = redis.call('HMGET', KEYS[1], 'value', 'at', 'tags')
if not entry[1] then return nil end
local at = tonumber(entry[2])
local tags = {}
for tag in string.gmatch(entry[3] or '', '[^,]+') do tags[#tags + 1] = tag end
for i = 1, #ARGV do tags[#tags + 1] = ARGV[i] end
if #tags > 0 then
  local times = redis.call('HMGET', KEYS[2], unpack(tags))
  for i = 1, #times do
    if times[i] and tonumber(times[i]) >= at then return nil end
  end
end
return entry[1]`;

// KEYS[1] the tag times; ARGV the tags.
const EXPIRE_TAGS = `
local function now() ${NOW_MS} end
local at = now()
for i = 1, #ARGV do redis.call('HSET', KEYS[1], ARGV[i], at) end
return at`;

function withTimeout(promise, ms) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`redis did not answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Next's data and page cache shared by every instance through Redis. Each call answers
 * `undefined` when Redis cannot be asked (down, connecting, slow), so the caller falls back to
 * the instance's own cache instead of failing the visitor; tags expired meanwhile are sent once
 * the client is ready again.
 */
export function openSharedCache(url) {
  /** Since when Redis could not be asked (the first connection counts as such); null while it can. */
  let unavailableSince = Date.now();
  const unsent = new Set();
  const { client, close } = connectRedis(url, 'cache');
  const bytes = client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
  const lost = () => {
    unavailableSince ??= Date.now();
  };
  client.on('error', lost);
  client.on('reconnecting', lost);
  client.on('end', lost);
  client.on('ready', () => {
    unavailableSince = null;
    if (unsent.size === 0) return;
    const tags = [...unsent];
    unsent.clear();
    expireTags(tags);
  });

  function ready(ms) {
    if (client.isReady) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(client.isReady), ms);
      client.once('ready', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  const firstConnection = ready(FIRST_CONNECTION_MS);

  async function call(work, timeoutMs = CALL_TIMEOUT_MS) {
    // The first calls wait for the first connection; after it, a Redis that is down answers at once.
    await firstConnection;
    if (!client.isReady) return undefined;
    try {
      return await withTimeout(work(), timeoutMs);
    } catch (error) {
      console.error('[cache] redis call failed', error.message);
      return undefined;
    }
  }

  async function expireTags(tags) {
    if (tags.length === 0) return true;
    const done = await call(() => client.eval(EXPIRE_TAGS, { keys: [TAG_TIMES], arguments: tags }));
    if (done === undefined) for (const tag of tags) unsent.add(tag);
    return done !== undefined;
  }

  return {
    /** The entry's bytes; null when missing or expired by a tag; undefined when Redis cannot be asked. */
    read: (key, tags = []) => call(async () => (await bytes.eval(READ, { keys: [ENTRY_PREFIX + key, TAG_TIMES], arguments: tags })) ?? null),
    /** True when stored; `ageMs`: how long ago its making began. Commas cannot be in a tag (Next joins tags with them itself). */
    write: async (key, value, tags, lifetimeSeconds, ageMs = 0) =>
      (await call(() =>
        client.eval(WRITE, { keys: [ENTRY_PREFIX + key], arguments: [value, tags.join(','), String(Math.max(1, Math.round(lifetimeSeconds))), String(Math.max(0, Math.round(ageMs)))] }),
      )) !== undefined,
    expireTags,
    /** Deletes every entry of every build (a database filled from nothing cannot use them). */
    forgetEntries: () =>
      call(async () => {
        let removed = 0;
        for await (const keys of client.scanIterator({ MATCH: `${ENTRY_PREFIX}*`, COUNT: 500 })) {
          if (keys.length) removed += await client.unlink(keys);
        }
        return removed;
      }, 30_000),
    /** Waits up to `ms` for a connection; true once connected. */
    ready,
    /** Since when Redis could not be asked, or null while it can: what an instance cached on its own since then is its fallback. */
    unavailableSince: () => unavailableSince,
    close,
  };
}
