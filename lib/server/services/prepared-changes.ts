import 'server-only';
import { and, asc, desc, eq, lte, ne } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { preparedChanges, revisions, staffUsers } from '@/lib/server/db/schema';
import type { RecordKind } from '@/lib/admin/record-kinds';
import { audit } from './audit';
import { restoreRevision, type RestoreRefusal } from './revision-restore';
import type { Actor } from './staff-accounts';

/*
 * A change to a published record waits beside it (issue 51): saving a published record's form
 * keeps the record as it will be (a `prepare` revision, publishing.ts `writeRecord`) and names
 * it here. The site, the API and the sitemap read the record's row, so they show the published
 * version until the change is applied: now, at a time (`publishDueChanges`, run by the worker),
 * or never (discarded; its revision stays in the history).
 */

/** The publishing columns a prepared change never carries over: publishing is its own step. */
const PUBLISHING = new Set(['published', 'publishFrom', 'publishUntil', 'sortOrder']);

export interface PreparedChange {
  revision: number;
  /** Who saved it (null: an account since removed), and when. */
  by: string | null;
  at: Date;
  publishAt: Date | null;
  /** The newest revision of the record as published, to compare the change with. */
  live: number;
}

/** A record's prepared change, or null. */
export async function preparedChange(kind: RecordKind, id: number): Promise<PreparedChange | null> {
  const db = await getDb();
  const [found] = await db
    .select({ revision: revisions.id, by: staffUsers.name, at: revisions.createdAt, publishAt: preparedChanges.publishAt })
    .from(preparedChanges)
    .innerJoin(revisions, eq(revisions.id, preparedChanges.revisionId))
    .leftJoin(staffUsers, eq(staffUsers.id, revisions.staffId))
    .where(and(eq(preparedChanges.kind, kind), eq(preparedChanges.recordId, id)));
  if (!found) return null;
  const [live] = await db
    .select({ id: revisions.id })
    .from(revisions)
    .where(and(eq(revisions.kind, kind), eq(revisions.recordId, id), ne(revisions.action, 'prepare')))
    .orderBy(desc(revisions.id))
    .limit(1);
  return { ...found, live: live?.id ?? 0 };
}

/**
 * A record's row as its prepared change would leave it (the row as it is when it has none): what
 * its form and its preview show. Only the columns the row has as values are taken (a revision
 * keeps times as text), never its publishing.
 */
export async function asPrepared<Row extends { id: number }>(kind: RecordKind, row: Row | undefined): Promise<Row | undefined> {
  if (!row) return row;
  const db = await getDb();
  const [change] = await db
    .select({ data: revisions.data })
    .from(preparedChanges)
    .innerJoin(revisions, eq(revisions.id, preparedChanges.revisionId))
    .where(and(eq(preparedChanges.kind, kind), eq(preparedChanges.recordId, row.id)));
  if (!change) return row;
  const fields = row as Record<string, unknown>;
  const taken = Object.entries(change.data).filter(([key]) => key in fields && !PUBLISHING.has(key) && !(fields[key] instanceof Date));
  return { ...row, ...Object.fromEntries(taken) };
}

/** Publishes a record's prepared change now (revision `revision`: the one staff saw), as a restore of it is done. */
export async function applyChange(kind: RecordKind, id: number, revision: number, actor: Actor): Promise<RestoreRefusal | null> {
  const change = await preparedChange(kind, id);
  if (!change || change.revision !== revision) return 'notFound';
  return restoreRevision(kind, id, revision, actor, 'prepared');
}

/** Sets (or clears, null) the time a record's prepared change `revision` is published; false when it is not prepared (any more). */
export async function scheduleChange(kind: RecordKind, id: number, revision: number, at: Date | null, actor: Actor): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(preparedChanges)
      .set({ publishAt: at, scheduledBy: at ? actor.staffId : null })
      .where(and(eq(preparedChanges.kind, kind), eq(preparedChanges.recordId, id), eq(preparedChanges.revisionId, revision)))
      .returning({ id: preparedChanges.recordId });
    if (!row) return false;
    await audit({ staffId: actor.staffId, action: `${kind}-schedule-change`, subjectKind: kind, subjectId: id, detail: at?.toISOString() ?? 'unscheduled', address: actor.address }, tx);
    return true;
  });
}

/** Throws a record's prepared change `revision` away (its revision stays in the history); false when it is not prepared (any more). */
export async function discardChange(kind: RecordKind, id: number, revision: number, actor: Actor): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(preparedChanges)
      .where(and(eq(preparedChanges.kind, kind), eq(preparedChanges.recordId, id), eq(preparedChanges.revisionId, revision)))
      .returning({ id: preparedChanges.recordId });
    if (!row) return false;
    await audit({ staffId: actor.staffId, action: `${kind}-discard-change`, subjectKind: kind, subjectId: id, detail: `revision ${revision}`, address: actor.address }, tx);
    return true;
  });
}

/**
 * Publishes every prepared change whose time has come by `at`, as the staff member who scheduled
 * it. Each is taken off the schedule before it is applied, so two instances never apply one twice;
 * one the record refuses now (a pay rule, another sale's week, the record in the trash, its scheduler's account removed) stays
 * prepared, unscheduled, for staff to see. How many were published.
 */
export async function publishDueChanges(at: Date): Promise<number> {
  const db = await getDb();
  const due = await db
    .select({ kind: preparedChanges.kind, recordId: preparedChanges.recordId, revisionId: preparedChanges.revisionId })
    .from(preparedChanges)
    .where(lte(preparedChanges.publishAt, at))
    .orderBy(asc(preparedChanges.publishAt));
  let published = 0;
  for (const change of due) {
    const [taken] = await db
      .update(preparedChanges)
      .set({ publishAt: null })
      .where(and(eq(preparedChanges.kind, change.kind), eq(preparedChanges.recordId, change.recordId), eq(preparedChanges.revisionId, change.revisionId), lte(preparedChanges.publishAt, at)))
      .returning({ by: preparedChanges.scheduledBy });
    if (!taken) continue;
    // Whoever scheduled it publishes it; an account removed since leaves it for a colleague to schedule again.
    const refused = taken.by === null ? 'notFound' : await restoreRevision(change.kind, change.recordId, change.revisionId, { staffId: taken.by, address: 'schedule' }, 'prepared').catch((error: unknown) => String(error));
    if (refused) console.error(`a scheduled change to ${change.kind} ${change.recordId} was not published (${refused}); it stays prepared`);
    else published += 1;
  }
  return published;
}
