import type { Page } from '@playwright/test';
import { acceptCookies, expect, test } from './fixtures';

/**
 * Issue 35, item 4: one search of this week's items in every region, however it is typed, that
 * works without script: the sale pages' GET form, the results rendered on the server, each linked
 * to the item on its region's page. The demo flyers carry 해찬들 고추장 (Gochujang) and
 * 신라면 멀티팩 (Shin Ramyun) in every region. What a search finds, however it is typed, is tested in
 * tests/api/sale-search.test.ts; how the answers read in each language in
 * tests/api/sale-search-page.test.ts.
 */
test.describe('weekly sale search without script', () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(async ({ page }) => acceptCookies(page));

  const answers = (page: Page) => page.getByRole('region', { name: /검색 결과|^Results for/ }).getByRole('listitem');
  const ITEM_LINK = /^(\/en)?\/sale\/(maryland|virginia|florida|new-jersey)#sale-item-\d+$/;

  test('the sale page\'s form finds 고추장 by a romanisation, one answer a region, and an answer\'s link opens the item on its region\'s page', async ({ page }) => {
    await page.goto('/sale/maryland');
    const form = page.getByRole('search', { name: '이번 주 세일 상품 검색' });
    await form.getByRole('searchbox', { name: '이번 주 세일 상품 검색' }).fill('kochujang');
    await form.getByRole('button', { name: '검색' }).click();
    await expect(page).toHaveURL(/\/sale\/search\?q=kochujang$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('주간 세일 상품 검색');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('“kochujang” 검색 결과');
    await expect(page.getByRole('searchbox')).toHaveValue('kochujang');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    const results = answers(page);
    const first = results.first();
    const link = first.getByRole('link');
    await expect(link).toHaveText('해찬들 고추장');
    await expect(link).toHaveAttribute('href', ITEM_LINK);
    await expect(first).toContainText('Gochujang');
    await expect(first).toContainText(/\$\d+\.\d{2}/);
    await expect(first).toContainText(/(메릴랜드|버지니아|플로리다|뉴저지) · \d{4}년 \d{2}월 \d{2}일까지/);
    const found = await results.getByRole('link').evaluateAll((links) => links.map((each) => each.getAttribute('href')));
    // One answer per region with the item this week, each to its own region's page.
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(new Set(found.map((href) => href!.split('#')[0])).size).toBe(found.length);

    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.locator(`#${href.split('#')[1]}`)).toContainText('해찬들 고추장');
  });

  test('says what is wrong with an empty or too long search, in both languages; without a search, the page is the form', async ({ page }) => {
    // Korean first: an English page is remembered, and the unprefixed address then answers in English.
    await page.goto('/sale/search?q=');
    await expect(page.getByRole('alert')).toHaveText('검색어를 입력해 주세요.');

    await page.goto(`/en/sale/search?q=${'a'.repeat(61)}`);
    await expect(page.getByRole('alert')).toHaveText('Please use at most 60 characters.');

    await page.goto('/en/sale/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search the weekly sale');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0);
  });
});
