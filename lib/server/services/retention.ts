import 'server-only';
import { and, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/server/db';
import { applications, auditLog, inquiries, mailQueue, staffSessions, tenantApplications, uploadedFiles, weeklyAdSubscribers } from '@/lib/server/db/schema';
import { SESSION_IDLE_MS, SESSION_MAX_MS } from '@/lib/admin/session-rules';
import { keptSince, RETENTION, retentionOf, type Retained } from '@/lib/privacy/retention';
import { audit } from './audit';
import { removeAll } from './files';

/*
 * The retention schedule kept (issue 52, lib/privacy/retention.ts): what is past its period is
 * deleted by the server itself (retention-worker.ts), a batch at a time, each batch in one
 * transaction with its files' rows and an audit row; the files' bytes go once it has committed.
 */

type RecordKey = Retained['record'];

/** Each record's table, the owner kind of its private files (none: it has no files), and the moment its period runs from. */
const RECORDS: Record<RecordKey, { table: PgTable & { id: PgColumn }; owner?: 'inquiry' | 'tenant' | 'application'; start: SQL; only?: SQL }> = {
  inquiryAnswered: { table: inquiries, owner: 'inquiry', start: sql`${inquiries.answerDate}`, only: eq(inquiries.progress, 2) },
  inquiryUnanswered: { table: inquiries, owner: 'inquiry', start: sql`${inquiries.createdAt}`, only: ne(inquiries.progress, 2) },
  tenantApplication: { table: tenantApplications, owner: 'tenant', start: sql`${tenantApplications.createdAt}` },
  jobApplication: { table: applications, owner: 'application', start: sql`${applications.createdAt}` },
  adUnconfirmed: { table: weeklyAdSubscribers, start: sql`${weeklyAdSubscribers.createdAt}`, only: eq(weeklyAdSubscribers.status, 'pending') },
  adUnsubscribed: { table: weeklyAdSubscribers, start: sql`${weeklyAdSubscribers.unsubscribedAt}`, only: eq(weeklyAdSubscribers.status, 'unsubscribed') },
  // A session ends when it is signed out, or at its idle or its whole limit, whichever comes first.
  staffSession: {
    table: staffSessions,
    start: sql`least(coalesce(${staffSessions.revokedAt}, 'infinity'::timestamptz), ${staffSessions.createdAt} + ${SESSION_MAX_MS} * interval '1 millisecond', ${staffSessions.lastSeenAt} + ${SESSION_IDLE_MS} * interval '1 millisecond')`,
  },
  auditEntry: { table: auditLog, start: sql`${auditLog.createdAt}` },
  // A mail still waiting to be sent is kept until it is sent or given up.
  mail: { table: mailQueue, start: sql`${mailQueue.createdAt}`, only: or(eq(mailQueue.status, 'sent'), eq(mailQueue.status, 'failed')) },
};

/** Rows of `record` past their period at `at` (started on or before the schedule's line). */
function pastPeriod(record: RecordKey, at: Date): SQL {
  const { start, only } = RECORDS[record];
  const line = keptSince(at, retentionOf(record).period);
  // To the millisecond, as the moments said to visitors are (PostgreSQL keeps microseconds): a
  // start before the line's next millisecond. Compared as it is stored, so an index on it serves.
  const before = new Date(line.getTime() + 1);
  return and(sql`${start} < ${before.toISOString()}::timestamptz`, only)!;
}

/** How many records the sweep deletes at a time: each batch is one short transaction. */
export const RETENTION_BATCH = 200;

/** Deletes one batch of `record` past its period at `at`, with its files; how many went. */
async function deleteBatch(record: RecordKey, at: Date, batch: number): Promise<number> {
  const { table, owner } = RECORDS[record];
  const db = await getDb();
  const { ids, keys } = await db.transaction(async (tx) => {
    // Skipped when locked: another instance sweeping at the same moment takes other rows.
    const due = await tx.select({ id: table.id }).from(table).where(pastPeriod(record, at)).orderBy(table.id).limit(batch).for('update', { skipLocked: true });
    const ids = due.map((row) => row.id as number);
    if (!ids.length) return { ids, keys: [] as string[] };
    await tx.delete(table).where(inArray(table.id, ids));
    const files = owner
      ? await tx
          .delete(uploadedFiles)
          .where(and(eq(uploadedFiles.ownerKind, owner), inArray(uploadedFiles.ownerId, ids)))
          .returning({ storageKey: uploadedFiles.storageKey })
      : [];
    await audit({ staffId: null, action: 'retention-delete', subjectKind: record, detail: `${ids.length}${files.length ? ` (+${files.length} files)` : ''}` }, tx);
    return { ids, keys: files.map((file) => file.storageKey) };
  });
  await removeAll(keys);
  return ids.length;
}

/**
 * Deletes everything past its period at `at`, a batch at a time, with its files, each batch
 * audited ('retention-delete'); how many of each record went. A record is deleted at the end of
 * its period and not a second before.
 */
export async function sweepRetention(at: Date, batch = RETENTION_BATCH): Promise<Record<RecordKey, number>> {
  const deleted = Object.fromEntries(RETENTION.map((entry) => [entry.record, 0])) as Record<RecordKey, number>;
  for (const { record } of RETENTION) {
    for (;;) {
      const gone = await deleteBatch(record, at, batch);
      deleted[record] += gone;
      if (gone < batch) break;
    }
  }
  return deleted;
}

/**
 * How many of each of `records` will be deleted within `days` of `at` (staff's dashboard, for
 * the records their role reads): those past their period by then.
 */
export async function dueForDeletion(at: Date, days: number, records: readonly RecordKey[] = RETENTION.map((entry) => entry.record)): Promise<Partial<Record<RecordKey, number>>> {
  const db = await getDb();
  const by = new Date(at.getTime() + days * 86_400_000);
  const counts = await Promise.all(records.map(async (record) => (await db.select({ n: count() }).from(RECORDS[record].table).where(pastPeriod(record, by)))[0]?.n ?? 0));
  return Object.fromEntries(records.map((record, index) => [record, counts[index]!]));
}
