import { AsyncLocalStorage } from 'node:async_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { memoryStore } from '@/lib/server/rate-limit/limiters';
import { captureStartContext } from '@/lib/server/outside-requests';

// A full collection on demand, to see what a counter's timer keeps alive.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/** Whether a request's store (a large object) outlives the request after `count` ran in it. */
async function keptAfter(count: (key: string) => Promise<unknown>): Promise<boolean> {
  const requestStore = new AsyncLocalStorage<{ payload: number[] }>();
  let kept: WeakRef<object> | undefined;
  await (async () => {
    const store = { payload: Array.from({ length: 100_000 }, (_, index) => index) };
    kept = new WeakRef(store);
    await requestStore.run(store, () => count(`visitor-${Math.random()}`));
  })();
  await new Promise((resolve) => setImmediate(resolve));
  collect();
  return kept!.deref() !== undefined;
}

describe('the rate limits kept in memory', () => {
  beforeAll(() => captureStartContext());

  it('do not keep the request a counter was changed in until its window ends', async () => {
    const limiter = memoryStore('test:').limiter('failedLookup', { limit: 10, windowMs: 15 * 60_000 });
    expect(await keptAfter((key) => limiter.consume(key))).toBe(false);
    expect(await keptAfter((key) => limiter.penalty(key))).toBe(false);
    expect(await keptAfter((key) => limiter.reward(key))).toBe(false);
  });

  it("as rate-limiter-flexible's own memory limiter does, by its timer (why ours runs outside)", async () => {
    const limiter = new RateLimiterMemory({ keyPrefix: 'test:plain', points: 10, duration: 900 });
    expect(await keptAfter((key) => limiter.consume(key))).toBe(true);
  });
});
