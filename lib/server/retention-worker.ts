import 'server-only';
import { asWorker } from './cache';
import { now } from './clock';
import { sweepRetention } from './services/retention';
import { safeError } from '@/lib/safe-log.mjs';

/** How often the server looks for what is past its keeping period: a record goes within this of its period's end. */
const POLL_MS = 60 * 60 * 1000;

const slot = globalThis as typeof globalThis & { __lotteRetentionWorker?: NodeJS.Timeout };

/**
 * Keeps the retention schedule in the server's process (instrumentation.ts): no cron job. At
 * start, then hourly; several instances may sweep at once (each takes rows the others have not
 * locked).
 */
export function startRetentionWorker(): void {
  if (slot.__lotteRetentionWorker) return;
  let running = false;
  const look = () => {
    if (running) return;
    running = true;
    asWorker(() => sweepRetention(now()))
      .catch((error: unknown) => console.error(`could not delete what was past its keeping period; the next round tries again: ${safeError(error)}`))
      .finally(() => {
        running = false;
      });
  };
  slot.__lotteRetentionWorker = setInterval(look, POLL_MS);
  slot.__lotteRetentionWorker.unref();
  look();
}
