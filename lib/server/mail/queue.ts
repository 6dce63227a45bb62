import 'server-only';
import { and, asc, eq, inArray, isNull, lte, lt, or, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/server/db';
import { mailQueue } from '@/lib/server/db/schema';
import { nextTry, refusedForGood } from '@/lib/mail/retry';
import type { MailTransport } from './transport';

type Writer = Pick<Database, 'insert'>;

export interface QueuedMail {
  /** What the mail is about ("inquiry-answered:12"): a key already queued is not queued again. */
  key: string;
  recipient: string;
  subject: string;
  body: string;
}

/**
 * Queues mails in the caller's transaction, so they exist exactly when what they tell of does.
 * Nothing is sent here: the worker sends them after the visitor's request has been answered.
 */
export async function queueMails(mails: QueuedMail[], db: Writer): Promise<void> {
  if (mails.length === 0) return;
  await db.insert(mailQueue).values(mails).onConflictDoNothing({ target: mailQueue.key });
}

/** How long one try may take before another worker may take the mail over. */
const CLAIM_MS = 2 * 60_000;
const BATCH = 20;

/**
 * Takes the due mails for this worker: each one's claim and try counted in one statement, with
 * rows another worker holds skipped, so two instances never send the same mail at once.
 */
async function claimDue(now: Date) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(and(eq(mailQueue.status, 'pending'), lte(mailQueue.nextAttemptAt, now), or(isNull(mailQueue.claimedUntil), lt(mailQueue.claimedUntil, now))))
      .orderBy(asc(mailQueue.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailQueue)
      .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${mailQueue.attempts} + 1` })
      .where(inArray(mailQueue.id, due.map((row) => row.id)))
      .returning();
  });
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Sends every due mail once. A sent mail is marked sent and never sent again; a failed one waits
 * (lib/mail/retry.ts), or is marked failed when the server refused it for good or every wait
 * has passed. Returns how many were sent.
 */
export async function deliverDue(transport: MailTransport, now: Date = new Date()): Promise<number> {
  const db = await getDb();
  let sent = 0;
  for (const mail of await claimDue(now)) {
    try {
      await transport.send(mail);
    } catch (error) {
      const retryAt = refusedForGood((error as { responseCode?: unknown }).responseCode) ? null : nextTry(mail.attempts, new Date());
      await db
        .update(mailQueue)
        .set(retryAt ? { nextAttemptAt: retryAt, claimedUntil: null, lastError: reason(error) } : { status: 'failed', claimedUntil: null, lastError: reason(error) })
        .where(eq(mailQueue.id, mail.id));
      console.error(`mail ${mail.id} not sent (try ${mail.attempts}${retryAt ? `, again at ${retryAt.toISOString()}` : ', given up'}): ${reason(error)}`);
      continue;
    }
    await db.update(mailQueue).set({ status: 'sent', sentAt: new Date(), claimedUntil: null, lastError: '' }).where(eq(mailQueue.id, mail.id));
    sent += 1;
  }
  return sent;
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
