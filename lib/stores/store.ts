/** Minutes after midnight, store-local (America/New_York). */
export interface DayHours {
  open: number;
  close: number;
}

/** Sunday first, as Date.getDay() counts; null = closed that day. */
export type WeekHours = [DayHours | null, DayHours | null, DayHours | null, DayHours | null, DayHours | null, DayHours | null, DayHours | null];

/**
 * What makes a store the store it is (spec section 3): its address on the site, its state and
 * city codes, its names and story. In code (lib/content/stores.ts): a new store is a release.
 */
export interface StoreIdentity {
  slug: string;
  /** Two-letter state. */
  state: 'MD' | 'VA' | 'FL' | 'NJ';
  /** 1 Maryland, 2 Virginia, 3 Florida, 4 New Jersey (the weekly-sale and deal location). */
  locationCode: 1 | 2 | 3 | 4;
  /** City code of the common codes (1-17 the stores, 19 Jessup; 18 is the headquarters, not a store). */
  cityCode: number;
  city: string;
  cityEng: string;
  title: string;
  titleEng: string;
  infoTitle: string;
  infoTitleEng: string;
  info: string;
  infoEng: string;
  distributor: boolean;
  /** Photos 01-05, or 06-10 for the second distributor site (spec). */
  photoSet: 1 | 2;
  /** Opening day (YYYY-MM-DD), where the sources give the day. */
  opened?: string;
  /** The store list links here instead of the store page (spec: Jacksonville → deal 38). */
  eventId?: number;
}

/** What staff keep up to date in the back office (issue 37): a record of its own (`store_details`). */
export interface StoreDetails {
  address: string;
  zipcode: string;
  tel: string;
  week: WeekHours;
  food: boolean;
  foodList: string[];
  foodListEng: string[];
  snack: boolean;
  lat: number;
  lng: number;
  /** The gallery's photos, first the one search engines and shares show. */
  photos: string[];
}

export interface Store extends StoreIdentity, StoreDetails {}

/** The details of a store, or of its row: nothing else. */
export const detailsOf = ({ address, zipcode, tel, week, food, foodList, foodListEng, snack, lat, lng, photos }: StoreDetails): StoreDetails => ({
  address, zipcode, tel, week, food, foodList, foodListEng, snack, lat, lng, photos,
});
