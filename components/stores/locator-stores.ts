import type { Store } from '@/lib/stores/store';
import { mapPosition } from '@/lib/stores/map-projection';
import { formatHours } from '@/lib/stores/opening';
import { hoursOn, specialsOf, type SpecialDay } from '@/lib/stores/special-hours';
import type { LocatorStore } from './locator-types';

/**
 * A store as the locator shows it in `locale` on `today` (server side; the result is plain
 * data), with every store's special hours (`specialHoursAround`).
 */
export function toLocatorStore(store: Store, locale: string, stateName: string, today: string, allSpecials: readonly SpecialDay[], mine = false): LocatorStore {
  const english = locale === 'en';
  const specials = specialsOf(store.slug, allSpecials);
  const { hours, special } = hoursOn(store.week, specials, today);
  return {
    slug: store.slug,
    title: english ? store.titleEng : store.title,
    city: english ? store.cityEng : store.city,
    state: store.state,
    stateName,
    cityCode: store.cityCode,
    address: store.address,
    tel: store.tel,
    hours: hours ? formatHours(hours, english ? 'en' : 'ko') : null,
    todayNote: special ? (english ? special.noteEng : special.note) : '',
    week: store.week,
    specials,
    distributor: store.distributor,
    mine,
    lat: store.lat,
    lng: store.lng,
    href: store.eventId ? `/event/${store.eventId}` : `/location-detail/${store.slug}`,
    page: `/location-detail/${store.slug}`,
    position: mapPosition(store),
  };
}
