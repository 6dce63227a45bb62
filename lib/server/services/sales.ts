import 'server-only';
import { and, desc, eq, lte } from 'drizzle-orm';
import { addDays } from '@/lib/dates';
import { getDb } from '@/lib/server/db';
import { sales } from '@/lib/server/db/schema';
import { now } from '@/lib/server/clock';
import { fileUrls } from './files';
import { cachePublic, live } from './publishing';
import { asPrepared } from './prepared-changes';

/** Spec section 3: sale_start, location and one flyer image per language edition. */
export interface Sale {
  id: number;
  location: number;
  sale_start: string;
  /** sale_start + 6 days (spec section 9). */
  sale_end: string;
  file_korean: string | null;
  file_chinese: string | null;
  file_vietnamese: string | null;
  file_indian: string | null;
}

/** The row of the week on sale at `location` on `today`: the latest public sale that has started (its week may be over: the caller decides). */
export async function latestStartedSale(location: number, today: string, at: Date): Promise<typeof sales.$inferSelect | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(sales)
    .where(and(eq(sales.location, location), live(sales, at), lte(sales.saleStart, today)))
    .orderBy(desc(sales.saleStart))
    .limit(1);
  return row ?? null;
}

/** The sale a page shows: the latest public one at `location` that has started, or (`preview`: signed-in staff) that sale, whatever its state. */
async function saleOf(location: number, today: string, at: Date, preview?: number): Promise<Sale | null> {
  let row: typeof sales.$inferSelect | null | undefined;
  if (preview === undefined) row = await latestStartedSale(location, today, at);
  else {
    const db = await getDb();
    const [stored] = await db
      .select()
      .from(sales)
      .where(and(eq(sales.id, preview), eq(sales.location, location)))
      .limit(1);
    // A preview shows the sale as its prepared change would leave it.
    row = await asPrepared('sale', stored);
  }
  if (!row) return null;
  const url = await fileUrls([row.fileKorean, row.fileChinese, row.fileVietnamese, row.fileIndian]);
  return {
    id: row.id,
    location: row.location,
    sale_start: row.saleStart,
    sale_end: addDays(row.saleStart, 6),
    file_korean: url(row.fileKorean),
    file_chinese: url(row.fileChinese),
    // New Jersey has no Vietnamese edition (spec: the tab is hidden for location 4).
    file_vietnamese: row.location === 4 ? null : url(row.fileVietnamese),
    file_indian: url(row.fileIndian),
  };
}

async function cachedCurrentSale(location: number, today: string): Promise<Sale | null> {
  'use cache';
  return saleOf(location, today, await cachePublic('sale'));
}

/** The week on sale at `location` on `today`: the latest public sale that has started; `preview` (a sale's id, for signed-in staff: the caller checks) reads that sale fresh. */
export async function getCurrentSale(location: number, today: string, preview?: number): Promise<Sale | null> {
  return preview === undefined ? cachedCurrentSale(location, today) : saleOf(location, today, now(), preview);
}
