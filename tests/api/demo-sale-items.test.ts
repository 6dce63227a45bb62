import { and, eq, lte, gte } from 'drizzle-orm';
import { addDays, storeToday } from '@/lib/dates';
import { seedIfEmpty } from '@/lib/server/db/seed';
import { sales } from '@/lib/server/db/schema';
import { listSaleItems } from '@/lib/server/services/sale-items';
import { EDITIONS } from '@/lib/sale/items';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { useIsolatedStorage } from '../helpers/route-requests';

jest.setTimeout(180_000);

const FILES = { korean: 'fileKorean', chinese: 'fileChinese', vietnamese: 'fileVietnamese', indian: 'fileIndian' } as const;

describe.each(databaseKinds)('the demo sales\' items on %s', (kind) => {
  const database = useTestDatabase(kind);
  useIsolatedStorage();
  const today = storeToday();

  beforeAll(async () => {
    expect(await seedIfEmpty(database().db)).toBe(true);
  });

  it.each([1, 2, 3, 4])('region %i: this week\'s sale has at least 20 items on each of its flyer pictures, each placed on it', async (location) => {
    const [sale] = await database()
      .db.select()
      .from(sales)
      .where(and(eq(sales.location, location), lte(sales.saleStart, today), gte(sales.saleStart, addDays(today, -6))));
    const items = await listSaleItems(sale!.id);
    const published = EDITIONS.filter((edition) => sale![FILES[edition]] !== null);
    expect(published).toEqual(location === 4 ? ['korean', 'chinese', 'indian'] : [...EDITIONS]);
    for (const edition of published) {
      const shown = items.filter((item) => item.editions.includes(edition));
      expect(shown.length).toBeGreaterThanOrEqual(20);
      for (const item of shown) {
        const spot = item.spots[edition]!;
        expect(spot.x >= 0 && spot.y >= 0 && spot.x + spot.w <= 1 && spot.y + spot.h <= 1).toBe(true);
      }
    }
    // No item on an edition the region does not publish, and a spot only where the item is.
    for (const item of items) {
      expect(item.editions.every((edition) => published.includes(edition))).toBe(true);
      expect(Object.keys(item.spots).sort()).toEqual([...item.editions].sort());
    }
  });

  it('last week\'s sales have their Korean edition\'s items, at other prices', async () => {
    const rows = await database().db.select().from(sales).where(eq(sales.location, 1));
    const [last, current] = [...rows].sort((a, b) => a.saleStart.localeCompare(b.saleStart));
    const before = await listSaleItems(last!.id);
    expect(before.length).toBeGreaterThanOrEqual(20);
    expect(before.every((item) => item.editions.join() === 'korean' && item.spots.korean)).toBe(true);
    const now = await listSaleItems(current!.id);
    const price = (list: typeof now, name: string) => list.find((item) => item.name_eng === name)?.price;
    expect(price(before, 'Pork Belly')).not.toBe(price(now, 'Pork Belly'));
  });
});
