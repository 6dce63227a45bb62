import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { announcements } from '@/lib/server/db/schema';
import { cachedRead, invalidate, TAGS } from '@/lib/server/cache';
import { plainText, sanitizeRichText } from '@/lib/server/html/sanitize';
import type { SafeHtml } from '@/lib/html/safe-html';
import { PAGE_SIZE, type PageOf } from '@/lib/server/pagination';
import { adjacentPosts, type PostLink } from './adjacent-posts';

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

export const getAnnouncement = cachedRead('announcement', [TAGS.announcements], async (id: number): Promise<AnnouncementDetail | null> => {
  const db = await getDb();
  const [row] = await db.select().from(announcements).where(and(eq(announcements.id, id), published));
  if (!row) return null;
  return {
    ...summary(row),
    content: sanitizeRichText(row.content),
    content_eng: sanitizeRichText(row.contentEng),
    ...(await adjacentPosts(db, announcements, row)),
  };
});

export type NewAnnouncement = Pick<typeof announcements.$inferInsert, 'title' | 'titleEng' | 'content' | 'contentEng' | 'published'>;

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
