import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';

/** True when the database answers a trivial query. */
export async function databaseIsUp(): Promise<boolean> {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return true;
  } catch (error) {
    console.error('database health check failed', error);
    return false;
  }
}
