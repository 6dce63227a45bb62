import 'server-only';
import { and, eq, isNull, or } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import type { RecordKind } from '@/lib/admin/record-kinds';
import { KINDS, live, type PublishedTable } from './publishing';
import { asPrepared } from './prepared-changes';

type RowOf<K extends RecordKind> = (typeof KINDS)[K]['table']['$inferSelect'];

/**
 * A kind's rows a public page shows at `at`, unordered; with `preview` (a record's id, for signed-in
 * staff: the caller checks), that record too, whatever its state, as its prepared change leaves it.
 */
export async function shownRows<K extends RecordKind>(kind: K, at: Date, preview?: number): Promise<Array<RowOf<K>>> {
  const { table } = KINDS[kind] as { table: PublishedTable };
  const db = await getDb();
  const rows = await db
    .select()
    .from(table)
    .where(preview === undefined ? live(table, at) : or(live(table, at), and(eq(table.id, preview), isNull(table.deletedAt))));
  const shown = await Promise.all(rows.map((row) => (row.id === preview ? asPrepared(kind, row) : row)));
  return shown.filter((row) => row !== undefined) as Array<RowOf<K>>;
}
