import { randomUUID } from 'node:crypto';
import { RedisCounterStore } from '@/lib/server/rate-limit/redis-store';
import { assertNotLimited, countAgainst, LIMITS, setCounterStore } from '@/lib/server/rate-limit';

const redisUrl = process.env.TEST_REDIS_URL;
const withRedis = redisUrl ? describe : describe.skip;

withRedis('RedisCounterStore (shared limits across app instances)', () => {
  const prefix = `lotte-test:${randomUUID()}:`;
  const first = new RedisCounterStore(redisUrl!, prefix);
  const second = new RedisCounterStore(redisUrl!, prefix);
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('counts hits from two instances in one window that expires', async () => {
    expect(await first.peek('k')).toEqual({ count: 0, resetMs: 0 });
    expect((await first.hit('k', 60_000)).count).toBe(1);
    const { count, resetMs } = await second.hit('k', 60_000);
    expect(count).toBe(2);
    expect(resetMs).toBeGreaterThan(59_000);
    expect((await first.peek('k')).count).toBe(2);
    await first.hit('short', 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect((await second.peek('short')).count).toBe(0);
  });

  it('limits lookups through the app\'s policy', async () => {
    setCounterStore(first);
    const counters = [[`lookup-fail:email:${randomUUID()}@example.com`, LIMITS.failedLookup]] as const;
    for (let i = 0; i < LIMITS.failedLookup.limit; i += 1) await countAgainst(counters);
    await expect(assertNotLimited(counters, 'en')).rejects.toMatchObject({ status: 429, headers: { 'Retry-After': expect.stringMatching(/^\d+$/) } });
    setCounterStore(undefined);
  });
});

describe('an unreachable Redis', () => {
  it('falls back to this instance\'s memory instead of failing the request', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const dead = new RedisCounterStore('redis://127.0.0.1:1', 'x:');
    setCounterStore(dead);
    const counters = [[`k-${randomUUID()}`, LIMITS.failedLookup]] as const;
    await expect(countAgainst(counters)).resolves.toBeUndefined();
    await expect(assertNotLimited(counters, 'en')).resolves.toBeUndefined();
    setCounterStore(undefined);
    await dead.close().catch(() => undefined);
    consoleError.mockRestore();
  });
});
