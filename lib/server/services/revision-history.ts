import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { staffUsers } from '@/lib/server/db/schema';
import type { RecordKind } from '@/lib/admin/record-kinds';
import { KINDS, listRevisions, type RevisionRow } from './publishing';

export interface RevisionHistory {
  /** In the trash: its revisions can be read, not restored, until it is back. */
  trashed: boolean;
  /** Newest first, with who saved each (null: nobody, or an account since deleted). */
  revisions: Array<RevisionRow & { staff_name: string | null }>;
}

/** A record's revisions for its history page; null when there is no such record. */
export async function revisionHistory(kind: RecordKind, id: number): Promise<RevisionHistory | null> {
  const { table } = KINDS[kind];
  const db = await getDb();
  const [record] = await db.select({ deletedAt: table.deletedAt }).from(table).where(eq(table.id, id));
  if (!record) return null;
  const revisions = await listRevisions(kind, id);
  const staffIds = [...new Set(revisions.map((revision) => revision.staff_id).filter((staffId): staffId is number => staffId !== null))];
  const names = new Map(staffIds.length ? (await db.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers).where(inArray(staffUsers.id, staffIds))).map((row) => [row.id, row.name]) : []);
  return { trashed: record.deletedAt !== null, revisions: revisions.map((revision) => ({ ...revision, staff_name: revision.staff_id === null ? null : (names.get(revision.staff_id) ?? null) })) };
}
