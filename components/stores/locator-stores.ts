import type { Store } from '@/lib/content/stores';
import { mapPosition } from '@/lib/stores/map-projection';
import { formatHours } from '@/lib/stores/opening';
import type { LocatorStore } from './locator-types';

/** A store as the locator shows it in `locale` (server side; the result is plain data). */
export function toLocatorStore(store: Store, locale: string, stateName: string): LocatorStore {
  const english = locale === 'en';
  return {
    slug: store.slug,
    title: english ? store.titleEng : store.title,
    city: english ? store.cityEng : store.city,
    state: store.state,
    stateName,
    cityCode: store.cityCode,
    address: store.address,
    tel: store.tel,
    // Every store keeps the same hours all week (store-facts.md), so any open day gives them.
    hours: formatHours(store.week.find(Boolean)!, english ? 'en' : 'ko'),
    week: store.week,
    distributor: store.distributor,
    lat: store.lat,
    lng: store.lng,
    href: store.eventId ? `/event/${store.eventId}` : `/location-detail/${store.slug}`,
    page: `/location-detail/${store.slug}`,
    position: mapPosition(store),
  };
}
