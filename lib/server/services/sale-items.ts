import 'server-only';
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/server/db';
import { saleItems, sales } from '@/lib/server/db/schema';
import { cacheFor, invalidate, TAGS } from '@/lib/server/cache';
import { EDITIONS, type Edition, type SaleItem, type Spot } from '@/lib/sale/items';
import { getStorage } from '@/lib/server/storage';
import type { CheckedUpload } from '@/lib/server/uploads/check-uploads';
import type { SaleItemInput } from '@/lib/validation/sale-item';
import { audit } from './audit';
import { fileUrls, storePublicFile } from './files';
import { importChanges, importPreview, type ImportMode, type ImportPreview } from './sale-item-rows';
import { deleteUnusedFiles } from './unused-files';
import { keepBaseline, keepRevision, live } from './publishing';
import { storeToday } from '@/lib/dates';
import type { Actor } from './staff-accounts';

type ItemRow = typeof saleItems.$inferSelect;
type Writer = Pick<Database, 'select'>;

const itemOf = (row: ItemRow, url: (id: number | null) => string | null): SaleItem => ({
  id: row.id,
  sale_id: row.saleId,
  name: row.name,
  name_eng: row.nameEng,
  name_own: row.nameOwn,
  price: row.price,
  regular_price: row.regularPrice,
  unit: row.unit,
  department: row.department,
  picture: url(row.picture),
  editions: EDITIONS.filter((edition) => row.editions.includes(edition)),
  spots: row.spots,
});

/** A week's items in the flyer's order (public: the sale page shows them under its flyer). */
export async function listSaleItems(saleId: number): Promise<SaleItem[]> {
  'use cache';
  cacheFor([TAGS.sales]);
  const db = await getDb();
  const rows = await db.select().from(saleItems).where(eq(saleItems.saleId, saleId)).orderBy(asc(saleItems.position), asc(saleItems.id));
  const url = await fileUrls(rows.map((row) => row.picture));
  return rows.map((row) => itemOf(row, url));
}

/** The week's items as an import meets them, locked when in a transaction. */
const storedItems = (db: Writer, saleId: number) => db.select().from(saleItems).where(eq(saleItems.saleId, saleId)).orderBy(asc(saleItems.position), asc(saleItems.id));

/**
 * What the week's list was when staff read an import's preview: the confirmation carries it, and
 * an import finding the list changed since (a colleague's import, a picture set) asks again.
 */
const versionOf = (rows: readonly ItemRow[]) =>
  createHash('sha256')
    .update(JSON.stringify(rows))
    .digest('base64url')
    .slice(0, 22);

export interface PlannedImport {
  preview: ImportPreview;
  /** The week's list the preview was read against (versionOf). */
  version: string;
}

/** What importing `items` would do to a week's items, read before it is done; null when there is no such sale. */
export async function previewSaleImport(saleId: number, items: SaleItemInput[], mode: ImportMode): Promise<PlannedImport | null> {
  const db = await getDb();
  const [sale] = await db.select({ id: sales.id }).from(sales).where(eq(sales.id, saleId));
  if (!sale) return null;
  const before = await storedItems(db, saleId);
  return { preview: importPreview(importChanges(saleId, items, before, mode), before, mode), version: versionOf(before) };
}

export type ImportOutcome = { status: 'done'; preview: ImportPreview } | ({ status: 'changed' } & PlannedImport);

/**
 * Imports a week's items as previewed, all or nothing: replacing the list or updating the rows it
 * names (importChanges), the audit row and the sale's revision (the items as they now are, after
 * a baseline of them before, so the import can be undone from the sale's history), in one
 * transaction; then the removed items' pictures go unless a revision holds them, and the sale's
 * pages expire. When the list is no longer the `version` the preview was read against, nothing
 * is written and the new preview comes back. Null when the sale does not exist.
 */
export async function importSaleItems(saleId: number, items: SaleItemInput[], mode: ImportMode, version: string, actor: Actor): Promise<ImportOutcome | null> {
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const [sale] = await tx.select({ id: sales.id }).from(sales).where(eq(sales.id, saleId)).for('update');
    if (!sale) return null;
    // Locked: a picture set meanwhile either comes first (and the version differs) or waits for the import.
    const before = await storedItems(tx, saleId).for('update');
    const changes = importChanges(saleId, items, before, mode);
    const preview = importPreview(changes, before, mode);
    if (versionOf(before) !== version) return { status: 'changed' as const, preview, version: versionOf(before) };
    await keepBaseline(tx, 'sale', saleId);
    if (changes.remove.length) await tx.delete(saleItems).where(inArray(saleItems.id, changes.remove.map((row) => row.id)));
    for (const { id, ...row } of changes.update) await tx.update(saleItems).set(row).where(eq(saleItems.id, id));
    if (changes.insert.length) await tx.insert(saleItems).values(changes.insert);
    await keepRevision(tx, 'sale', saleId, actor, `items-${mode}`);
    const detail = `${mode}: +${preview.added.length} ~${preview.changed.length} -${preview.removed.length} =${preview.unchanged}`;
    await audit({ staffId: actor.staffId, action: 'sale-items-import', subjectKind: 'sale', subjectId: saleId, detail, address: actor.address }, tx);
    return { status: 'done' as const, preview, pictures: changes.remove.map((row) => row.picture) };
  });
  if (outcome?.status !== 'done') return outcome;
  invalidate(TAGS.sales);
  await deleteUnusedFiles(outcome.pictures).catch((error: unknown) => console.error('could not remove the pictures of removed items', error));
  return { status: 'done', preview: outcome.preview };
}

/**
 * Gives an item its own picture (a checked upload) or takes it away (null), all or nothing: the
 * bytes, the file's row, the item and the audit row, or none of them. The picture it had goes
 * after the commit unless something else uses it. False when there is no such item.
 */
export async function setItemPicture(itemId: number, upload: CheckedUpload | null, actor: Actor): Promise<boolean> {
  const db = await getDb();
  let written: string | null = null;
  try {
    const before = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(saleItems).where(eq(saleItems.id, itemId)).for('update');
      if (!row) return undefined;
      // Nothing to take away (removed meanwhile from another tab): nothing to write.
      if (!upload && row.picture === null) return null;
      const stored = upload ? await storePublicFile(upload.name, upload.bytes, tx) : null;
      written = stored?.storageKey ?? null;
      await tx.update(saleItems).set({ picture: stored?.id ?? null }).where(eq(saleItems.id, itemId));
      const name = row.nameEng || row.name;
      await audit({ staffId: actor.staffId, action: upload ? 'sale-item-picture' : 'sale-item-picture-remove', subjectKind: 'sale', subjectId: row.saleId, detail: upload ? `${name}: ${upload.name}` : name, address: actor.address }, tx);
      return row.picture;
    });
    if (before === undefined) return false;
    invalidate(TAGS.sales);
    await deleteUnusedFiles([before]).catch((error: unknown) => console.error('could not remove a replaced picture', error));
    return true;
  } catch (error) {
    if (written) await getStorage().delete(written).catch(() => undefined);
    throw error;
  }
}

const inPicture = (spot: Spot) => [spot.x, spot.y, spot.w, spot.h].every(Number.isFinite) && spot.x >= 0 && spot.y >= 0 && spot.w > 0 && spot.h > 0 && spot.x + spot.w <= 1.0001 && spot.y + spot.h <= 1.0001;

/** Whether the sale an item belongs to is on /sale at `at` (published, in its window, its week begun): what a change to the item tells staff. */
export async function itemShownAt(itemId: number, at: Date): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: saleItems.id })
    .from(saleItems)
    .innerJoin(sales, eq(sales.id, saleItems.saleId))
    .where(and(eq(saleItems.id, itemId), live(sales, at), lte(sales.saleStart, storeToday(at))));
  return row !== undefined;
}

/**
 * Places an item on one edition's flyer picture (a spot in fractions of the picture), or takes
 * it off (null). False when there is no such item, it is not in that edition, or the spot
 * leaves the picture.
 */
export async function setItemSpot(itemId: number, edition: Edition, spot: Spot | null, actor: Actor): Promise<boolean> {
  if (spot && !inPicture(spot)) return false;
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(saleItems).where(eq(saleItems.id, itemId)).for('update');
    if (!row || !row.editions.includes(edition)) return false;
    const spots = { ...row.spots };
    if (spot) spots[edition] = spot;
    else delete spots[edition];
    await tx.update(saleItems).set({ spots }).where(eq(saleItems.id, itemId));
    await audit({ staffId: actor.staffId, action: 'sale-item-spot', subjectKind: 'sale', subjectId: row.saleId, detail: `${row.nameEng || row.name} ${edition}`, address: actor.address }, tx);
    return true;
  });
  if (done) invalidate(TAGS.sales);
  return done;
}
