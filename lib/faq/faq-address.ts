import { faqQuery } from './faq-search';

export const FAQ_SEARCH_PARAM = 'q';

/**
 * `/faq?q=points` is served by the search page at `/ko/faq/search` (a rewrite: the address
 * stays), since the FAQ's tabs are rendered at build time. Null when the address is not a
 * search, or searches for nothing but spaces (that is the All tab).
 */
export function faqSearchPath(locale: string, pathname: string, search: URLSearchParams): string | null {
  if (!/^(?:\/en)?\/faq$/.test(pathname)) return null;
  return faqQuery(search.get(FAQ_SEARCH_PARAM) ?? '') ? `/${locale}/faq/search` : null;
}
