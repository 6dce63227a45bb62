import { defaultLocale, isAppLocale, type AppLocale } from '@/lib/i18n/routing-locales';

/** Pages that show one record, named by the last part of their address. */
export const RECORD_PAGES = ['announcement', 'event', 'career', 'location-detail', 'sale'] as const;
export type RecordPage = (typeof RECORD_PAGES)[number];

/** Pages of their own beside a record page's (`/sale/search`): no record is named so. */
const SIBLING_PAGES: Partial<Record<RecordPage, readonly string[]>> = { sale: ['my-list', 'search'] };

export type RecordAddress = { locale: AppLocale; page: RecordPage; key: string };

const RECORD_PATH = new RegExp(`^(?:/([a-z]{2}))?/(${RECORD_PAGES.join('|')})/([^/]+)$`);

/** A part of an address as its page reads it; one with a broken %-escape stays as it came (it names nothing). */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * The record a page's address names (`/en/event/12` → the deal 12, in English), or null for
 * any other address. Korean addresses have no prefix; a prefix that is no language is no record.
 */
export function recordAddress(pathname: string): RecordAddress | null {
  const match = RECORD_PATH.exec(pathname);
  if (!match) return null;
  const [, prefix, page, key] = match;
  if (prefix !== undefined && (!isAppLocale(prefix) || prefix === defaultLocale)) return null;
  const known = RECORD_PAGES.find((name) => name === page);
  return known && !SIBLING_PAGES[known]?.includes(key ?? '') ? { locale: prefix ?? defaultLocale, page: known, key: decoded(key ?? '') } : null;
}
