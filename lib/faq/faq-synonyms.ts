import type { AppLocale } from '@/lib/i18n/routing';

/**
 * Words shoppers search with that the answers word otherwise: a search word that begins with one
 * word of a group finds questions holding any word of it ("refund" finds "Can I return or exchange
 * an item?", "환불" finds 반품). Compared as the search compares (lower case, no spaces).
 */
export const FAQ_SYNONYMS: Record<AppLocale, readonly (readonly string[])[]> = {
  en: [
    ['refund', 'return', 'exchange', 'moneyback'],
    ['deliver', 'shipping'],
    ['giftcard', 'voucher', 'giftcertificate'],
    ['job', 'work', 'career', 'hiring', 'employment'],
  ],
  ko: [
    ['환불', '반품', '교환', '반환'],
    ['배달', '배송', '택배'],
    ['기프트카드', '상품권', '선물카드'],
    ['채용', '일자리', '구인', '취업', '일하고'],
  ],
};

/** The words a folded search word stands for: itself, and its group's when it begins with one of them. */
export function wordsFor(word: string, locale: AppLocale): string[] {
  const group = FAQ_SYNONYMS[locale].find((words) => words.some((synonym) => word.startsWith(synonym)));
  return group ? [word, ...group] : [word];
}
