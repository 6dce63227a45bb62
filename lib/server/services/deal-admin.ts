import 'server-only';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { deals, uploadedFiles } from '@/lib/server/db/schema';
import { cleanStaffHtml } from '@/lib/server/html/sanitize';
import type { PageOf } from '@/lib/server/pagination';
import type { DealInput } from '@/lib/validation/deal';
import { fileRefs, type FileRef } from './files';
import { fileIdsInHtml } from './staff-uploads';
import { inState, publishingOf } from './publishing';
import { now } from '@/lib/server/clock';
import type { Publishing, PublishState } from '@/lib/admin/publish-state';
import { saveKindRecord, type SaveOutcome } from './record-save';
import { holding, editedRow, pageOfRows } from './staff-pages';
import type { Actor } from './staff-accounts';

export interface StaffDealRow extends Publishing {
  id: number;
  title: string;
  title_eng: string;
  location: number;
  start_date: string;
  end_date: string;
}

export interface StaffDeal extends StaffDealRow {
  content: string;
  content_eng: string;
  thumbnail: FileRef | null;
  thumbnail_eng: FileRef | null;
  files: [FileRef | null, FileRef | null, FileRef | null];
}

type DealRow = typeof deals.$inferSelect;

const rowOf = (row: DealRow): StaffDealRow => ({
  id: row.id,
  title: row.title,
  title_eng: row.titleEng,
  location: row.location,
  start_date: row.startDate,
  end_date: row.endDate,
  ...publishingOf(row),
});

/** Every deal outside the trash, newest first, drafts too: by state, either title, one region (deals for all regions included). */
export async function listDealsForStaff(query: { search: string; location?: number; state?: PublishState; page: number }): Promise<PageOf<StaffDealRow>> {
  const where = and(inState(deals, query.state, now()), query.location ? inArray(deals.location, [0, query.location]) : undefined, holding(query.search, deals.title, deals.titleEng));
  const { count, rows } = await pageOfRows(deals, where, [desc(deals.createdAt), desc(deals.id)], query.page);
  return { count, page: query.page, results: rows.map(rowOf) };
}

export async function getDealForStaff(id: number): Promise<StaffDeal | null> {
  const row = await editedRow('deal', id);
  if (!row) return null;
  const file = await fileRefs([row.thumbnail, row.thumbnailEng, row.file1, row.file2, row.file3]);
  return {
    ...rowOf(row),
    content: row.content,
    content_eng: row.contentEng,
    thumbnail: file(row.thumbnail),
    thumbnail_eng: file(row.thumbnailEng),
    files: [file(row.file1), file(row.file2), file(row.file3)],
  };
}

/**
 * Creates (id null) or changes a deal (`saveKindRecord`): its thumbnails, attachments and editor
 * images claimed; /event, the store boards and the home page show it at once. Thumbnails must be
 * stored public images, attachments stored public files.
 */
export async function saveDeal(id: number | null, input: DealInput, actor: Actor, base?: number): Promise<SaveOutcome> {
  const [file1 = null, file2 = null, file3 = null] = [input.file1, input.file2, input.file3].filter((value): value is number => value !== undefined);
  const thumbnails = [input.thumbnail, input.thumbnail_eng].filter((value): value is number => value !== undefined);
  const attached = [file1, file2, file3].filter((value): value is number => value !== null);
  const db = await getDb();
  const publicFiles = await db
    .select({ id: uploadedFiles.id, mimeType: uploadedFiles.mimeType })
    .from(uploadedFiles)
    .where(and(inArray(uploadedFiles.id, [...thumbnails, ...attached]), eq(uploadedFiles.visibility, 'public')));
  const known = new Map(publicFiles.map((file) => [file.id, file.mimeType]));
  if (thumbnails.some((fileId) => !known.get(fileId)?.startsWith('image/')) || attached.some((fileId) => !known.has(fileId))) return 'badFile';
  const values = {
    title: input.title,
    titleEng: input.title_eng,
    content: cleanStaffHtml(input.content),
    contentEng: cleanStaffHtml(input.content_eng),
    startDate: input.start_date,
    endDate: input.end_date,
    location: input.location,
    thumbnail: input.thumbnail,
    thumbnailEng: input.thumbnail_eng ?? null,
    file1,
    file2,
    file3,
  };
  return saveKindRecord({ kind: 'deal', id, values, files: [...thumbnails, ...attached, ...fileIdsInHtml(values.content + values.contentEng)], detail: values.title, base }, actor);
}

/** The deals a home slide may advertise: the newest two hundred, drafts too. */
export async function listDealChoices(): Promise<Array<{ id: number; title: string; title_eng: string }>> {
  const db = await getDb();
  const rows = await db.select({ id: deals.id, title: deals.title, titleEng: deals.titleEng }).from(deals).where(isNull(deals.deletedAt)).orderBy(desc(deals.createdAt), desc(deals.id)).limit(200);
  return rows.map((row) => ({ id: row.id, title: row.title, title_eng: row.titleEng }));
}
