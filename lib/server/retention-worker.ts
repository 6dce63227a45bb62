import 'server-only';
import { now } from './clock';
import { startPollingWorker } from './polling-worker';
import { sweepRetention } from './services/retention';

/** How often the server looks for what is past its keeping period: a record goes within this of its period's end. */
const POLL_MS = 60 * 60 * 1000;

/**
 * Keeps the retention schedule in the server's process (instrumentation.ts): no cron job. At
 * start, then hourly; several instances may sweep at once (each takes rows the others have not
 * locked).
 */
export function startRetentionWorker(): void {
  startPollingWorker('retention', POLL_MS, () => sweepRetention(now()), 'could not delete what was past its keeping period; the next round tries again');
}
