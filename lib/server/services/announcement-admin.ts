import 'server-only';
import { and, desc } from 'drizzle-orm';
import { announcements } from '@/lib/server/db/schema';
import { cleanStaffHtml } from '@/lib/server/html/sanitize';
import type { PageOf } from '@/lib/server/pagination';
import type { AnnouncementInput } from '@/lib/validation/announcement';
import { inState } from './publishing';
import { saveKindRecord, type SaveOutcome } from './record-save';
import { now } from '@/lib/server/clock';
import type { PublishState } from '@/lib/admin/publish-state';
import type { FileRef } from './files';
import { fileIdsInHtml } from './staff-uploads';
import { holding, pageOfRows } from './staff-pages';
import { formColumns, staffRecord, staffRecordOf, type StaffRecord } from './staff-records';
import { attachmentSlots, publicFiles, storedSlots } from './attachment-slots';
import type { Actor } from './staff-accounts';

export type StaffAnnouncementRow = StaffRecord<typeof announcements.$inferSelect>;

export type StaffAnnouncement = StaffAnnouncementRow & { files: [FileRef | null, FileRef | null, FileRef | null] };

/** Every announcement outside the trash, newest first, drafts too; by state and either title. */
export async function listAnnouncementsForStaff(query: { search: string; state?: PublishState; page: number }): Promise<PageOf<StaffAnnouncementRow>> {
  const where = and(inState(announcements, query.state, now()), holding(query.search, announcements.title, announcements.titleEng));
  const { count, rows } = await pageOfRows(announcements, where, [desc(announcements.createdAt), desc(announcements.id)], query.page);
  return { count, page: query.page, results: rows.map(staffRecord) };
}

export async function getAnnouncementForStaff(id: number): Promise<StaffAnnouncement | null> {
  const record = await staffRecordOf('announcement', id);
  return record && { ...record, files: await storedSlots(record) };
}

/**
 * Creates (id null) or changes an announcement (`saveKindRecord`): its attachments and editor
 * images claimed; the board, the home page's list and the sitemap show it at once. Attachments
 * must be stored public files.
 */
export async function saveAnnouncement(id: number | null, input: AnnouncementInput, actor: Actor, base?: number): Promise<SaveOutcome> {
  const { attached, ...slots } = attachmentSlots(input);
  if (!(await publicFiles(attached))) return 'badFile';
  const values = { ...formColumns('announcement', input), content: cleanStaffHtml(input.content), contentEng: cleanStaffHtml(input.content_eng), ...slots };
  return saveKindRecord({ kind: 'announcement', id, values, files: [...attached, ...fileIdsInHtml(values.content + values.contentEng)], detail: input.title, base }, actor);
}
