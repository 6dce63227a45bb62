import 'server-only';
import { and, asc, desc, eq, isNotNull, lte } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { revisions, saleItems } from '@/lib/server/db/schema';
import { invalidate } from '@/lib/server/cache';
import { now } from '@/lib/server/clock';
import { isForeignKeyViolation } from '@/lib/server/db/errors';
import { RECORD_KINDS, type RecordKind } from '@/lib/admin/record-kinds';
import { audit } from './audit';
import { KINDS, recordTitle } from './publishing';
import { snapshotItems } from './sale-item-snapshot';
import { fileIdsInHtml } from './staff-uploads';
import { deleteUnusedFiles, fileKeysOf } from './unused-files';
import type { Actor } from './staff-accounts';

/** Days a record stays in the trash before it is deleted for good. */
export const TRASH_DAYS = 30;
const TRASH_MS = TRASH_DAYS * 86_400_000;

export interface TrashedRecord {
  kind: RecordKind;
  id: number;
  title: string;
  deleted_at: string;
  /** When it is deleted for good. */
  purge_at: string;
}

/** Everything in the trash, most recently trashed first. */
export async function listTrash(): Promise<TrashedRecord[]> {
  const db = await getDb();
  const found = await Promise.all(
    RECORD_KINDS.map(async (kind) => {
      const { table } = KINDS[kind];
      const rows = (await db.select().from(table).where(isNotNull(table.deletedAt)).orderBy(desc(table.deletedAt))) as Array<Record<string, unknown> & { id: number; deletedAt: Date }>;
      return rows.map((row) => ({
        kind,
        id: row.id,
        title: recordTitle(kind, row),
        deleted_at: row.deletedAt.toISOString(),
        purge_at: new Date(row.deletedAt.getTime() + TRASH_MS).toISOString(),
      }));
    }),
  );
  return found.flat().sort((a, b) => b.deleted_at.localeCompare(a.deleted_at));
}

export type PurgeRefusal = 'notFound' | 'kept';

/**
 * Deletes a trashed record for good, with its revisions (and a sale's items), audited; then the
 * files it held go from storage unless something else still uses them. 'kept' when the database
 * refuses: a posting people applied to stays for the law's three years.
 */
export async function purgeRecord(kind: RecordKind, id: number, actor: Actor | null): Promise<PurgeRefusal | null> {
  const { table, tag } = KINDS[kind];
  const db = await getDb();
  let files: Array<number | null> = [];
  try {
    const outcome = await db.transaction(async (tx) => {
      const pictures = kind === 'sale' ? await tx.select({ id: saleItems.picture }).from(saleItems).where(eq(saleItems.saleId, id)) : [];
      const [row] = (await tx.delete(table).where(and(eq(table.id, id), isNotNull(table.deletedAt))).returning()) as Array<Record<string, unknown>>;
      if (!row) return 'notFound' as const;
      const kept = await tx.delete(revisions).where(and(eq(revisions.kind, kind), eq(revisions.recordId, id))).returning({ data: revisions.data });
      await audit({ staffId: actor?.staffId ?? null, action: `${kind}-delete`, subjectKind: kind, subjectId: id, detail: recordTitle(kind, row), address: actor?.address ?? '' }, tx);
      // What the record and its revisions held: a replaced file, a removed item's picture, stayed for them.
      const held = (data: Record<string, unknown>) => [
        ...fileKeysOf(table).map((key) => data[key]),
        ...fileIdsInHtml(`${String(data.content ?? '')}${String(data.contentEng ?? '')}`),
        ...(snapshotItems(data.items) ?? []).map((item) => item.picture),
      ];
      files = [...held(row), ...kept.flatMap((revision) => held(revision.data)), ...pictures.map((picture) => picture.id)].filter((file): file is number => typeof file === 'number');
      return null;
    });
    if (outcome) return outcome;
  } catch (error) {
    if (isForeignKeyViolation(error)) return 'kept';
    throw error;
  }
  invalidate(tag);
  await deleteUnusedFiles(files);
  return null;
}

/** Deletes for good what has been in the trash for 30 days (the back office calls it as staff use it; no job needs to run). */
export async function purgeExpiredTrash(at: Date = now()): Promise<number> {
  const db = await getDb();
  const limit = new Date(at.getTime() - TRASH_MS);
  let purged = 0;
  for (const kind of RECORD_KINDS) {
    const { table } = KINDS[kind];
    const rows = await db.select({ id: table.id }).from(table).where(lte(table.deletedAt, limit)).orderBy(asc(table.deletedAt));
    for (const row of rows) if ((await purgeRecord(kind, row.id, null)) === null) purged += 1;
  }
  return purged;
}
