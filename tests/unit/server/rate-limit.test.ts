/** @jest-environment node */
import { RateLimiterRes } from 'rate-limiter-flexible';
import { memoryStore } from '@/lib/server/rate-limit/limiters';

const policy = { limit: 10, windowMs: 60_000 };

/** How many of `count` attempts sent at once get through. */
async function admitted(consume: () => Promise<unknown>, count: number) {
  const results = await Promise.allSettled(Array.from({ length: count }, consume));
  for (const result of results) if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(RateLimiterRes);
  return results.filter((result) => result.status === 'fulfilled').length;
}

describe('memory limiters', () => {
  it('admit exactly the limit of attempts sent at once', async () => {
    const limiter = memoryStore().limiter('guess', policy);
    expect(await admitted(() => limiter.consume('a@b.co'), 40)).toBe(10);
    // Other keys and other stores keep their own counts.
    expect(await admitted(() => limiter.consume('c@d.co'), 3)).toBe(3);
    expect(await admitted(() => memoryStore().limiter('guess', policy).consume('a@b.co'), 1)).toBe(1);
  });

  it('give an attempt back, and tell how long to wait once used up', async () => {
    const limiter = memoryStore().limiter('guess', policy);
    for (let i = 0; i < 10; i += 1) await limiter.consume('k');
    await limiter.reward('k', 1);
    await limiter.consume('k');
    const refusal = await limiter.consume('k').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RateLimiterRes);
    expect((refusal as RateLimiterRes).msBeforeNext).toBeGreaterThan(55_000);
  });
});
