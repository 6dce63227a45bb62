import { createClient } from 'redis';
import type { CounterStore } from './counter-store';

type RedisClient = ReturnType<typeof createClient>;

/** Counters in Redis, shared by every app instance that points at it. */
export class RedisCounterStore implements CounterStore {
  private client: Promise<RedisClient> | null = null;

  constructor(
    private readonly url: string,
    private readonly prefix = 'lotte:rl:',
  ) {}

  private connect(): Promise<RedisClient> {
    this.client ??= (async () => {
      const client = createClient({ url: this.url, socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(retries * 200, 2000) } });
      client.on('error', (error: unknown) => console.error('redis error', error));
      await client.connect();
      return client;
    })().catch((error: unknown) => {
      this.client = null;
      throw error;
    });
    return this.client;
  }

  async hit(key: string, windowMs: number) {
    const client = await this.connect();
    const full = this.prefix + key;
    const [count, ttl] = (await client.multi().incr(full).pExpire(full, windowMs, 'NX').pTTL(full).exec()) as unknown as [number, number, number];
    return { count: Number(count), resetMs: Math.max(0, Number(ttl)) };
  }

  async peek(key: string) {
    const client = await this.connect();
    const full = this.prefix + key;
    const [count, ttl] = (await client.multi().get(full).pTTL(full).exec()) as unknown as [string | null, number];
    return { count: Number(count ?? 0), resetMs: Math.max(0, Number(ttl)) };
  }

  async close() {
    const client = await this.client?.catch(() => null);
    this.client = null;
    await client?.quit();
  }
}
