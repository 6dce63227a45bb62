import 'server-only';
import { and, desc, inArray, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { deals } from '@/lib/server/db/schema';
import { cleanStaffHtml } from '@/lib/server/html/sanitize';
import type { PageOf } from '@/lib/server/pagination';
import type { DealInput } from '@/lib/validation/deal';
import { fileRefs, type FileRef } from './files';
import { fileIdsInHtml } from './staff-uploads';
import { inState } from './publishing';
import { now } from '@/lib/server/clock';
import type { PublishState } from '@/lib/admin/publish-state';
import { saveKindRecord, type SaveOutcome } from './record-save';
import { holding, pageOfRows } from './staff-pages';
import { formColumns, staffRecord, staffRecordOf, type StaffRecord } from './staff-records';
import { attachmentSlots, publicFiles, storedSlots } from './attachment-slots';
import type { Actor } from './staff-accounts';

export type StaffDealRow = StaffRecord<typeof deals.$inferSelect>;

export type StaffDeal = Omit<StaffDealRow, 'thumbnail' | 'thumbnail_eng'> & {
  thumbnail: FileRef | null;
  thumbnail_eng: FileRef | null;
  files: [FileRef | null, FileRef | null, FileRef | null];
};

/** Every deal outside the trash, newest first, drafts too: by state, either title, one region (deals for all regions included). */
export async function listDealsForStaff(query: { search: string; location?: number; state?: PublishState; page: number }): Promise<PageOf<StaffDealRow>> {
  const where = and(inState(deals, query.state, now()), query.location ? inArray(deals.location, [0, query.location]) : undefined, holding(query.search, deals.title, deals.titleEng));
  const { count, rows } = await pageOfRows(deals, where, [desc(deals.createdAt), desc(deals.id)], query.page);
  return { count, page: query.page, results: rows.map(staffRecord) };
}

export async function getDealForStaff(id: number): Promise<StaffDeal | null> {
  const record = await staffRecordOf('deal', id);
  if (!record) return null;
  const file = await fileRefs([record.thumbnail, record.thumbnail_eng]);
  return { ...record, thumbnail: file(record.thumbnail), thumbnail_eng: file(record.thumbnail_eng), files: await storedSlots(record) };
}

/**
 * Creates (id null) or changes a deal (`saveKindRecord`): its thumbnails, attachments and editor
 * images claimed; /event, the store boards and the home page show it at once. Thumbnails must be
 * stored public images, attachments stored public files.
 */
export async function saveDeal(id: number | null, input: DealInput, actor: Actor, base?: number): Promise<SaveOutcome> {
  const { attached, ...slots } = attachmentSlots(input);
  const thumbnails = [input.thumbnail, input.thumbnail_eng].filter((value): value is number => value !== undefined);
  if (!(await publicFiles(attached, thumbnails))) return 'badFile';
  const values = { ...formColumns('deal', input), content: cleanStaffHtml(input.content), contentEng: cleanStaffHtml(input.content_eng), thumbnailEng: input.thumbnail_eng ?? null, ...slots };
  return saveKindRecord({ kind: 'deal', id, values, files: [...thumbnails, ...attached, ...fileIdsInHtml(values.content + values.contentEng)], detail: input.title, base }, actor);
}

/** The deals a home slide may advertise: the newest two hundred, drafts too. */
export async function listDealChoices(): Promise<Array<{ id: number; title: string; title_eng: string }>> {
  const db = await getDb();
  const rows = await db.select({ id: deals.id, title: deals.title, titleEng: deals.titleEng }).from(deals).where(isNull(deals.deletedAt)).orderBy(desc(deals.createdAt), desc(deals.id)).limit(200);
  return rows.map((row) => ({ id: row.id, title: row.title, title_eng: row.titleEng }));
}
