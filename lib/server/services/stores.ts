import 'server-only';
import { STORES } from '@/lib/content/stores';
import { cacheFor, TAGS } from '@/lib/server/cache';
import { getDb } from '@/lib/server/db';
import { storeDetails } from '@/lib/server/db/schema';
import { detailsOf, type Store } from '@/lib/stores/store';

/**
 * Every store and distributor site in the spec's order, each who it is (lib/content/stores.ts)
 * with the details staff keep (`store_details`): what the store pages, the locator, the home
 * page, postings' data and the API read. Cached until a store is saved.
 */
export async function listStores(): Promise<Store[]> {
  'use cache';
  cacheFor([TAGS.stores]);
  const db = await getDb();
  const rows = new Map((await db.select().from(storeDetails)).map((row) => [row.storeSlug, row]));
  return STORES.flatMap((identity) => {
    const row = rows.get(identity.slug);
    return row ? [{ ...identity, ...detailsOf(row) }] : [];
  });
}

export async function findStore(slug: string): Promise<Store | undefined> {
  return (await listStores()).find((store) => store.slug === slug);
}
