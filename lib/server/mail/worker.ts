import 'server-only';
import { deliverDue } from './queue';
import { queueDigests } from './notices';
import { configuredTransport, type MailTransport } from './transport';

/** How often the worker looks for due mail and for digests whose hour has come. */
const POLL_MS = 15_000;

interface WorkerState {
  transport: MailTransport;
  timer: NodeJS.Timeout;
  running: Promise<void> | null;
  again: boolean;
}

// On globalThis: instrumentation and the route handlers that nudge the worker are bundled apart.
const slot = globalThis as typeof globalThis & { __lotteMailWorker?: WorkerState };

async function runOnce(state: WorkerState): Promise<void> {
  do {
    state.again = false;
    try {
      await queueDigests(new Date());
      await deliverDue(state.transport);
    } catch (error) {
      // A database that does not answer now is tried again at the next poll; the mail stays queued.
      console.error('mail worker: this round failed; the next one tries again', error);
    }
  } while (state.again);
}

function run(state: WorkerState): void {
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = runOnce(state).finally(() => {
    state.running = null;
  });
}

/**
 * Starts the mail worker in the server's process (instrumentation.ts): mail queued before a
 * restart is sent when it starts again. One per process; several instances share the queue.
 */
export function startMailWorker(transport: MailTransport = configuredTransport()): void {
  if (slot.__lotteMailWorker) return;
  const state: WorkerState = { transport, timer: setInterval(() => run(state), POLL_MS), running: null, again: false };
  state.timer.unref();
  slot.__lotteMailWorker = state;
  run(state);
}

/**
 * Asks the worker to look now (after a record with mail was stored), without waiting for it: the
 * visitor's request never waits on a mail server.
 */
export function nudgeMailWorker(): void {
  const state = slot.__lotteMailWorker;
  if (state) setImmediate(() => run(state));
}
