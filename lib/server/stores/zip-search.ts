import 'server-only';
import { storesForZip } from '@/lib/stores/distance';
import { zipCentroid } from '@/lib/server/geo/zip-centroids';
import { listStores } from '@/lib/server/services/stores';

export type ZipSearch = { outcome: 'invalid' } | { outcome: 'unknown' } | { outcome: 'found'; results: Array<{ slug: string; miles: number }> };

/** The spec's ZIP search, from the bundled ZIP table: the API's and the page's (without script). */
export async function zipSearch(zip: string): Promise<ZipSearch> {
  if (!/^\d{5}$/.test(zip)) return { outcome: 'invalid' };
  const centre = zipCentroid(zip);
  if (!centre) return { outcome: 'unknown' };
  return { outcome: 'found', results: storesForZip(await listStores(), zip, centre).map(({ store, miles }) => ({ slug: store.slug, miles: Math.round(miles * 10) / 10 })) };
}
