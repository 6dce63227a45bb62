import 'server-only';
import { and, asc, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db';
import { announcements, deals } from '@/lib/server/db/schema';
import { live } from './publishing';

export interface PostLink {
  id: number;
  title: string;
  title_eng: string;
}

/**
 * The published posts just before (older) and after (newer) `current` in board order
 * (created_at, then id): the spec's previous_post and next_post. Only public ones: a draft,
 * scheduled or trashed post is nobody's neighbour. Its time is compared as stored: PostgreSQL
 * keeps microseconds, a JavaScript Date milliseconds, and a post made at a microsecond past its
 * millisecond would be its own next post.
 */
export async function adjacentPosts(
  db: Database,
  table: typeof announcements | typeof deals,
  current: { id: number },
  /** The moment whose public posts are the neighbours. */
  at: Date,
): Promise<{ previous_post: PostLink | null; next_post: PostLink | null }> {
  const columns = { id: table.id, title: table.title, title_eng: table.titleEng };
  const created = sql`(${db.select({ createdAt: table.createdAt }).from(table).where(eq(table.id, current.id))})`;
  const older = or(lt(table.createdAt, created), and(eq(table.createdAt, created), lt(table.id, current.id)));
  const newer = or(gt(table.createdAt, created), and(eq(table.createdAt, created), gt(table.id, current.id)));
  const [previous] = await db
    .select(columns)
    .from(table)
    .where(and(live(table, at), older))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(1);
  const [next] = await db
    .select(columns)
    .from(table)
    .where(and(live(table, at), newer))
    .orderBy(asc(table.createdAt), asc(table.id))
    .limit(1);
  return { previous_post: previous ?? null, next_post: next ?? null };
}
