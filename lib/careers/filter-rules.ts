import { HEADQUARTERS_CITY } from '@/lib/content/codes';

/** Job category 1, Store Operation (Retail). */
export const STORE_OPERATION = 1;

export interface CareerFilters {
  cities: number[];
  jobTypes: number[];
  careerTypes: number[];
}

/** Why an option cannot be chosen now: it names the choice that rules it out. */
export type DisabledReason = 'withHeadquarters' | 'withStoreCities' | 'withStoreOperation' | 'withOtherJobTypes';

export interface DisabledOptions {
  cities: Map<number, DisabledReason>;
  jobTypes: Map<number, DisabledReason>;
}

/**
 * Spec section 5, exactly as written: choosing city 18 (Jessup, headquarters) disables every job
 * category except Store Operation (Retail), and choosing any other city disables only that one;
 * choosing job category 1 disables every city except Jessup, and any other category disables
 * only Jessup.
 */
export function disabledOptions({ cities, jobTypes }: Pick<CareerFilters, 'cities' | 'jobTypes'>, allCities: number[], allJobTypes: number[]): DisabledOptions {
  const disabledJobTypes = new Map<number, DisabledReason>();
  if (cities.includes(HEADQUARTERS_CITY)) {
    for (const jobType of allJobTypes) if (jobType !== STORE_OPERATION) disabledJobTypes.set(jobType, 'withHeadquarters');
  }
  if (cities.some((city) => city !== HEADQUARTERS_CITY)) disabledJobTypes.set(STORE_OPERATION, 'withStoreCities');

  const disabledCities = new Map<number, DisabledReason>();
  if (jobTypes.includes(STORE_OPERATION)) {
    for (const city of allCities) if (city !== HEADQUARTERS_CITY) disabledCities.set(city, 'withStoreOperation');
  }
  if (jobTypes.some((jobType) => jobType !== STORE_OPERATION)) disabledCities.set(HEADQUARTERS_CITY, 'withOtherJobTypes');
  return { cities: disabledCities, jobTypes: disabledJobTypes };
}

/**
 * The filters with every option the rules disable unchecked, and what stays disabled. The cities
 * are taken as chosen first, so a shared address that asks for an impossible pair keeps its
 * places and drops the categories they rule out.
 */
export function applyFilterRules(filters: CareerFilters, allCities: number[], allJobTypes: number[]): { filters: CareerFilters; disabled: DisabledOptions } {
  const byCities = disabledOptions({ cities: filters.cities, jobTypes: [] }, allCities, allJobTypes);
  const jobTypes = filters.jobTypes.filter((jobType) => !byCities.jobTypes.has(jobType));
  const byJobTypes = disabledOptions({ cities: [], jobTypes }, allCities, allJobTypes);
  const cities = filters.cities.filter((city) => !byJobTypes.cities.has(city));
  const next = { ...filters, cities, jobTypes };
  return { filters: next, disabled: disabledOptions(next, allCities, allJobTypes) };
}

/** Clicking an option: checks or unchecks it (an option the rules disable is never clickable). */
export function toggleFilter(filters: CareerFilters, group: keyof CareerFilters, value: number, allCities: number[], allJobTypes: number[]): CareerFilters {
  const current = filters[group];
  const chosen = current.includes(value) ? current.filter((item) => item !== value) : [...current, value].sort((a, b) => a - b);
  return applyFilterRules({ ...filters, [group]: chosen }, allCities, allJobTypes).filters;
}
