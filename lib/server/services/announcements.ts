import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { announcements } from '@/lib/server/db/schema';
import { invalidate, TAGS } from '@/lib/server/cache';
import { now } from '@/lib/server/clock';
import { plainText, sanitizeRichText } from '@/lib/server/html/sanitize';
import type { SafeHtml } from '@/lib/html/safe-html';
import { PAGE_SIZE, type PageOf } from '@/lib/server/pagination';
import { adjacentPosts, type PostLink } from './adjacent-posts';
import { fileUrls } from './files';
import { shownPost } from './shown-posts';
import { cachePublic, live } from './publishing';
import { asPrepared } from './prepared-changes';

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
const shown = (at: Date) => live(announcements, at);
const newestFirst = [desc(announcements.createdAt), desc(announcements.id)];

const summary = (row: typeof announcements.$inferSelect): AnnouncementSummary => ({
  id: row.id,
  title: row.title,
  title_eng: row.titleEng,
  created_at: row.createdAt.toISOString(),
});

export async function listRecentAnnouncements(): Promise<RecentAnnouncement[]> {
  'use cache';
  const at = await cachePublic('announcement');
  const db = await getDb();
  const rows = await db.select().from(announcements).where(shown(at)).orderBy(...newestFirst).limit(RECENT_COUNT);
  return rows.map((row) => ({
    ...summary(row),
    clean_content: plainText(row.content, CLEAN_LENGTH),
    clean_content_eng: plainText(row.contentEng, CLEAN_LENGTH),
  }));
}

export async function listAnnouncements(page: number): Promise<PageOf<AnnouncementSummary>> {
  'use cache';
  const at = await cachePublic('announcement');
  const db = await getDb();
  const [total] = await db.select({ n: count() }).from(announcements).where(shown(at));
  const rows = await db
    .select()
    .from(announcements)
    .where(shown(at))
    .orderBy(...newestFirst)
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return { count: total?.n ?? 0, page, results: rows.map(summary) };
}

/** An announcement as its page shows it: a public one at `at`, or (`at` null: a staff preview) any kept one. */
async function announcementOf(id: number, at: Date | null): Promise<AnnouncementDetail | null> {
  const db = await getDb();
  const [stored] = await db.select().from(announcements).where(and(eq(announcements.id, id), at === null ? undefined : shown(at)));
  // A preview (no time) shows the record as its prepared change would leave it.
  const row = at === null ? await asPrepared('announcement', stored) : stored;
  if (!row) return null;
  const url = await fileUrls([row.file1, row.file2, row.file3]);
  return {
    ...summary(row),
    content: sanitizeRichText(row.content),
    content_eng: sanitizeRichText(row.contentEng),
    file1: url(row.file1),
    file2: url(row.file2),
    file3: url(row.file3),
    ...(await adjacentPosts(db, announcements, row, at ?? now())),
  };
}

async function cachedAnnouncement(id: number): Promise<AnnouncementDetail | null> {
  'use cache';
  return announcementOf(id, await cachePublic('announcement'));
}

/** For the sitemap: each public announcement and when it was posted. */
export async function listAnnouncementEntries(): Promise<Array<{ id: number; created_at: string }>> {
  'use cache';
  const at = await cachePublic('announcement');
  const db = await getDb();
  const rows = await db.select({ id: announcements.id, createdAt: announcements.createdAt }).from(announcements).where(shown(at)).orderBy(...newestFirst);
  return rows.map((row) => ({ id: row.id, created_at: row.createdAt.toISOString() }));
}

/** A public announcement, or null; with `preview` (signed-in staff only: the caller checks) any one not deleted for good, read fresh. */
export async function getAnnouncement(id: number, preview = false): Promise<AnnouncementDetail | null> {
  if (preview) return announcementOf(id, null);
  return shownPost({ entries: listAnnouncementEntries() }, id, () => cachedAnnouncement(id));
}

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
