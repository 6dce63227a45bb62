import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FAQ_GROUPS, FAQ_TABS, type FaqEntry } from '@/lib/content/faq';
import { STATIC_TAB_PAGES } from '@/lib/content/static-tabs';
import { EXTERNAL_LINKS } from '@/lib/content/site-links';
import { autoLink } from '@/lib/faq/auto-link';
import { searchFaq } from '@/lib/faq/faq-search';
import type { AppLocale } from '@/lib/i18n/routing';
import { listFaq } from '@/lib/server/services/faq';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';

/** The addresses an answer's phrases link to, as /faq shows it. */
const hrefsIn = (text: string, locale: AppLocale) => [...renderToStaticMarkup(createElement(Fragment, null, autoLink(text, { locale, newTab: '(opens in a new tab)' }))).matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));

// The FAQ as drizzle/0015 fills it (issue 51: staff keep it since), read as /faq reads it.
describe.each(databaseKinds)('the FAQ as migrated, on %s', (kind) => {
  useTestDatabase(kind);
  let FAQ_ENTRIES: FaqEntry[] = [];
  beforeAll(async () => {
    FAQ_ENTRIES = await listFaq();
  });

  it('turns every bundled answer into links that point inside the site or to the membership site', () => {
    for (const entry of FAQ_ENTRIES) {
      for (const locale of ['ko', 'en'] as const) {
        for (const href of hrefsIn(entry.answer[locale], locale)) {
          expect(href === EXTERNAL_LINKS.membership || href.startsWith(locale === 'en' ? '/en/' : '/')).toBe(true);
        }
      }
    }
  });

  describe('searchFaq', () => {
    const ids = (query: string, locale: AppLocale) => searchFaq(FAQ_ENTRIES, query, locale).map((entry) => entry.id);

    it.each([
      ['points', 'en', ['rewards-join', 'rewards-earn', 'rewards-redeem', 'rewards-expiry', 'rewards-missed']],
      ['POINTS expire', 'en', ['rewards-expiry']],
      ['receipt', 'en', ['returns-no-receipt']],
      ['포인트', 'ko', ['rewards-join', 'rewards-earn', 'rewards-redeem', 'rewards-expiry', 'rewards-missed']],
      ['기프트카드', 'ko', ['gift-amounts', 'gift-expiry', 'gift-where']],
      ['영수증', 'ko', ['returns-no-receipt']],
      // The words shoppers use for what the answers call otherwise.
      ['refund', 'en', ['returns-policy', 'returns-groceries', 'returns-no-receipt']],
      ['refunds receipt', 'en', ['returns-no-receipt']],
      ['환불', 'ko', ['returns-policy', 'returns-groceries', 'returns-electronics', 'returns-no-receipt']],
      ['상품권', 'ko', ['gift-amounts', 'gift-expiry', 'gift-where']],
      ['shipping', 'en', ['store-delivery', 'other-online']],
      ['포인트', 'en', []],
      ['points', 'ko', []],
      ['😀', 'en', []],
      ['zzzz', 'en', []],
    ] as const)('%s (%s)', (query, locale, expected) => {
      expect(ids(query, locale)).toEqual(expected);
    });

    it('matches decomposed Hangul as typed on some phones', () => {
      expect(ids('영수증'.normalize('NFD'), 'ko')).toEqual(['returns-no-receipt']);
    });

    it('gives every question for an empty search', () => {
      expect(searchFaq(FAQ_ENTRIES, '   ', 'en')).toHaveLength(FAQ_ENTRIES.length);
    });
  });

  describe('its content', () => {
    it('has seven groups with several questions each, every one in both languages', () => {
      expect(FAQ_GROUPS).toHaveLength(7);
      for (const group of FAQ_GROUPS) expect(FAQ_ENTRIES.filter((entry) => entry.group === group).length).toBeGreaterThanOrEqual(3);
      for (const entry of FAQ_ENTRIES) {
        for (const text of [entry.question.ko, entry.question.en, entry.answer.ko, entry.answer.en]) expect(text.trim()).not.toBe('');
      }
      expect(new Set(FAQ_ENTRIES.map((entry) => entry.id)).size).toBe(FAQ_ENTRIES.length);
    });

    it("has tabs that are the FAQ's pages, each group on exactly one topic tab", () => {
      expect(FAQ_TABS.map((tab) => tab.key)).toEqual([...STATIC_TAB_PAGES['/faq']]);
      expect(FAQ_TABS.slice(1).flatMap((tab) => tab.groups).sort()).toEqual([...FAQ_GROUPS].sort());
    });

    it.each([
      ['1 point for every $1', 'en'],
      ['500 points are worth $5', 'en'],
      ['5,000 points $50', 'en'],
      ['after 1 year', 'en'],
      ['paused for 6 months', 'en'],
      ['within 30 days of the purchase', 'en'],
      ['only if they are unopened', 'en'],
      ['unused and in their original packaging', 'en'],
      ['lowest sale price of the last 30 days', 'en'],
      ['$10, $20, $50 and $100', 'en'],
      ['never expire', 'en'],
      ['food courts or at the tenant stores', 'en'],
      ['do not offer home delivery', 'en'],
    ])('states the rule “%s”', (fact, locale) => {
      expect(FAQ_ENTRIES.some((entry) => entry.answer[locale as AppLocale].includes(fact))).toBe(true);
    });
  });
});
