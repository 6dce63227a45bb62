import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { announcements } from '@/lib/server/db/schema';
import { cachedRead, invalidate, TAGS } from '@/lib/server/cache';
import { plainText, sanitizeRichText } from '@/lib/server/html/sanitize';
import type { SafeHtml } from '@/lib/html/safe-html';
import { PAGE_SIZE, type PageOf } from '@/lib/server/pagination';
import { adjacentPosts, type PostLink } from './adjacent-posts';
import { fileUrls } from './files';
import { shownPost } from './shown-posts';

export interface AnnouncementSummary {
  id: number;
  title: string;
  title_eng: string;
  created_at: string;
}

/** Spec: announcement/recent/ gives id, title, clean_content (plain text of the body). */
export interface RecentAnnouncement extends AnnouncementSummary {
  clean_content: string;
  clean_content_eng: string;
}

export interface AnnouncementDetail extends AnnouncementSummary {
  content: SafeHtml;
  content_eng: SafeHtml;
  /** The spec's attachment slots, as URLs of the stored files. */
  file1: string | null;
  file2: string | null;
  file3: string | null;
  previous_post: PostLink | null;
  next_post: PostLink | null;
}

const RECENT_COUNT = 5;
const CLEAN_LENGTH = 140;
const published = eq(announcements.published, true);
const newestFirst = [desc(announcements.createdAt), desc(announcements.id)];

const summary = (row: typeof announcements.$inferSelect): AnnouncementSummary => ({
  id: row.id,
  title: row.title,
  title_eng: row.titleEng,
  created_at: row.createdAt.toISOString(),
});

export const listRecentAnnouncements = cachedRead('announcements-recent', [TAGS.announcements], async (): Promise<RecentAnnouncement[]> => {
  const db = await getDb();
  const rows = await db.select().from(announcements).where(published).orderBy(...newestFirst).limit(RECENT_COUNT);
  return rows.map((row) => ({
    ...summary(row),
    clean_content: plainText(row.content, CLEAN_LENGTH),
    clean_content_eng: plainText(row.contentEng, CLEAN_LENGTH),
  }));
});

export const listAnnouncements = cachedRead('announcements-page', [TAGS.announcements], async (page: number): Promise<PageOf<AnnouncementSummary>> => {
  const db = await getDb();
  const [total] = await db.select({ n: count() }).from(announcements).where(published);
  const rows = await db
    .select()
    .from(announcements)
    .where(published)
    .orderBy(...newestFirst)
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return { count: total?.n ?? 0, page, results: rows.map(summary) };
});

const readAnnouncement = cachedRead('announcement', [TAGS.announcements], async (id: number): Promise<AnnouncementDetail | null> => {
  const db = await getDb();
  const [row] = await db.select().from(announcements).where(and(eq(announcements.id, id), published));
  if (!row) return null;
  const url = await fileUrls([row.file1, row.file2, row.file3]);
  return {
    ...summary(row),
    content: sanitizeRichText(row.content),
    content_eng: sanitizeRichText(row.contentEng),
    file1: url(row.file1),
    file2: url(row.file2),
    file3: url(row.file3),
    ...(await adjacentPosts(db, announcements, row)),
  };
});

/** For the sitemap: each published announcement and when it was posted. */
export const listAnnouncementEntries = cachedRead('announcement-entries', [TAGS.announcements], async (): Promise<Array<{ id: number; created_at: string }>> => {
  const db = await getDb();
  const rows = await db.select({ id: announcements.id, createdAt: announcements.createdAt }).from(announcements).where(published).orderBy(...newestFirst);
  return rows.map((row) => ({ id: row.id, created_at: row.createdAt.toISOString() }));
});

/** A published announcement, or null. */
export const getAnnouncement = (id: number): Promise<AnnouncementDetail | null> => shownPost({ entries: listAnnouncementEntries() }, id, () => readAnnouncement(id));

export type NewAnnouncement = Pick<typeof announcements.$inferInsert, 'title' | 'titleEng' | 'content' | 'contentEng' | 'published' | 'file1' | 'file2' | 'file3'>;

/** Staff write: the bodies are sanitized before they are stored. */
export async function createAnnouncement(input: NewAnnouncement): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(announcements)
    .values({ ...input, content: sanitizeRichText(input.content ?? ''), contentEng: sanitizeRichText(input.contentEng ?? '') })
    .returning({ id: announcements.id });
  invalidate(TAGS.announcements);
  return row!.id;
}
