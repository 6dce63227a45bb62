import type { Page } from '@playwright/test';
import { acceptCookies, expect, seriousA11yViolations, test } from './fixtures';

/**
 * Issue 35, item 4: one search of this week's items in every region, however it is typed, that
 * works without script: the sale pages' GET form, the results rendered on the server, each linked
 * to the item on its region's page. The demo flyers carry 해찬들 고추장 (Gochujang) and
 * 신라면 멀티팩 (Shin Ramyun) in every region.
 */
test.describe('weekly sale search without script', () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(async ({ page }) => acceptCookies(page));

  const answers = (page: Page) => page.getByRole('region', { name: /검색 결과|^Results for/ }).getByRole('listitem');
  const ITEM_LINK = /^(\/en)?\/sale\/(maryland|virginia|florida|new-jersey)#sale-item-\d+$/;

  test('the sale page\'s form finds 고추장 by a romanisation; Hangul, English and a half-typed search find the same item', async ({ page }) => {
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
    await expect(first.getByRole('link')).toHaveText('해찬들 고추장');
    await expect(first.getByRole('link')).toHaveAttribute('href', ITEM_LINK);
    await expect(first).toContainText('Gochujang');
    await expect(first).toContainText(/\$\d+\.\d{2}/);
    await expect(first).toContainText(/(메릴랜드|버지니아|플로리다|뉴저지) · \d{4}년 \d{2}월 \d{2}일까지/);
    const found = await results.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    // One answer per region with the item this week, each to its own region's page.
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(new Set(found.map((href) => href!.split('#')[0])).size).toBe(found.length);

    for (const query of ['고추장', 'gochujang', 'Gochujang', '고ㅊ']) {
      await page.goto(`/sale/search?q=${encodeURIComponent(query)}`);
      const links = await answers(page).getByRole('link').evaluateAll((all) => all.map((link) => link.getAttribute('href')));
      expect([query, links.filter((href) => found.includes(href))]).toEqual([query, found]);
    }
  });

  test('in English, "shin ramyun" finds 신라면 and its link opens the item on its region\'s page', async ({ page }) => {
    await page.goto('/en/sale/search?q=shin+ramyun');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Results for “shin ramyun”');
    const first = answers(page).first();
    const link = first.getByRole('link');
    await expect(link).toHaveText('Shin Ramyun');
    await expect(first.locator('[lang="ko"]')).toHaveText('신라면 멀티팩');
    await expect(first).toContainText(/(Maryland|Virginia|Florida|New Jersey) · Until [A-Z][a-z]{2} \d{2}, \d{4}/);
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/en\/sale\/[a-z-]+#sale-item-\d+$/);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.locator(`#${href.split('#')[1]}`)).toContainText('Shin Ramyun');
  });

  test('the language switch keeps the search: 고추장 in English and back in Korean', async ({ page }) => {
    const query = `q=${encodeURIComponent('고추장')}`;
    await page.goto(`/sale/search?${query}`);
    await page.getByRole('link', { name: 'EN View in English' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/sale/search\\?${query}$`));
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Results for “고추장”');
    await expect(answers(page).first()).toBeVisible();
    await page.getByRole('link', { name: 'KR 한국어로 보기' }).click();
    await expect(page).toHaveURL(new RegExp(`:\\d+/sale/search\\?${query}$`));
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('“고추장” 검색 결과');
  });

  test('says when nothing matches, and what is wrong with an empty or too long search, in both languages', async ({ page }) => {
    // Korean first: an English page is remembered, and the unprefixed address then answers in English.
    await page.goto('/sale/search?q=');
    await expect(page.getByRole('alert')).toHaveText('검색어를 입력해 주세요.');
    await page.goto('/sale/search?q=zzqxj');
    await expect(page.getByText('“zzqxj”에 맞는 이번 주 세일 상품이 없습니다.', { exact: false })).toBeVisible();
    await expect(answers(page)).toHaveCount(0);

    await page.goto('/en/sale/search?q=zzqxj');
    await expect(page.getByText("No item on this week's sales matches “zzqxj”.", { exact: false })).toBeVisible();
    await expect(answers(page)).toHaveCount(0);
    await page.goto(`/en/sale/search?q=${'a'.repeat(61)}`);
    await expect(page.getByRole('alert')).toHaveText('Please use at most 60 characters.');

    // Without a search, the page is the form and how to use it.
    await page.goto('/en/sale/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search the weekly sale');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0);
  });
});

test('the search page with its answers has no serious accessibility violation', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/sale/search?q=%EA%B3%A0%E3%85%8A');
  await expect(page.getByRole('region', { name: /검색 결과/ }).getByRole('listitem').first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.goto('/en/sale/search?q=gochujang');
  await expect(page.getByRole('region', { name: /^Results for/ }).getByRole('listitem').first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
