import { createClient } from 'redis';
import type { CounterStore } from './counter-store';

type RedisClient = ReturnType<typeof createClient>;

/** After a failed connection, requests use the fallback for this long before Redis is tried again. */
const RETRY_AFTER_MS = 30_000;

/** Counters in Redis, shared by every app instance that points at it. */
export class RedisCounterStore implements CounterStore {
  private client: Promise<RedisClient> | null = null;
  private unavailableUntil = 0;

  constructor(
    private readonly url: string,
    private readonly prefix = 'lotte:rl:',
  ) {}

  private connect(): Promise<RedisClient> {
    if (Date.now() < this.unavailableUntil) return Promise.reject(new Error('redis unavailable (cooling down)'));
    this.client ??= (async () => {
      const client = createClient({
        url: this.url,
        socket: {
          connectTimeout: 1000,
          // A few quick retries, then give up: the caller falls back to memory meanwhile.
          reconnectStrategy: (retries) => (retries >= 2 ? new Error('redis unreachable') : 100 * (retries + 1)),
        },
      });
      client.on('error', (error: unknown) => console.error('redis error', error));
      await client.connect();
      return client;
    })().catch((error: unknown) => {
      this.client = null;
      this.unavailableUntil = Date.now() + RETRY_AFTER_MS;
      throw error;
    });
    return this.client;
  }

  private async run<T>(command: (client: RedisClient, key: string) => Promise<T>, key: string): Promise<T> {
    const client = await this.connect();
    try {
      return await command(client, this.prefix + key);
    } catch (error) {
      // A dropped connection gets a new client on a later call.
      if (!client.isReady) {
        this.client = null;
        await client.destroy();
      }
      throw error;
    }
  }

  async hit(key: string, windowMs: number) {
    return this.run(async (client, full) => {
      const [count, , ttl] = (await client.multi().incr(full).pExpire(full, windowMs, 'NX').pTTL(full).exec()) as unknown as [number, number, number];
      return { count: Number(count), resetMs: Math.max(0, Number(ttl)) };
    }, key);
  }

  async peek(key: string) {
    return this.run(async (client, full) => {
      const [count, ttl] = (await client.multi().get(full).pTTL(full).exec()) as unknown as [string | null, number];
      return { count: Number(count ?? 0), resetMs: Math.max(0, Number(ttl)) };
    }, key);
  }

  async close() {
    const client = await this.client?.catch(() => null);
    this.client = null;
    if (client?.isOpen) await client.quit();
  }
}
