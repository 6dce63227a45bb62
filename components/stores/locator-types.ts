import type { WeekHours } from '@/lib/stores/store';
import type { SpecialDay } from '@/lib/stores/special-hours';

/** What the store list and map need of a store, in the page's language. */
export interface LocatorStore {
  slug: string;
  title: string;
  city: string;
  state: 'MD' | 'VA' | 'FL' | 'NJ';
  stateName: string;
  cityCode: number;
  address: string;
  tel: string;
  /** Today's hours (its special hours, if it has any), or null when closed all day. */
  hours: string | null;
  /** Why today's hours are not the usual ones (a holiday), in the page's language, or empty. */
  todayNote: string;
  week: WeekHours;
  /** The store's special hours from yesterday on (`specialsOf`), for "open now". */
  specials: SpecialDay[];
  distributor: boolean;
  /** The shopper's own store (My store). */
  mine: boolean;
  lat: number;
  lng: number;
  /** Where "View more" goes: the store page, or (Jacksonville) its deal. */
  href: string;
  /** The store's own page, linked as well when "View more" goes elsewhere. */
  page: string;
  /** Position on the offline map, in percent of its picture. */
  position: { left: number; top: number } | null;
}

/** A search already answered by the server (the address asked for it; the forms send it so without script). */
export interface InitialStoreSearch {
  tab: 'zip' | 'state';
  zip: string;
  state: string;
  city: string;
  hits: Array<{ slug: string; miles?: number }>;
  message: string;
}
