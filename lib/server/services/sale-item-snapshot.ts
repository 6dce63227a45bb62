import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/lib/server/db';
import { saleItems } from '@/lib/server/db/schema';

type Writer = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;
type ItemRow = typeof saleItems.$inferSelect;

/** A week's items as a sale's revision keeps them (`items`): each row whole, with its id, in the list's order. */
export type ItemSnapshot = ItemRow;

export function itemsSnapshot(tx: Writer, saleId: number): Promise<ItemSnapshot[]> {
  return tx.select().from(saleItems).where(eq(saleItems.saleId, saleId)).orderBy(asc(saleItems.position), asc(saleItems.id));
}

/** Whether a revision's `items` reads as a list of item rows: one saved before items were kept has none, and leaves the items as they are. */
export function snapshotItems(value: unknown): ItemSnapshot[] | null {
  if (!Array.isArray(value)) return null;
  const whole = value.every(
    (item) => typeof item === 'object' && item !== null && Number.isSafeInteger(item.id) && typeof item.name === 'string' && typeof item.price === 'string' && Array.isArray(item.editions),
  );
  return whole ? (value as ItemSnapshot[]) : null;
}

/**
 * Writes a revision's items back as the week's list, in the restore's transaction: an item still
 * stored is changed back in place (its id, so shoppers' lists keep finding it), one deleted since
 * comes back under its own id, one added since goes. A picture gone since is left out. Returns the
 * pictures of the items that went, to be removed after the commit if nothing holds them.
 */
export async function restoreItems(tx: Writer, saleId: number, items: ItemSnapshot[], present: ReadonlySet<number>): Promise<Array<number | null>> {
  const stored = await tx.select({ id: saleItems.id, picture: saleItems.picture }).from(saleItems).where(eq(saleItems.saleId, saleId)).for('update');
  const wanted = new Set(items.map((item) => item.id));
  const gone = stored.filter((row) => !wanted.has(row.id));
  if (gone.length) await tx.delete(saleItems).where(inArray(saleItems.id, gone.map((row) => row.id)));
  const still = new Set(stored.map((row) => row.id));
  for (const item of items) {
    const values = { ...item, saleId, picture: item.picture !== null && present.has(item.picture) ? item.picture : null };
    if (still.has(item.id)) await tx.update(saleItems).set(values).where(eq(saleItems.id, item.id));
    else await tx.insert(saleItems).values(values);
  }
  return gone.map((row) => row.picture);
}
