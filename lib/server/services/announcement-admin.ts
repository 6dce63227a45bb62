import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { announcements, uploadedFiles } from '@/lib/server/db/schema';
import { cleanStaffHtml } from '@/lib/server/html/sanitize';
import type { PageOf } from '@/lib/server/pagination';
import type { AnnouncementInput } from '@/lib/validation/announcement';
import { inState, publishingOf } from './publishing';
import { saveKindRecord, type SaveOutcome } from './record-save';
import { now } from '@/lib/server/clock';
import type { Publishing, PublishState } from '@/lib/admin/publish-state';
import { fileRefs, type FileRef } from './files';
import { fileIdsInHtml } from './staff-uploads';
import { holding, editedRow, pageOfRows } from './staff-pages';
import type { Actor } from './staff-accounts';

export interface StaffAnnouncementRow extends Publishing {
  id: number;
  title: string;
  title_eng: string;
  created_at: string;
}

export interface StaffAnnouncement extends StaffAnnouncementRow {
  content: string;
  content_eng: string;
  files: [FileRef | null, FileRef | null, FileRef | null];
}

const rowOf = (row: typeof announcements.$inferSelect): StaffAnnouncementRow => ({
  id: row.id,
  title: row.title,
  title_eng: row.titleEng,
  ...publishingOf(row),
  created_at: row.createdAt.toISOString(),
});

/** Every announcement outside the trash, newest first, drafts too; by state and either title. */
export async function listAnnouncementsForStaff(query: { search: string; state?: PublishState; page: number }): Promise<PageOf<StaffAnnouncementRow>> {
  const where = and(inState(announcements, query.state, now()), holding(query.search, announcements.title, announcements.titleEng));
  const { count, rows } = await pageOfRows(announcements, where, [desc(announcements.createdAt), desc(announcements.id)], query.page);
  return { count, page: query.page, results: rows.map(rowOf) };
}

export async function getAnnouncementForStaff(id: number): Promise<StaffAnnouncement | null> {
  const row = await editedRow('announcement', id);
  if (!row) return null;
  const file = await fileRefs([row.file1, row.file2, row.file3]);
  return { ...rowOf(row), content: row.content, content_eng: row.contentEng, files: [file(row.file1), file(row.file2), file(row.file3)] };
}

/**
 * Creates (id null) or changes an announcement (`saveKindRecord`): its attachments and editor
 * images claimed; the board, the home page's list and the sitemap show it at once. Attachments
 * must be stored public files.
 */
export async function saveAnnouncement(id: number | null, input: AnnouncementInput, actor: Actor, base?: number): Promise<SaveOutcome> {
  // Filled slots first, in order: file1 is never empty while file2 holds something.
  const [file1 = null, file2 = null, file3 = null] = [input.file1, input.file2, input.file3].filter((value): value is number => value !== undefined);
  const attached = [file1, file2, file3].filter((value): value is number => value !== null);
  const db = await getDb();
  if (attached.length) {
    const found = await db.select({ id: uploadedFiles.id }).from(uploadedFiles).where(and(inArray(uploadedFiles.id, attached), eq(uploadedFiles.visibility, 'public')));
    if (found.length !== new Set(attached).size) return 'badFile';
  }
  const values = {
    title: input.title,
    titleEng: input.title_eng,
    content: cleanStaffHtml(input.content),
    contentEng: cleanStaffHtml(input.content_eng),
    file1,
    file2,
    file3,
  };
  return saveKindRecord({ kind: 'announcement', id, values, files: [...attached, ...fileIdsInHtml(values.content + values.contentEng)], detail: values.title, base }, actor);
}


