import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { uploadedFiles } from '@/lib/server/db/schema';
import { fileRefs, type FileRef } from './files';

/** The spec's three attachment slots as a form sent them, filled first: file1 is never empty while file2 holds something. */
export function attachmentSlots(input: { file1?: number; file2?: number; file3?: number }) {
  const [file1 = null, file2 = null, file3 = null] = [input.file1, input.file2, input.file3].filter((value): value is number => value !== undefined);
  return { file1, file2, file3, attached: [file1, file2, file3].filter((value): value is number => value !== null) };
}

/** Whether each of `files` is a stored public file, each of `images` a stored public image and each of `videos` a stored public video. */
export async function publicFiles(files: number[], images: number[] = [], videos: number[] = []): Promise<boolean> {
  const all = [...files, ...images, ...videos];
  if (!all.length) return true;
  const db = await getDb();
  const found = await db.select({ id: uploadedFiles.id, mimeType: uploadedFiles.mimeType }).from(uploadedFiles).where(and(inArray(uploadedFiles.id, all), eq(uploadedFiles.visibility, 'public')));
  const known = new Map(found.map((file) => [file.id, file.mimeType]));
  return files.every((id) => known.has(id)) && images.every((id) => known.get(id)?.startsWith('image/')) && videos.every((id) => known.get(id)?.startsWith('video/'));
}

/** A record's attachment slots as its form's upload slots show them. */
export async function storedSlots(row: { file1: number | null; file2: number | null; file3: number | null }): Promise<[FileRef | null, FileRef | null, FileRef | null]> {
  const file = await fileRefs([row.file1, row.file2, row.file3]);
  return [file(row.file1), file(row.file2), file(row.file3)];
}
