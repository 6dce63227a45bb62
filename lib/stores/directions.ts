import type { Store } from '@/lib/stores/store';

/** Where a maps service should drive to: the street address when we know it, else the point. */
function destination(store: Pick<Store, 'address' | 'lat' | 'lng'>): string {
  return store.address.includes(',') && /\d/.test(store.address) ? store.address : `${store.lat},${store.lng}`;
}

/** Driving directions in Google Maps; no key needed. */
export function googleDirectionsUrl(store: Pick<Store, 'address' | 'lat' | 'lng'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination(store))}`;
}

/** Driving directions in Apple Maps (opens the app on an iPhone). */
export function appleDirectionsUrl(store: Pick<Store, 'address' | 'lat' | 'lng'>): string {
  return `https://maps.apple.com/?daddr=${encodeURIComponent(destination(store))}&dirflg=d`;
}
