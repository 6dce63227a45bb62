/** @jest-environment node */
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { ApiError } from '@/lib/server/http';
import { consume, refusalWait, setLimiterStore } from '@/lib/server/rate-limit';
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

/** A store whose every limiter refuses with `refusal`, as a server action's copy of the library does. */
const refusing = (refusal: unknown) => ({ limiter: () => ({ consume: () => Promise.reject(refusal) }) as unknown as RateLimiterAbstract, close: async () => undefined });

describe('a used-up limit', () => {
  afterEach(() => setLimiterStore(undefined));

  it.each([
    ['a RateLimiterRes', 720_000, new RateLimiterRes(0, 720_000, 6)],
    ['another copy of the class (same shape)', 719_001, { remainingPoints: 0, msBeforeNext: 719_001, consumedPoints: 6, isFirstInDuration: false }],
    ['a store failure', null, new Error('Redis is not ready')],
    ['nothing', null, undefined],
    ['a shape without a wait', null, { remainingPoints: 0 }],
  ])('from %s waits %p ms', (_name, wait, refusal) => {
    expect(refusalWait(refusal)).toBe(wait);
  });

  it.each([
    ['en', 'Too many attempts. Please try again in 12 minutes.'],
    ['ko', '시도 횟수가 너무 많습니다. 12분 후에 다시 시도해 주세요.'],
  ] as const)('is a 429 that says in %s when to try again, whatever copy of the class refused', async (locale, detail) => {
    setLimiterStore(refusing({ remainingPoints: 0, msBeforeNext: 719_001, consumedPoints: 6, isFirstInDuration: false }));
    const refused = await consume([['staff-2fa:7', 'staffSecondFactor']], locale).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 429, body: { detail } });
    expect((refused as ApiError).headers).toMatchObject({ 'Retry-After': '720' });
  });

  it('passes a store failure on as it is', async () => {
    const failure = new Error('Redis is not ready');
    setLimiterStore(refusing(failure));
    await expect(consume([['k', 'submission']], 'en')).rejects.toBe(failure);
  });
});
