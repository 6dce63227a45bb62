import 'server-only';
import { FIRST_STORES } from '@/lib/content/stores';
import { detailsOf } from '@/lib/stores/store';
import type { Database } from './client';
import { storeDetails } from './schema';

/**
 * Gives each store of lib/content/stores.ts its details as first published where it has none: a
 * new database, or a store a release adds. What staff have edited is kept.
 */
export async function fillStoreDetails(db: Database): Promise<void> {
  const rows = FIRST_STORES.map((store) => ({ storeSlug: store.slug, ...detailsOf(store) }));
  await db.insert(storeDetails).values(rows).onConflictDoNothing();
}
