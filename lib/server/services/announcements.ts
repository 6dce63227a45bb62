import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { announcements } from '@/lib/server/db/schema';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type NewAnnouncement = Pick<typeof announcements.$inferInsert, 'title' | 'titleEng' | 'content' | 'contentEng' | 'published'>;

/** The newest published announcements, newest first. */
export async function listRecentAnnouncements(limit = 5): Promise<AnnouncementRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(announcements)
    .where(eq(announcements.published, true))
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(limit);
}

export async function createAnnouncement(input: NewAnnouncement): Promise<AnnouncementRow> {
  const db = await getDb();
  const [row] = await db.insert(announcements).values(input).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
