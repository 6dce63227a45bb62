import 'server-only';
import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/server/db';
import { uploadedFiles } from '@/lib/server/db/schema';
import { getStorage, randomStorageKey } from '@/lib/server/storage';
import type { CheckedUpload } from '@/lib/server/uploads/check-uploads';
import { mimeTypeFor } from '@/lib/server/uploads/signatures';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type OwnerKind = NonNullable<(typeof uploadedFiles.$inferSelect)['ownerKind']>;

/**
 * The name in a file's address: its real name with `%` replaced, because Next cannot route a
 * path segment holding `%25` (the real name still reaches the visitor in Content-Disposition).
 */
export function urlName(name: string): string {
  return name.replace(/%/g, '_');
}

/**
 * Which stored file an address means: a digest of its random storage key. A database seeded
 * again gives its files the same ids and names, never the same keys, so a new file never takes
 * an address that caches (the image optimizer's, browsers', proxies') keep for the old one.
 */
export function fileVersion(storageKey: string): string {
  return createHash('sha256').update(storageKey).digest('hex').slice(0, 12);
}

/**
 * The address a stored file is served from (app/api/files/[id]/[name]), its version in the
 * query: addresses without one, in bodies staff saved before, are served too.
 */
export function fileUrl(id: number, name: string, storageKey: string): string {
  return `/api/files/${id}/${encodeURIComponent(urlName(name))}?v=${fileVersion(storageKey)}`;
}

/** Looks up the URLs of the given file ids in one query; the lookup gives null for none. */
export async function fileUrls(ids: Array<number | null | undefined>): Promise<(id: number | null) => string | null> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  const urls = new Map<number, string>();
  if (wanted.length) {
    const db = await getDb();
    const rows = await db
      .select({ id: uploadedFiles.id, name: uploadedFiles.originalName, storageKey: uploadedFiles.storageKey })
      .from(uploadedFiles)
      .where(inArray(uploadedFiles.id, wanted));
    for (const row of rows) urls.set(row.id, fileUrl(row.id, row.name, row.storageKey));
  }
  return (id) => (id === null ? null : (urls.get(id) ?? null));
}

/** A stored file as an edit form shows it: its id (sent back on save) and its address. */
export interface FileRef {
  id: number;
  url: string;
}

/** The given stored files as {id, url}, in one query; the lookup gives null for none or a missing one. */
export async function fileRefs(ids: Array<number | null | undefined>): Promise<(id: number | null) => FileRef | null> {
  const url = await fileUrls(ids);
  return (id) => {
    const address = url(id);
    return id !== null && address ? { id, url: address } : null;
  };
}

async function writeAll(uploads: CheckedUpload[]): Promise<string[]> {
  const storage = getStorage();
  const keys: string[] = [];
  try {
    for (const upload of uploads) {
      const key = randomStorageKey();
      await storage.put(key, upload.bytes);
      keys.push(key);
    }
    return keys;
  } catch (error) {
    await removeAll(keys);
    throw error;
  }
}

/** Removes stored bytes by their keys; a key that cannot be removed is logged, never thrown on (its row is already gone or never was). */
export async function removeAll(keys: string[]) {
  const storage = getStorage();
  await Promise.all(keys.map((key) => storage.delete(key).catch((error: unknown) => console.error('could not remove', key, error))));
}

export interface FileSlots {
  file1: number | null;
  file2: number | null;
  file3: number | null;
}

/**
 * Stores a visitor's submission with its files, all or nothing: the bytes are written first,
 * then one transaction inserts the file rows and the record; if anything fails, the written
 * bytes are removed again, so no orphan file and no half record remains.
 */
export async function persistWithFiles(
  ownerKind: OwnerKind,
  uploads: CheckedUpload[],
  insertRecord: (tx: Transaction, files: FileSlots) => Promise<number>,
): Promise<number> {
  const keys = await writeAll(uploads);
  try {
    const db = await getDb();
    return await db.transaction(async (tx) => {
      const rows = uploads.length
        ? await tx
            .insert(uploadedFiles)
            .values(
              uploads.map((upload, index) => ({
                storageKey: keys[index]!,
                originalName: upload.name,
                mimeType: upload.mimeType,
                size: upload.size,
                visibility: 'private' as const,
                ownerKind,
              })),
            )
            .returning({ id: uploadedFiles.id })
        : [];
      const ids = rows.map((row) => row.id);
      const id = await insertRecord(tx, { file1: ids[0] ?? null, file2: ids[1] ?? null, file3: ids[2] ?? null });
      if (ids.length) await tx.update(uploadedFiles).set({ ownerId: id }).where(inArray(uploadedFiles.id, ids));
      return id;
    });
  } catch (error) {
    await removeAll(keys);
    throw error;
  }
}

/**
 * Stores a file anyone may read (event attachments, flyers, slides); `pending` for a staff
 * upload no record uses yet. Inside a caller's transaction, the caller removes the bytes (by
 * storageKey) if that transaction fails.
 */
export async function storePublicFile(name: string, bytes: Uint8Array, db?: Database | Transaction, pending = false): Promise<{ id: number; storageKey: string }> {
  const key = randomStorageKey();
  await getStorage().put(key, bytes);
  try {
    const target = db ?? (await getDb());
    const [row] = await target
      .insert(uploadedFiles)
      .values({ storageKey: key, originalName: name, mimeType: mimeTypeFor(name), size: bytes.length, visibility: 'public', pending })
      .returning({ id: uploadedFiles.id });
    return { id: row!.id, storageKey: key };
  } catch (error) {
    await removeAll([key]);
    throw error;
  }
}

export type StoredFile = typeof uploadedFiles.$inferSelect;

/** A file's row and bytes, or null when either is missing. Access is the caller's check. */
export async function readStoredFile(id: number): Promise<{ file: StoredFile; bytes: Buffer } | null> {
  const db = await getDb();
  const [file] = await db.select().from(uploadedFiles).where(inArray(uploadedFiles.id, [id]));
  if (!file) return null;
  const bytes = await getStorage().get(file.storageKey);
  return bytes ? { file, bytes } : null;
}
