import 'server-only';
import { getDb, type Database } from '@/lib/server/db';
import { invalidate } from '@/lib/server/cache';
import { isForeignKeyViolation } from '@/lib/server/db/errors';
import type { RecordKind } from '@/lib/admin/record-kinds';
import { audit } from './audit';
import { KINDS, writeRecord, type Conflict, type Written } from './publishing';
import { claimFiles } from './staff-uploads';
import type { Actor } from './staff-accounts';

/** Why a record's save was refused: no such record outside the trash, or a file swept meanwhile. */
export type SaveRefusal = 'notFound' | 'badFile';

export type SaveOutcome = Written | SaveRefusal | Conflict;

export interface RecordChange {
  kind: RecordKind;
  /** Null: a new record (a draft). */
  id: number | null;
  /** The columns its form sets. */
  values: Record<string, unknown>;
  /** The stored files it now uses, claimed from pending. */
  files: number[];
  /** The audit row's line (a title; a region and week). */
  detail?: string;
  /** The revision its form was drawn from: a change saved since refuses the save (`Conflict`). */
  base?: number;
  /** A new record's columns decided inside the transaction (a slide's place at the end). */
  placeNew?: (tx: Pick<Database, 'select'>) => Promise<Record<string, unknown>>;
}

/**
 * A record's form saved, all or nothing: the row and its revision, the files it uses and the
 * audit row in one transaction; then the pages showing its kind expire. What each kind checks
 * before (its files' kinds, its own rules) stays with the kind, and so does a unique index's
 * refusal (thrown on).
 */
export async function saveKindRecord(change: RecordChange, actor: Actor): Promise<SaveOutcome> {
  const { kind, id, values, files, detail, base, placeNew } = change;
  const db = await getDb();
  try {
    const saved = await db.transaction(async (tx) => {
      const row = id === null && placeNew ? { ...values, ...(await placeNew(tx)) } : values;
      const written = await writeRecord(tx, kind, id, row, actor, base);
      if (written === null || 'conflict' in written) return written;
      await claimFiles(tx, files);
      const action = id === null ? 'create' : written.prepared ? 'prepare' : 'update';
      await audit({ staffId: actor.staffId, action: `${kind}-${action}`, subjectKind: kind, subjectId: written.id, detail, address: actor.address }, tx);
      return written;
    });
    if (saved === null) return 'notFound';
    // A prepared change is not on the site: nothing the public sees changed.
    if (!('conflict' in saved) && !saved.prepared) invalidate(KINDS[kind].tag);
    return saved;
  } catch (error) {
    if (isForeignKeyViolation(error)) return 'badFile';
    throw error;
  }
}
