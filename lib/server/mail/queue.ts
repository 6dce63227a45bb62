import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, lt, or, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/server/db';
import { mailQueue } from '@/lib/server/db/schema';
import { nextTry, refusedForGood, withoutAddresses, type SendFailure } from '@/lib/mail/retry';
import type { MailTransport } from './transport';

type Writer = Pick<Database, 'insert'>;

export interface QueuedMail {
  /** What the mail is about ("inquiry-answered:12"): a key already queued is not queued again. */
  key: string;
  recipient: string;
  subject: string;
  body: string;
  /** An HTML part beside the text (the weekly ad). */
  html?: string;
  /** Headers of its own (the weekly ad's List-Unsubscribe). */
  headers?: Record<string, string>;
  /** 1 for the weekly ad: sent after the mails people wait for. */
  priority?: number;
}

/**
 * Queues mails in the caller's transaction, so they exist exactly when what they tell of does.
 * Nothing is sent here: the worker sends them after the visitor's request has been answered.
 */
export async function queueMails(mails: QueuedMail[], db: Writer): Promise<void> {
  if (mails.length === 0) return;
  await db.insert(mailQueue).values(mails).onConflictDoNothing({ target: mailQueue.key });
}

/**
 * How long a worker holds the mail it sends: well over one try (a send gives up after 30 s), so
 * no other worker takes it meanwhile. Workers claim one mail at a time, each claim fresh.
 */
const CLAIM_MS = 2 * 60_000;

type Claimed = typeof mailQueue.$inferSelect & { claimToken: string };

/** How many mails a worker sends at once (the SMTP transport keeps as many connections open). */
export const SEND_LANES = 4;

/**
 * Takes the next due mail for this worker: the claim (with a token of its own) and the try are
 * counted in one statement, with rows another worker holds skipped, so two workers never send
 * the same mail at once.
 */
async function claimNext(now: Date): Promise<Claimed | null> {
  const db = await getDb();
  const token = randomUUID();
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(and(eq(mailQueue.status, 'pending'), lte(mailQueue.nextAttemptAt, now), or(isNull(mailQueue.claimedUntil), lt(mailQueue.claimedUntil, now))))
      // A mail someone waits for first, then the weekly ad's thousands (mail_queue_order_idx).
      .orderBy(asc(mailQueue.priority), asc(mailQueue.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const [claimed] = await tx
      .update(mailQueue)
      .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS), claimToken: token, attempts: sql`${mailQueue.attempts} + 1` })
      .where(eq(mailQueue.id, due.id))
      .returning();
    return claimed ? { ...claimed, claimToken: token } : null;
  });
}

const reason = (error: unknown) => withoutAddresses(error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Sends the due mails, each once, at most `limit` (the worker's pace). A sent mail is marked sent
 * and never sent again; a failed one waits (lib/mail/retry.ts), or is marked failed when the
 * recipient was refused for good or every wait has passed. Only the worker holding a mail's claim
 * marks it. `at` is now (tests move it on to see the waits pass); once `stop` is aborted no
 * further mail is taken. Returns how many were sent.
 */
export async function deliverDue(transport: MailTransport, at: Date = new Date(), limit = 100, stop?: AbortSignal): Promise<number> {
  const db = await getDb();
  const offset = at.getTime() - Date.now();
  const clock = () => new Date(Date.now() + offset);
  let tried = 0;
  let sent = 0;
  // A few sends at once (each its own claim, as two workers' are): a mail server's answer is
  // mostly waiting, and 50,000 weekly ads one after the other would take hours.
  const lane = async () => {
    while (tried < limit && !stop?.aborted) {
      tried += 1;
      const mail = await claimNext(clock());
      if (!mail) return;
      const mine = and(eq(mailQueue.id, mail.id), eq(mailQueue.claimToken, mail.claimToken));
      try {
        await transport.send(mail);
      } catch (error) {
        const retryAt = refusedForGood(error as SendFailure) ? null : nextTry(mail.attempts, clock());
        const why = reason(error);
        await db
          .update(mailQueue)
          .set(retryAt ? { nextAttemptAt: retryAt, claimedUntil: null, claimToken: null, lastError: why } : { status: 'failed', claimedUntil: null, claimToken: null, lastError: why })
          .where(mine);
        console.error(`mail ${mail.id} not sent (try ${mail.attempts}${retryAt ? `, again at ${retryAt.toISOString()}` : ', given up'}): ${why}`);
        continue;
      }
      await db.update(mailQueue).set({ status: 'sent', sentAt: new Date(), claimedUntil: null, claimToken: null, lastError: '' }).where(mine);
      sent += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(SEND_LANES, limit) }, lane));
  return sent;
}

/** Mail given up on, queued again from now on with its tries counted afresh (an admin, after mending the settings). */
export async function retryFailedMail(): Promise<number> {
  const db = await getDb();
  const rows = await db
    .update(mailQueue)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), claimedUntil: null, claimToken: null })
    .where(eq(mailQueue.status, 'failed'))
    .returning({ id: mailQueue.id });
  return rows.length;
}

/** The queue's state for the dashboard: mails waiting (due or retrying) and mails given up on. */
export async function mailQueueCounts(): Promise<{ pending: number; failed: number }> {
  const db = await getDb();
  const rows = await db
    .select({ status: mailQueue.status, n: sql<number>`count(*)::int` })
    .from(mailQueue)
    .where(inArray(mailQueue.status, ['pending', 'failed']))
    .groupBy(mailQueue.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
  return { pending: of('pending'), failed: of('failed') };
}
