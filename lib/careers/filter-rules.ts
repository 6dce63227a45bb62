import { CORPORATE_OFFICE, HEADQUARTERS_CITY, JESSUP_CITY, WAREHOUSE } from '@/lib/content/codes';

export interface CareerFilters {
  cities: number[];
  jobTypes: number[];
  careerTypes: number[];
}

/** Why an option cannot be chosen now: it names the choice that rules it out. */
export type DisabledReason = 'withHeadquarters' | 'withOtherCities' | 'withWarehouse' | 'withOtherJobTypes';

export interface DisabledOptions {
  cities: Map<number, DisabledReason>;
  jobTypes: Map<number, DisabledReason>;
}

/**
 * Spec section 5, with the codes of docs/decisions/001-career-filter-codes.md: choosing city 18
 * (the headquarters) disables every job category but Corporate Office, and any other city disables
 * only that one; choosing job category 1 (Warehouse) disables every city but Jessup, and any other
 * category disables only Jessup. Each rule rules out exactly the pairs no posting has.
 */
export function disabledOptions({ cities, jobTypes }: Pick<CareerFilters, 'cities' | 'jobTypes'>, allCities: number[], allJobTypes: number[]): DisabledOptions {
  const disabledJobTypes = new Map<number, DisabledReason>();
  if (cities.includes(HEADQUARTERS_CITY)) {
    for (const jobType of allJobTypes) if (jobType !== CORPORATE_OFFICE) disabledJobTypes.set(jobType, 'withHeadquarters');
  }
  if (cities.some((city) => city !== HEADQUARTERS_CITY)) disabledJobTypes.set(CORPORATE_OFFICE, 'withOtherCities');

  const disabledCities = new Map<number, DisabledReason>();
  if (jobTypes.includes(WAREHOUSE)) {
    for (const city of allCities) if (city !== JESSUP_CITY) disabledCities.set(city, 'withWarehouse');
  }
  if (jobTypes.some((jobType) => jobType !== WAREHOUSE)) disabledCities.set(JESSUP_CITY, 'withOtherJobTypes');
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
