import { randomUUID } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { redisStore } from '@/lib/server/rate-limit/limiters';

const policy = { limit: 10, windowMs: 60_000 };
const redisUrl = process.env.TEST_REDIS_URL;
const withRedis = redisUrl ? describe : describe.skip;

async function admitted(attempts: Array<() => Promise<unknown>>) {
  const results = await Promise.allSettled(attempts.map((attempt) => attempt()));
  return results.filter((result) => result.status === 'fulfilled').length;
}

withRedis('limits in Redis (shared by every app instance)', () => {
  const prefix = `lotte-test:${randomUUID()}:`;
  const first = redisStore(redisUrl!, prefix);
  const second = redisStore(redisUrl!, prefix);
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('admit exactly the limit of attempts sent at once to two instances', async () => {
    // Let both clients connect, so that Redis (not the memory fallback) answers.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const key = `guess-${randomUUID()}`;
    const attempts = Array.from({ length: 40 }, (_, index) => () => (index % 2 ? first : second).limiter('guess', policy).consume(key));
    expect(await admitted(attempts)).toBe(10);

    // What one instance used up, the other sees; an attempt given back can be used again.
    const other = `guess-${randomUUID()}`;
    for (let i = 0; i < 9; i += 1) await first.limiter('guess', policy).consume(other);
    expect(await admitted(Array.from({ length: 3 }, () => () => second.limiter('guess', policy).consume(other)))).toBe(1);
  });
});

describe('an unreachable Redis', () => {
  it('limits from this instance\'s memory instead of failing the request', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const dead = redisStore('redis://127.0.0.1:1', `x:${randomUUID()}:`);
    const limiter = dead.limiter('guess', policy);
    const key = `k-${randomUUID()}`;
    expect(await admitted(Array.from({ length: 15 }, () => () => limiter.consume(key)))).toBe(10);
    await expect(limiter.consume(key)).rejects.toBeInstanceOf(RateLimiterRes);
    await dead.close();
    consoleError.mockRestore();
  });
});
