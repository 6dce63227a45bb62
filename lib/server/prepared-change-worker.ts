import 'server-only';
import { asWorker } from './cache';
import { now } from './clock';
import { publishDueChanges } from './services/prepared-changes';
import { safeError } from '@/lib/safe-log.mjs';

/** How often the worker looks for prepared changes whose time has come: a change is on the site within this of its minute. */
const POLL_MS = 15_000;

const slot = globalThis as typeof globalThis & { __lotteChangeWorker?: NodeJS.Timeout };

/**
 * Starts publishing prepared changes at their time in the server's process (instrumentation.ts).
 * One per process; several instances share the schedule (publishDueChanges applies each once).
 */
export function startPreparedChangeWorker(): void {
  if (slot.__lotteChangeWorker) return;
  let running = false;
  const look = () => {
    if (running) return;
    running = true;
    asWorker(() => publishDueChanges(now()))
      .catch((error: unknown) => console.error(`could not publish the prepared changes that were due: ${safeError(error)}`))
      .finally(() => {
        running = false;
      });
  };
  slot.__lotteChangeWorker = setInterval(look, POLL_MS);
  slot.__lotteChangeWorker.unref();
  look();
}
