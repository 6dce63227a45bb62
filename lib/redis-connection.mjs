// Plain JavaScript: the rate limits (bundled) and Next's shared cache (loaded outside the
// bundles, lib/shared-cache.mjs) connect to Redis alike.
import { createClient } from 'redis';

/**
 * A Redis client for state the instances share. It never queues commands while disconnected
 * (callers fall back to their own memory at once), reconnects by itself with a growing pause,
 * and says what went wrong under `label` until it is closed.
 *
 * @param {string} url
 * @param {string} label
 */
export function connectRedis(url, label) {
  let closed = false;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries) => (closed ? false : Math.min(200 * (retries + 1), 5000)) },
  });
  client.on('error', (error) => {
    if (!closed) console.error(`[${label}] redis error`, error instanceof Error ? error.message : error);
  });
  client.connect().catch((error) => {
    if (!closed) console.error(`[${label}] redis unavailable; each instance keeps its own until it answers`, error instanceof Error ? error.message : error);
  });
  return {
    client,
    async close() {
      closed = true;
      // A client still trying to connect has nothing to say goodbye to: stop it trying.
      if (client.isReady) await client.quit();
      else {
        try {
          client.destroy();
        } catch {
          // already closed
        }
      }
    },
  };
}
