import 'server-only';
import { count } from 'drizzle-orm';
import type { Database } from './client';
import { announcements } from './schema';
import { DEMO_ANNOUNCEMENTS } from './demo/announcements';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Fills an empty database with demo content; a database that has any content is left alone. */
export async function seedIfEmpty(db: Database, now: Date = new Date()): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(announcements);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(announcements).values(
      DEMO_ANNOUNCEMENTS.map(({ daysAgo, ...fields }) => ({ ...fields, createdAt: new Date(now.getTime() - daysAgo * DAY_MS) })),
    );
  });
  return true;
}
