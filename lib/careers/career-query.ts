import { firstValue, intValue, queryString, type SearchParams } from '@/lib/search-params';
import type { CareerFilters } from './filter-rules';

export type CareerOrdering = 'created_at' | 'due_date';

export interface CareerListQuery extends CareerFilters {
  ordering: CareerOrdering;
  page: number;
}

/**
 * Codes from `cities=3,18` (a shared address) or `cities=3&cities=18` (the filter form sent
 * without script); anything that is not a code 1-99 is dropped, duplicates too.
 */
function codes(params: SearchParams, name: string): number[] {
  const raw = params[name];
  const values = (Array.isArray(raw) ? raw : raw ? [raw] : []).flatMap((value) => value.split(','));
  const found = values.map((value) => value.trim()).filter((value) => /^\d{1,2}$/.test(value)).map(Number).filter((value) => value > 0);
  return [...new Set(found)].sort((a, b) => a - b).slice(0, 20);
}

/** The list the address asks for (every odd value falls back to its default). */
export function careerListQuery(params: SearchParams): CareerListQuery {
  return {
    cities: codes(params, 'cities'),
    jobTypes: codes(params, 'jobTypes'),
    careerTypes: codes(params, 'careerTypes'),
    ordering: firstValue(params, 'ordering') === 'due_date' ? 'due_date' : 'created_at',
    page: intValue(params, 'page', { min: 1, max: 100_000 }) ?? 1,
  };
}

/** The list's own part of an address, in the spec's order: filters, sort, page. */
export function listParams(query: CareerListQuery): Record<string, string | number | undefined> {
  return {
    cities: query.cities.join(','),
    jobTypes: query.jobTypes.join(','),
    careerTypes: query.careerTypes.join(','),
    ordering: query.ordering === 'due_date' ? 'due_date' : undefined,
    page: query.page > 1 ? query.page : undefined,
  };
}

/** Code lists read `3,18` in the address, as the spec writes them, not `3%2C18`. */
const address = (path: string, values: Record<string, string | number | undefined>) => `${path}${queryString(values).replace(/%2C/g, ',')}`;

export const careerListHref = (query: CareerListQuery) => address('/career', listParams(query));

/** A posting (`/career/12`) opened from a list: the list's filters stay in the query, so List returns to it. */
export const careerDetailHref = (id: number, query?: CareerListQuery) => address(`/career/${id}`, query ? listParams(query) : {});
