import 'server-only';
import { deliverDue } from './queue';
import { queueDigests } from './notices';
import { queueWeeklyAds } from '@/lib/server/services/weekly-ad-sends';
import { configuredTransport, type MailTransport } from './transport';
import { safeError } from '@/lib/safe-log.mjs';
import { env } from '@/lib/env';
import { freshPace, mailBudget, spend, type MailPace } from '@/lib/mail/pace';

/** How often the worker looks for due mail, for digests whose hour has come and for sales that became public. */
const POLL_MS = 15_000;

interface WorkerState {
  transport: MailTransport;
  timer: NodeJS.Timeout;
  running: Promise<void> | null;
  again: boolean;
  /** The minute digests and newly public sales were last looked for: once a minute, at the first round of each, as their times are to the minute. */
  lookedMinute: number;
  /** Aborted when the server stops: no further mail is taken from the queue. */
  stopping: AbortController;
  /** How many mails may go now, against MAIL_RATE_PER_MINUTE. */
  pace: MailPace;
}

/** One step of a round; its failure (a database that does not answer now) leaves the other to run, and the next round tries again. */
async function step(name: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    console.error(`mail worker: ${name} failed this round; the next one tries again: ${safeError(error)}`);
  }
}

// On globalThis: instrumentation and the route handlers that nudge the worker are bundled apart.
const slot = globalThis as typeof globalThis & { __lotteMailWorker?: WorkerState; __lotteStopMailWorker?: () => Promise<void> };

async function runOnce(state: WorkerState): Promise<void> {
  do {
    state.again = false;
    const minute = Math.floor(Date.now() / 60_000);
    if (minute !== state.lookedMinute) {
      state.lookedMinute = minute;
      await step('the digests', () => queueDigests(new Date()));
      await step('the weekly ads', () => queueWeeklyAds(new Date()));
    }
    const budget = mailBudget(state.pace, env.mailRatePerMinute, POLL_MS, Date.now());
    if (budget > 0 && !state.stopping.signal.aborted) {
      await step('sending', async () => {
        spend(state.pace, await deliverDue(state.transport, new Date(), budget, state.stopping.signal));
      });
    }
  } while (state.again && !state.stopping.signal.aborted);
}

function run(state: WorkerState): void {
  if (state.stopping.signal.aborted) return;
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
  const state: WorkerState = {
    transport,
    timer: setInterval(() => run(state), POLL_MS),
    running: null,
    again: false,
    lookedMinute: 0,
    stopping: new AbortController(),
    pace: freshPace(env.mailRatePerMinute, POLL_MS, Date.now()),
  };
  state.timer.unref();
  slot.__lotteMailWorker = state;
  slot.__lotteStopMailWorker = () => stopMailWorker(state);
  run(state);
}

/**
 * Takes no more mail from the queue and resolves when the mails being sent are marked sent: the
 * server waits for it before it exits (server/main.mjs), since a mail the mail server accepted but
 * the queue never heard of would go again after the restart.
 */
async function stopMailWorker(state: WorkerState): Promise<void> {
  state.stopping.abort();
  clearInterval(state.timer);
  await state.running;
}

/**
 * Asks the worker to look now (after a record with mail was stored), without waiting for it: the
 * visitor's request never waits on a mail server. `sales`: a sale was published now, so its
 * weekly ad goes at once rather than at the next minute's look.
 */
export function nudgeMailWorker({ sales = false } = {}): void {
  const state = slot.__lotteMailWorker;
  if (!state) return;
  if (sales) state.lookedMinute = Number.NaN;
  setImmediate(() => run(state));
}
