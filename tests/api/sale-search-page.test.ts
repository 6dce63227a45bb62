import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import { storeToday } from '@/lib/dates';
import { seedIfEmpty } from '@/lib/server/db/seed';
import { searchSaleItems } from '@/lib/server/services/sale-search';
import { SaleSearchResults } from '@/components/sale/sale-search-results';
import { localeMock } from '../helpers/navigation-mock';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';

/*
 * /sale/search's answers as the page renders them (components/sale/sale-search-results.tsx) from
 * the search service over the demo weeks, in each language. What a search finds however it is
 * typed is tests/api/sale-search.test.ts; the form sent without script and a link followed to its
 * item, tests/e2e/sale-search.spec.ts.
 */

jest.setTimeout(120_000);

jest.mock('next-intl/server', () => jest.requireActual('../helpers/next-intl-server').nextIntlServer());
// Links as the site writes them (the language's prefix), without Next's router.
jest.mock('@/lib/i18n/navigation', () => jest.requireActual('../helpers/navigation-mock'));

/** The answers of a search, rendered as the page does, as a document to read. */
async function answersTo(query: string, locale: 'ko' | 'en') {
  localeMock.current = locale;
  const answer = await searchSaleItems(query, storeToday(), locale);
  if (!answer.ok) throw new Error(`refused: ${answer.problem}`);
  const html = renderToStaticMarkup((await SaleSearchResults({ locale, query: answer.query, count: answer.count, results: answer.results })) as ReactElement);
  return new JSDOM(`<main>${html}</main>`).window.document;
}

describe.each(databaseKinds)('the weekly sale search page\'s answers on %s', (kind) => {
  const database = useTestDatabase(kind);

  beforeAll(async () => {
    expect(await seedIfEmpty(database().db)).toBe(true);
  });

  it('in English, "shin ramyun" finds 신라면: named in English with its Korean name beside it, its region and last day, linked to its entry on its region\'s page', async () => {
    const page = await answersTo('shin ramyun', 'en');
    expect(page.querySelector('h2')?.textContent).toBe('Results for “shin ramyun”');
    const answers = [...page.querySelectorAll('li')];
    expect(answers.length).toBeGreaterThanOrEqual(2);
    const first = answers[0]!;
    const link = first.querySelector('a')!;
    expect(link.textContent).toBe('Shin Ramyun');
    expect(link.getAttribute('href')).toMatch(/^\/en\/sale\/(maryland|virginia|florida|new-jersey)#sale-item-\d+$/);
    expect(first.querySelector('[lang="ko"]')?.textContent).toBe('신라면 멀티팩');
    expect(first.textContent).toMatch(/(Maryland|Virginia|Florida|New Jersey) · Until [A-Z][a-z]{2} \d{2}, \d{4}/);
    expect(first.textContent).toMatch(/\$\d/);
  });

  it('in Korean, names the item in Korean with its English name beside it, and the day in Korean', async () => {
    const page = await answersTo('고추장', 'ko');
    expect(page.querySelector('h2')?.textContent).toBe('“고추장” 검색 결과');
    const first = page.querySelector('li')!;
    expect(first.querySelector('a')?.textContent).toBe('해찬들 고추장');
    expect(first.querySelector('a')?.getAttribute('href')).toMatch(/^\/sale\/(maryland|virginia|florida|new-jersey)#sale-item-\d+$/);
    expect(first.querySelector('[lang="en"]')?.textContent).toBe('Gochujang');
    expect(first.textContent).toMatch(/(메릴랜드|버지니아|플로리다|뉴저지) · \d{4}년 \d{2}월 \d{2}일까지/);
  });

  it.each([
    ['ko', '“zzqxj”에 맞는 이번 주 세일 상품이 없습니다.'],
    ['en', "No item on this week's sales matches “zzqxj”."],
  ] as const)('says when nothing matches (%s)', async (locale, said) => {
    const page = await answersTo('zzqxj', locale);
    expect(page.body.textContent).toContain(said);
    expect(page.querySelectorAll('li')).toHaveLength(0);
  });
});
