import 'server-only';
import { now } from './clock';
import { startPollingWorker } from './polling-worker';
import { publishDueChanges } from './services/prepared-changes';

/** How often the worker looks for prepared changes whose time has come: a change is on the site within this of its minute. */
const POLL_MS = 15_000;

/**
 * Starts publishing prepared changes at their time in the server's process (instrumentation.ts).
 * One per process; several instances share the schedule (publishDueChanges applies each once).
 */
export function startPreparedChangeWorker(): void {
  startPollingWorker('prepared-changes', POLL_MS, () => publishDueChanges(now()), 'could not publish the prepared changes that were due');
}
