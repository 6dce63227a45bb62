import 'server-only';
import { safeError } from '@/lib/safe-log.mjs';
import { asWorker } from './cache';

const slots = globalThis as typeof globalThis & { __lotteWorkers?: Map<string, NodeJS.Timeout> };

/**
 * Runs `work` in the server's process (instrumentation.ts) at once, then every `everyMs`, one
 * round at a time; a failed round is logged (what failed, never what visitors sent) and the next
 * one tries again. One of each `name` per process: on globalThis, since instrumentation and the
 * routes are bundled apart.
 */
export function startPollingWorker(name: string, everyMs: number, work: () => Promise<unknown>, failed: string): void {
  const workers = (slots.__lotteWorkers ??= new Map());
  if (workers.has(name)) return;
  let running = false;
  const look = () => {
    if (running) return;
    running = true;
    asWorker(work)
      .catch((error: unknown) => console.error(`${failed}: ${safeError(error)}`))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(look, everyMs);
  timer.unref();
  workers.set(name, timer);
  look();
}
