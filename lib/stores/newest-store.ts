import { daysBetween } from '@/lib/dates';
import type { StoreIdentity } from '@/lib/stores/store';

/** How long after its opening day the newest store is still announced as a grand opening. */
export const GRAND_OPENING_DAYS = 60;

/** The store that opened last, its number in the chain, and whether it is still a grand opening. */
export interface NewestStore<T extends StoreIdentity = StoreIdentity> {
  store: T & { opened: string };
  number: number;
  grandOpening: boolean;
}

/** The store that opened last (by `opened`) on `today` (YYYY-MM-DD); the distributor sites are not stores. */
export function newestStore<T extends StoreIdentity>(today: string, stores: readonly T[]): NewestStore<T> {
  // Stores without a known day opened long before any that has one; one that opens later is not open yet.
  const open = stores.filter((store) => !store.distributor && (!store.opened || store.opened <= today));
  const store = open.filter((shop): shop is NewestStore<T>['store'] => Boolean(shop.opened)).sort((a, b) => b.opened.localeCompare(a.opened))[0];
  if (!store) throw new Error('No open store has an opening day');
  return { store, number: open.filter((shop) => !shop.opened || shop.opened <= store.opened).length, grandOpening: isGrandOpening(store.opened, today) };
}

/** Whether a store that opened on `opened` is a grand opening on `today` (both YYYY-MM-DD). */
export function isGrandOpening(opened: string, today: string): boolean {
  const since = daysBetween(opened, today);
  return since >= 0 && since <= GRAND_OPENING_DAYS;
}
