import { sharedCache } from '@/cache-handler/pages.mjs';

const holder = globalThis as { __lotteSharedCache?: { close(): Promise<void> }; __lotteLocalCache?: unknown; __lotteUseCache?: unknown };

/** Closes the process's Redis client and empties its own caches (pages and reads), so that the next describe starts afresh. */
export async function closeProcessCaches(): Promise<void> {
  await holder.__lotteSharedCache?.close();
  holder.__lotteSharedCache = undefined;
  holder.__lotteLocalCache = undefined;
  holder.__lotteUseCache = undefined;
}

/**
 * For a describe: the caches' Redis is `url` while it runs (undefined: none), the process's client
 * connected first unless `connect` is false; the caches closed and REDIS_URL restored after.
 */
export function useCacheRedis(url: string | undefined, { connect = true } = {}): void {
  const previous = process.env.REDIS_URL;
  beforeAll(async () => {
    if (url === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = url;
    // Let the process's client connect, so that Redis (not the fallback) answers.
    if (url && connect) await sharedCache()!.ready(2_000);
  });
  afterAll(async () => {
    await closeProcessCaches();
    process.env.REDIS_URL = previous;
  });
}
