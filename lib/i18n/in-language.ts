import type { AppLocale } from './routing';

/**
 * A record's text in the page's language, falling back to the other language when that one is
 * empty: English pages show the English title when there is one, else the Korean; Korean pages
 * the Korean, else the English.
 */
export function inLanguage<T extends string | null | undefined>(locale: AppLocale, korean: T, english: T): T {
  const wanted = locale === 'en' ? english : korean;
  return wanted ? wanted : locale === 'en' ? korean : english;
}
