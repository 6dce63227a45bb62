import type { WeekHours } from '@/lib/content/stores';

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
  hours: string;
  week: WeekHours;
  distributor: boolean;
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
