import { connectRedis } from '@/lib/redis-connection.mjs';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { outsideRequests } from '@/lib/server/outside-requests';

export interface Policy {
  limit: number;
  windowMs: number;
}

/**
 * Where counters live: this process's memory, or Redis shared by every instance. Both consume
 * atomically (Redis through one Lua script), so requests arriving together cannot all slip
 * under a limit that each of them only peeked at.
 */
export interface LimiterStore {
  limiter(name: string, policy: Policy): RateLimiterAbstract;
  close(): Promise<void>;
}

const options = (name: string, policy: Policy, prefix: string) => ({ keyPrefix: `${prefix}${name}`, points: policy.limit, duration: Math.ceil(policy.windowMs / 1000) });

/**
 * Counters in memory expire by a timer each, set as a counter changes: outside the request's
 * context, or each would keep its request alive until the window ends (outside-requests.ts).
 */
class MemoryLimiter extends RateLimiterMemory {
  override consume(...args: Parameters<RateLimiterMemory['consume']>) {
    return outsideRequests(() => super.consume(...args));
  }
  override penalty(...args: Parameters<RateLimiterMemory['penalty']>) {
    return outsideRequests(() => super.penalty(...args));
  }
  override reward(...args: Parameters<RateLimiterMemory['reward']>) {
    return outsideRequests(() => super.reward(...args));
  }
  override block(...args: Parameters<RateLimiterMemory['block']>) {
    return outsideRequests(() => super.block(...args));
  }
  override set(...args: Parameters<RateLimiterMemory['set']>) {
    return outsideRequests(() => super.set(...args));
  }
}

export function memoryStore(prefix = 'lotte:rl:'): LimiterStore {
  const limiters = new Map<string, RateLimiterAbstract>();
  return {
    limiter: (name, policy) => {
      let limiter = limiters.get(name);
      if (!limiter) limiters.set(name, (limiter = new MemoryLimiter(options(name, policy, prefix))));
      return limiter;
    },
    close: async () => undefined,
  };
}

/**
 * Counters in Redis; while Redis is not ready (down, or still connecting), each limiter answers
 * from this instance's memory instead of failing the visitor, and Redis takes over again once
 * the client has reconnected by itself.
 */
export function redisStore(url: string, prefix = 'lotte:rl:'): LimiterStore {
  const { client, close } = connectRedis(url, 'rate limits');
  const insurance = memoryStore(prefix);
  const limiters = new Map<string, RateLimiterAbstract>();
  return {
    limiter: (name, policy) => {
      let limiter = limiters.get(name);
      if (!limiter) {
        limiter = new RateLimiterRedis({
          ...options(name, policy, prefix),
          storeClient: client,
          useRedisPackage: true,
          rejectIfRedisNotReady: true,
          insuranceLimiter: insurance.limiter(name, policy),
        });
        limiters.set(name, limiter);
      }
      return limiter;
    },
    close,
  };
}
