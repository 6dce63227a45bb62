import 'server-only';
import type { AppLocale } from '@/lib/i18n/routing';
import { ApiError } from './http';
import { PAGE_SIZE, totalPages } from '@/lib/paging';
import { serverTranslator } from './i18n';

export { PAGE_SIZE };

/** Django REST framework's paged answer. */
export interface Paged<T> {
  count: number;
  next: string | null;
  previous: string | null;
  current_page: number;
  total_pages: number;
  results: T[];
}

/** The `page` query value: a whole number from 1, or the spec's "Invalid page." 404. */
export function pageParam(url: URL, locale: AppLocale): number {
  const raw = url.searchParams.get('page');
  if (raw === null || raw === '') return 1;
  if (!/^[1-9][0-9]{0,6}$/.test(raw)) throw invalidPage(locale);
  return Number(raw);
}

export function invalidPage(locale: AppLocale) {
  return new ApiError(404, { detail: serverTranslator(locale, 'api')('invalidPage') });
}

/** What a service returns for one page; the route adds the links. */
export interface PageOf<T> {
  count: number;
  page: number;
  results: T[];
}

/** A page past the last one is "Invalid page." (as DRF), except page 1 of nothing. */
export function assertPageExists(page: number, count: number, locale: AppLocale) {
  if (page > 1 && (page - 1) * PAGE_SIZE >= count) throw invalidPage(locale);
}

/** Adds next/previous (absolute, the request's own URL with another page) and the totals. */
export function toPaged<T>(url: URL, { count, page, results }: PageOf<T>): Paged<T> {
  const pages = totalPages(count);
  const link = (target: number) => {
    const next = new URL(url);
    if (target === 1) next.searchParams.delete('page');
    else next.searchParams.set('page', String(target));
    return next.toString();
  };
  return {
    count,
    next: page < pages ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    current_page: page,
    total_pages: pages,
    results,
  };
}
