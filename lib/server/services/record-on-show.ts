import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import { postIdOf } from '@/lib/board/post-id';
import type { RecordAddress } from '@/lib/board/record-address';
import { saleRegionBySlug } from '@/lib/content/sale-regions';
import { storeBySlug } from '@/lib/content/stores';
import { storeToday } from '@/lib/dates';
import { totalPages } from '@/lib/paging';
import { now } from '@/lib/server/clock';
import { getDb } from '@/lib/server/db';
import { announcements, deals, storeDetails } from '@/lib/server/db/schema';
import { postingState } from './postings';
import { live } from './publishing';

/*
 * What the proxy asks before a page renders (proxy.ts), so that an address whose page would call
 * notFound() gets the 404 page as HTML instead. The proxy runs outside Next's render, where the
 * pages' cached reads (`'use cache'`) cannot run, so these read the database directly: one small
 * query by primary key, only for an address that names a record, and exact to the moment.
 */

/** Whether the record a page's address names is on show to a visitor now. A region's slug in another case is on show (its page redirects). */
export async function recordOnShow({ page, key }: Pick<RecordAddress, 'page' | 'key'>): Promise<boolean> {
  if (page === 'sale') return Boolean(saleRegionBySlug(key) ?? saleRegionBySlug(key.toLowerCase()));
  const db = await getDb();
  if (page === 'location-detail') {
    if (!storeBySlug(key)) return false;
    const [row] = await db.select({ slug: storeDetails.storeSlug }).from(storeDetails).where(eq(storeDetails.storeSlug, key));
    return Boolean(row);
  }
  const id = postIdOf(key);
  if (id === null) return false;
  if (page === 'career') return (await postingState(id, storeToday())) !== 'missing';
  const table = page === 'event' ? deals : announcements;
  const [row] = await db.select({ id: table.id }).from(table).where(and(eq(table.id, id), live(table, now())));
  return Boolean(row);
}

/**
 * Whether a page of the announcements' list exists: the first always (an empty list says so), a
 * later one only up to the last (the list page itself answers 404 past it).
 */
export async function announcementPageOnShow(page: number): Promise<boolean> {
  if (page <= 1) return true;
  const db = await getDb();
  const [total] = await db.select({ n: count() }).from(announcements).where(live(announcements, now()));
  return page <= totalPages(total?.n ?? 0);
}
