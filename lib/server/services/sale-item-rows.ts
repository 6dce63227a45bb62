import type { saleItems } from '@/lib/server/db/schema';
import type { Edition } from '@/lib/sale/items';
import type { SaleItemInput } from '@/lib/validation/sale-item';

type ItemRow = typeof saleItems.$inferSelect;
type ItemValues = typeof saleItems.$inferInsert;
type Named = Pick<ItemRow, 'name' | 'nameEng'>;
/** An item before the import (or the demo seed's drawn places): with its id when it is stored. */
type Placed = Named & Pick<ItemRow, 'spots'> & { id?: number };
type Stored = Placed & Pick<ItemRow, 'id' | 'picture'>;

/** The same item again (re-imported with a fixed price, say): matched by its two names. */
const sameItem = (row: Named) => `${row.name.trim().toLowerCase()}\u0000${row.nameEng.trim().toLowerCase()}`;

/**
 * For each imported item, the index in `before` of the same item, or null for a new one. One to
 * one, in order: an item listed twice takes the first two rows of its names, a third is new (a
 * row is one item a shopper may have listed, so it cannot become two).
 */
export function matchItems(items: ReadonlyArray<Pick<SaleItemInput, 'name' | 'name_eng'>>, before: readonly Named[]): Array<number | null> {
  const free = new Map<string, number[]>();
  before.forEach((row, index) => free.set(sameItem(row), [...(free.get(sameItem(row)) ?? []), index]));
  return items.map((item) => free.get(sameItem({ name: item.name, nameEng: item.name_eng }))?.shift() ?? null);
}

/**
 * The rows a week's imported items are stored as, in the list's order, each keeping the spots
 * of the same item in `placed` (the week's items before the import; the demo seed's drawn
 * places) on the editions it is still in, and its id when that one is stored. Shared by the
 * staff import and the demo seed.
 */
export function itemRows(saleId: number, items: SaleItemInput[], placed: readonly Placed[]): ItemValues[] {
  const match = matchItems(items, placed);
  return items.map((item, position) => {
    const same = match[position] === null ? undefined : placed[match[position]!];
    const kept = same?.spots ?? {};
    return {
      ...(same?.id === undefined ? {} : { id: same.id }),
      saleId,
      position,
      name: item.name,
      nameEng: item.name_eng,
      nameOwn: item.name_own,
      price: item.price,
      regularPrice: item.regular_price,
      unit: item.unit,
      department: item.department,
      editions: item.editions,
      // A spot only on an edition the item is still in.
      spots: Object.fromEntries(Object.entries(kept).filter(([edition]) => item.editions.includes(edition as Edition))),
    };
  });
}

/**
 * How an import meets the week's items: `replace` makes the list exactly the imported rows (an
 * item left off goes); `update` changes the items it names and adds new ones after the rest,
 * leaving every other item where it is.
 */
export type ImportMode = 'replace' | 'update';
export const IMPORT_MODES: readonly ImportMode[] = ['update', 'replace'];

export interface ImportChanges {
  /** Items still on the list: changed in place, keeping their ids and pictures. */
  update: Array<ItemValues & { id: number }>;
  /** Items new to the week. */
  insert: ItemValues[];
  /** Items no longer on the list, with their pictures (removed once they are gone). */
  remove: Array<Pick<ItemRow, 'id' | 'picture'>>;
}

/**
 * What an import changes in a week's stored items: an item of the same names is updated in
 * place (so a shopper's list still finds it by its id, and it keeps its picture), a new one is
 * inserted; replacing, one left off the list is deleted, while an update leaves it, and its
 * new rows follow the week's last item.
 */
export function importChanges(saleId: number, items: SaleItemInput[], before: readonly Stored[], mode: ImportMode = 'replace'): ImportChanges {
  const rows = itemRows(saleId, items, before);
  const kept = new Set(rows.map((row) => row.id));
  const update = rows.filter((row): row is ItemValues & { id: number } => row.id !== undefined);
  const insert = rows.filter((row) => row.id === undefined);
  if (mode === 'replace') return { update, insert, remove: before.filter((row) => !kept.has(row.id)).map(({ id, picture }) => ({ id, picture })) };
  const placeOf = new Map(before.map((row, index) => [row.id, index]));
  return {
    update: update.map((row) => ({ ...row, position: placeOf.get(row.id)! })),
    insert: insert.map((row, index) => ({ ...row, position: before.length + index })),
    remove: [],
  };
}

/** The columns an import writes that a shopper sees: a stored item whose are all alike is unchanged. */
const SHOWN: ReadonlyArray<keyof ItemValues> = ['nameOwn', 'price', 'regularPrice', 'unit', 'department', 'editions'];

/** An item as the import's preview names it. */
export interface NamedItem {
  name: string;
  nameEng: string;
}

/** What an import will do, for staff to read before it is done: each item added, changed, removed, and how many stay as they are. */
export interface ImportPreview {
  mode: ImportMode;
  added: NamedItem[];
  changed: NamedItem[];
  removed: NamedItem[];
  unchanged: number;
}

const namesOf = (row: { name: string; nameEng?: string }): NamedItem => ({ name: row.name, nameEng: row.nameEng ?? '' });

/** What an import's changes do to the items stored `before`, named for staff: an item kept with the same shown columns counts as unchanged. */
export function importPreview(changes: ImportChanges, before: ReadonlyArray<Stored & Pick<ItemRow, 'nameOwn' | 'price' | 'regularPrice' | 'unit' | 'department' | 'editions'>>, mode: ImportMode): ImportPreview {
  const byId = new Map(before.map((row) => [row.id, row]));
  const differs = (row: ItemValues & { id: number }) => {
    const stored = byId.get(row.id)!;
    return SHOWN.some((key) => JSON.stringify(row[key]) !== JSON.stringify(stored[key as keyof typeof stored]));
  };
  const changed = changes.update.filter(differs);
  return {
    mode,
    added: changes.insert.map(namesOf),
    changed: changed.map(namesOf),
    removed: changes.remove.map((row) => namesOf(byId.get(row.id)!)),
    unchanged: changes.update.length - changed.length,
  };
}
