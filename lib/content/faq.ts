import type { AppLocale } from '@/lib/i18n/routing';

/**
 * The FAQ (spec: Korean and English, seven groups): its groups and tabs. The questions are staff's
 * to keep (issue 51: `faq_questions`, filled by drizzle/0015 with the answers that stated the
 * business rules of spec section 9); phrases such as "weekly sale" or "멤버십 사이트" become links
 * where they are shown (lib/faq/auto-link.tsx).
 */
export const FAQ_GROUPS = ['rewards', 'store', 'product', 'price', 'returns', 'giftCard', 'other'] as const;
export type FaqGroup = (typeof FAQ_GROUPS)[number];

type Bilingual = Record<AppLocale, string>;

export interface FaqEntry {
  /** Stable across edits: the anchor a question can be linked by (`/faq#rewards-earn`). */
  id: string;
  group: FaqGroup;
  question: Bilingual;
  /** Plain text; a blank line starts a new paragraph. */
  answer: Bilingual;
}

/** The tabs (`/faq?tab=1..6`; All is `/faq`): Store Product and Price share one. */
export const FAQ_TABS = [
  { key: '0', groups: FAQ_GROUPS },
  { key: '1', groups: ['rewards'] },
  { key: '2', groups: ['store'] },
  { key: '3', groups: ['product', 'price'] },
  { key: '4', groups: ['returns'] },
  { key: '5', groups: ['giftCard'] },
  { key: '6', groups: ['other'] },
] as const satisfies ReadonlyArray<{ key: string; groups: readonly FaqGroup[] }>;

export type FaqTabKey = (typeof FAQ_TABS)[number]['key'];

/** The tab a key names (All for anything else). */
export const faqTab = (key: string | undefined) => FAQ_TABS.find((tab) => tab.key === key) ?? FAQ_TABS[0];
