import 'server-only';
import { and, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { announcements, uploadedFiles } from '@/lib/server/db/schema';
import { invalidate, TAGS } from '@/lib/server/cache';
import { isForeignKeyViolation } from '@/lib/server/db/errors';
import { cleanStaffHtml } from '@/lib/server/html/sanitize';
import { PAGE_SIZE } from '@/lib/paging';
import type { PageOf } from '@/lib/server/pagination';
import type { AnnouncementInput } from '@/lib/validation/announcement';
import { audit } from './audit';
import { deleteRecord, setPublished } from './record-writes';
import { containsPattern } from './search';
import { fileRefs, type FileRef } from './files';
import { claimFiles, fileIdsInHtml } from './staff-uploads';
import type { Actor } from './staff-accounts';

export interface StaffAnnouncementRow {
  id: number;
  title: string;
  title_eng: string;
  published: boolean;
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
  published: row.published,
  created_at: row.createdAt.toISOString(),
});

/** Every announcement, newest first, drafts too; search by either title, published or not. */
export async function listAnnouncementsForStaff(query: { search: string; published?: boolean; page: number }): Promise<PageOf<StaffAnnouncementRow>> {
  const db = await getDb();
  const search = query.search.trim();
  const where = and(
    query.published === undefined ? undefined : eq(announcements.published, query.published),
    search ? or(ilike(announcements.title, containsPattern(search)), ilike(announcements.titleEng, containsPattern(search))) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(announcements).where(where);
  const rows = await db
    .select()
    .from(announcements)
    .where(where)
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  return { count: total?.n ?? 0, page: query.page, results: rows.map(rowOf) };
}

export async function getAnnouncementForStaff(id: number): Promise<StaffAnnouncement | null> {
  const db = await getDb();
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
  if (!row) return null;
  const file = await fileRefs([row.file1, row.file2, row.file3]);
  return { ...rowOf(row), content: row.content, content_eng: row.contentEng, files: [file(row.file1), file(row.file2), file(row.file3)] };
}

export type AnnouncementRefusal = 'notFound' | 'badFile';

/**
 * Creates (id null) or changes an announcement, all or nothing: the row, its attachments and
 * editor images claimed from pending, the audit row; then the board, the home page's list and
 * the sitemap show it at once. Attachments must be stored public files.
 */
export async function saveAnnouncement(id: number | null, input: AnnouncementInput, actor: Actor): Promise<{ id: number } | AnnouncementRefusal> {
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
    published: input.published,
  };
  try {
    const saved = await db.transaction(async (tx) => {
      const [row] =
        id === null
          ? await tx.insert(announcements).values(values).returning({ id: announcements.id })
          : await tx.update(announcements).set(values).where(eq(announcements.id, id)).returning({ id: announcements.id });
      if (!row) return null;
      await claimFiles(tx, [...attached, ...fileIdsInHtml(values.content + values.contentEng)]);
      await audit({ staffId: actor.staffId, action: id === null ? 'announcement-create' : 'announcement-update', subjectKind: 'announcement', subjectId: row.id, detail: values.title, address: actor.address }, tx);
      return row.id;
    });
    if (saved === null) return 'notFound';
    invalidate(TAGS.announcements);
    return { id: saved };
  } catch (error) {
    // An attachment swept meanwhile (left pending for a day).
    if (isForeignKeyViolation(error)) return 'badFile';
    throw error;
  }
}

export const setAnnouncementPublished = (id: number, published: boolean, actor: Actor) => setPublished('announcement', id, published, actor);

export const deleteAnnouncement = (id: number, actor: Actor) => deleteRecord('announcement', id, actor, (row) => String(row.title));
