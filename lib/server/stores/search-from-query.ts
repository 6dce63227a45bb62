import 'server-only';
import { STORES } from '@/lib/content/stores';
import { inStateAndCity } from '@/lib/stores/state-search';
import { firstValue, type SearchParams } from '@/lib/search-params';
import type { InitialStoreSearch } from '@/components/stores/locator-types';
import { zipSearch } from './zip-search';

type Messages = { zipInvalid: string; zipUnknown: (zip: string) => string; selectState: string };

const STATES = new Set<string>(STORES.map((store) => store.state));

/**
 * The store search the address asks for (`/location?zip=21043`, `?state=VA&city=9`): what the
 * search forms send without script, answered in the first HTML. Undefined when it asks for none.
 */
export async function searchFromQuery(query: SearchParams, messages: Messages): Promise<InitialStoreSearch | undefined> {
  const none = { zip: '', state: '', city: '', hits: [], message: '' };
  const zip = firstValue(query, 'zip').slice(0, 10);
  if (zip) {
    const found = await zipSearch(zip);
    if (found.outcome === 'invalid') return { ...none, tab: 'zip', zip, message: messages.zipInvalid };
    if (found.outcome === 'unknown') return { ...none, tab: 'zip', zip, message: messages.zipUnknown(zip) };
    return { ...none, tab: 'zip', zip, hits: found.results };
  }
  if (!('state' in query)) return undefined;
  const state = firstValue(query, 'state');
  if (!STATES.has(state)) return { ...none, tab: 'state', message: messages.selectState };
  const asked = firstValue(query, 'city');
  const city = STORES.some((store) => store.state === state && String(store.cityCode) === asked) ? asked : '';
  return { ...none, tab: 'state', state, city, hits: inStateAndCity(STORES, state, city).map((store) => ({ slug: store.slug })) };
}
