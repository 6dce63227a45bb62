import type { saleItems } from '@/lib/server/db/schema';
import type { Edition } from '@/lib/sale/items';
import type { SaleItemInput } from '@/lib/validation/sale-item';

type ItemRow = typeof saleItems.$inferSelect;
type Placed = Pick<ItemRow, 'name' | 'nameEng' | 'spots'>;

/** The same item again (re-imported with a fixed price, say): matched by its two names, it keeps its spots. */
const sameItem = (row: Pick<ItemRow, 'name' | 'nameEng'>) => `${row.name.trim().toLowerCase()}\u0000${row.nameEng.trim().toLowerCase()}`;

/**
 * The rows a week's imported items are stored as, in the list's order, each keeping the spots
 * of the same item in `placed` (the week's items before the import; the demo seed's drawn
 * places) on the editions it is still in. Shared by the staff import and the demo seed.
 */
export function itemRows(saleId: number, items: SaleItemInput[], placed: Placed[]): Array<typeof saleItems.$inferInsert> {
  const spots = new Map(placed.map((row) => [sameItem(row), row.spots]));
  return items.map((item, position) => {
    const kept = spots.get(sameItem({ name: item.name, nameEng: item.name_eng })) ?? {};
    return {
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
