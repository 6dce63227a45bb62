import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import type { RecordKind } from '@/lib/admin/record-kinds';
import { KINDS, recordPath, type PublishedTable } from './publishing';

/** The public page that shows a record (publishing.ts `KINDS`), or null when there is no such record. */
export async function previewPath(kind: RecordKind, id: number): Promise<string | null> {
  const db = await getDb();
  const table = KINDS[kind].table as PublishedTable;
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return row ? recordPath(kind, row) : null;
}
