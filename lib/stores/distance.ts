import type { Store } from '@/lib/stores/store';

export interface Point {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle ("straight-line") distance in miles. */
export function milesBetween(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

/** Places nearest first, with their distance from `from`. */
export function byDistance<T extends Point>(stores: readonly T[], from: Point): Array<{ store: T; miles: number }> {
  return stores.map((store) => ({ store, miles: milesBetween(from, store) })).sort((a, b) => a.miles - b.miles);
}

/** The distributors' ZIP code: searching it lists both Jessup sites (spec section 5). */
export const DISTRIBUTOR_ZIP = '20794';

/**
 * The spec's ZIP rule: 20794 gives both distributor sites; any other ZIP the nearest store
 * that is not a distributor, by straight-line distance from the ZIP's centre.
 */
export function storesForZip(stores: readonly Store[], zip: string, centre: Point): Array<{ store: Store; miles: number }> {
  if (zip === DISTRIBUTOR_ZIP) return byDistance(stores.filter((store) => store.distributor), centre);
  return byDistance(stores.filter((store) => !store.distributor), centre).slice(0, 1);
}
