import 'server-only';
import { STORES } from '@/lib/content/stores';
import { storesForZip } from '@/lib/stores/distance';
import { zipCentroid } from '@/lib/server/geo/zip-centroids';
import { firstValue, type SearchParams } from '@/lib/search-params';
import type { InitialStoreSearch } from '@/components/stores/locator-types';

type Messages = { zipInvalid: string; zipUnknown: (zip: string) => string; selectState: string };

const STATES = new Set(STORES.map((store) => store.state));

/**
 * The store search the address asks for (`/location?zip=21043`, `?state=VA&city=9`): what the
 * search forms send without script, answered in the first HTML. Undefined when it asks for none.
 */
export function searchFromQuery(query: SearchParams, messages: Messages): InitialStoreSearch | undefined {
  const zip = firstValue(query, 'zip').trim().slice(0, 10);
  if (zip) {
    if (!/^\d{5}$/.test(zip)) return { tab: 'zip', zip, state: '', city: '', hits: [], message: messages.zipInvalid };
    const centre = zipCentroid(zip);
    if (!centre) return { tab: 'zip', zip, state: '', city: '', hits: [], message: messages.zipUnknown(zip) };
    const hits = storesForZip(STORES, zip, centre).map(({ store, miles }) => ({ slug: store.slug, miles: Math.round(miles * 10) / 10 }));
    return { tab: 'zip', zip, state: '', city: '', hits, message: '' };
  }
  if (!('state' in query)) return undefined;
  const state = firstValue(query, 'state');
  if (!STATES.has(state as never)) return { tab: 'state', zip: '', state: '', city: '', hits: [], message: messages.selectState };
  const city = firstValue(query, 'city');
  const inState = STORES.filter((store) => store.state === state);
  const known = inState.some((store) => String(store.cityCode) === city);
  const hits = inState.filter((store) => !known || String(store.cityCode) === city).map((store) => ({ slug: store.slug }));
  return { tab: 'state', zip: '', state, city: known ? city : '', hits, message: '' };
}
