import type { AppLocale } from '@/lib/i18n/routing';
import type { FaqEntry } from '@/lib/content/faq';
import { wordsFor } from './faq-synonyms';

/** What of a search is used: longer input is cut here (the address may carry anything). */
export const FAQ_QUERY_MAX = 100;

/** A search as typed, tidied: one space between words, at most FAQ_QUERY_MAX characters ('' for none). */
export function faqQuery(raw: string): string {
  // By code point, so an emoji at the cut is not split in half.
  return Array.from(raw.normalize('NFKC').replace(/\s+/g, ' ').trim()).slice(0, FAQ_QUERY_MAX).join('').trim();
}

/**
 * Letters compared without case, width or spacing: Korean is often typed without the spaces
 * of the text (기프트카드 for 기프트 카드), and a phone may send decomposed Hangul.
 */
const fold = (text: string, locale: AppLocale) => text.normalize('NFKC').toLocaleLowerCase(locale).replace(/\s+/g, '');

/**
 * The questions whose question or answer, in the page's language, holds every word of the
 * search (or a word shoppers mean by it: faq-synonyms.ts); all of them for an empty search.
 */
export function searchFaq(entries: readonly FaqEntry[], query: string, locale: AppLocale): FaqEntry[] {
  const words = faqQuery(query)
    .split(' ')
    .map((word) => fold(word, locale))
    .filter(Boolean)
    .map((word) => wordsFor(word, locale));
  if (!words.length) return [...entries];
  return entries.filter((entry) => {
    const text = fold(`${entry.question[locale]} ${entry.answer[locale]}`, locale);
    return words.every((meanings) => meanings.some((word) => text.includes(word)));
  });
}
