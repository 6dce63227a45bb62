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

/** The languages a record is written in: Korean when it has Korean text, English when English. */
export function languagesOf(korean: string | null | undefined, english: string | null | undefined): AppLocale[] {
  const written: AppLocale[] = [];
  if (korean?.trim()) written.push('ko');
  if (english?.trim()) written.push('en');
  return written.length ? written : ['ko'];
}

/** The `lang` to mark on what `inLanguage` picked, when it is not the page's language. */
export function fallbackLang(locale: AppLocale, korean: string | null | undefined, english: string | null | undefined): AppLocale | undefined {
  const wanted = locale === 'en' ? english : korean;
  if (wanted?.trim()) return undefined;
  const other = locale === 'en' ? korean : english;
  return other?.trim() ? (locale === 'en' ? 'ko' : 'en') : undefined;
}

/** A text to show and, when it fell back to the other language, that language (to mark with `lang` and a tag). */
export interface PickedText<T extends string = string> {
  text: T;
  lang?: AppLocale;
}

/** `inLanguage` and `fallbackLang` in one: the page's language when it has text, else the other's, saying so. */
export function pickText<T extends string>(locale: AppLocale, korean: T | null | undefined, english: T | null | undefined): PickedText<T> {
  const wanted = locale === 'en' ? english : korean;
  if (wanted?.trim()) return { text: wanted };
  const other = locale === 'en' ? korean : english;
  if (other?.trim()) return { text: other, lang: locale === 'en' ? 'ko' : 'en' };
  // Neither language has text: the empty one (sanitized HTML stays that type).
  return { text: (wanted ?? '') as T };
}

/** A record's text in both languages, each falling back to the other where it is empty (as `inLanguage` reads it). */
export const inBothLanguages = (korean: string, english: string): { ko: string; en: string } => ({ ko: korean || english, en: english || korean });
