import 'server-only';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/server/db';
import { uploadedFiles } from '@/lib/server/db/schema';
import { getStorage } from '@/lib/server/storage';
import type { CheckedUpload } from '@/lib/server/uploads/check-uploads';
import type { UploadPurpose } from '@/lib/admin/upload-purposes';
import { fileUrl, removeAll, storePublicFile } from './files';
import { audit } from './audit';
import type { Actor } from './staff-accounts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A pending file lives this long unless a saved record claims it. */
export const PENDING_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface StagedFile {
  id: number;
  url: string;
  name: string;
}

/**
 * Stores a staff upload as pending: public (it is for the site), but swept after a day unless
 * the record that uses it is saved. The upload is audited in the same transaction.
 */
export async function stageUpload(upload: CheckedUpload, purpose: UploadPurpose, actor: Actor): Promise<StagedFile> {
  const db = await getDb();
  let storageKey: string | null = null;
  try {
    return await db.transaction(async (tx) => {
      const stored = await storePublicFile(upload.name, upload.bytes, tx, true);
      storageKey = stored.storageKey;
      await audit({ staffId: actor.staffId, action: 'upload', subjectKind: 'file', subjectId: stored.id, detail: `${purpose}: ${upload.name}`, address: actor.address }, tx);
      return { id: stored.id, url: fileUrl(stored.id, upload.name, stored.storageKey), name: upload.name };
    });
  } catch (error) {
    if (storageKey) await getStorage().delete(storageKey).catch(() => undefined);
    throw error;
  }
}

const FILE_ADDRESS = /\/api\/files\/(\d{1,9})\//g;

/** The stored files a body's HTML shows (the editor's images). */
export function fileIdsInHtml(html: string): number[] {
  return [...new Set([...html.matchAll(FILE_ADDRESS)].map((match) => Number(match[1])))];
}

/**
 * In a record's save: the pending files it uses are kept from now on. Only pending public files
 * are claimed, so naming a visitor's private file claims nothing.
 */
export async function claimFiles(tx: Transaction, ids: Array<number | null | undefined>): Promise<void> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (!wanted.length) return;
  await tx
    .update(uploadedFiles)
    .set({ pending: false })
    .where(and(inArray(uploadedFiles.id, wanted), eq(uploadedFiles.pending, true), eq(uploadedFiles.visibility, 'public')));
}

/**
 * Removes what staff uploaded and never used: pending files older than a day, rows first (one
 * statement), then their bytes. Returns how many went.
 */
export async function sweepPendingFiles(now = new Date()): Promise<number> {
  const db = await getDb();
  const gone = await db
    .delete(uploadedFiles)
    .where(and(eq(uploadedFiles.pending, true), lt(uploadedFiles.createdAt, new Date(now.getTime() - PENDING_LIFETIME_MS))))
    .returning({ storageKey: uploadedFiles.storageKey });
  await removeAll(gone.map((row) => row.storageKey));
  return gone.length;
}
