import type { Page } from '@playwright/test';
import { acceptCookies, expect, test } from './fixtures';

test.beforeEach(async ({ page }) => acceptCookies(page));

const questions = (page: Page) => page.getByRole('main').locator('details');
const question = (page: Page, name: string | RegExp) => page.getByRole('main').locator('summary').filter({ hasText: name });
const tabs = (page: Page, name: string) => page.getByRole('tablist', { name });

test.describe('/faq', () => {
  test('All shows every topic under its heading; a tab shows its own, in the address', async ({ page }) => {
    await page.goto('/en/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    const topics = tabs(page, 'Question topics').getByRole('tab');
    await expect(topics).toHaveText(['All', 'Rewards Membership', 'Store', 'Store Product & Price', 'Return & Exchanges', 'Gift Card', 'Other']);
    await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([/Rewards Membership/, /^Store \d/, /Store Product/, /Price/, /Return & Exchanges/, /Gift Card/, /Other/, 'Didn’t find your answer?']);

    await page.getByRole('tab', { name: 'Store Product & Price' }).click();
    await expect(page).toHaveURL(/\/en\/faq\?tab=3#faq$/);
    await expect(page.getByRole('tab', { name: 'Store Product & Price' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([/Store Product/, /Price/, 'Didn’t find your answer?']);
    await expect(page.getByRole('search')).toHaveCount(0);

    await page.getByRole('tab', { name: 'Gift Card' }).click();
    await expect(page).toHaveURL(/\/en\/faq\?tab=5#faq$/);
    await expect(questions(page)).toHaveCount(3);
    await expect(page).toHaveTitle(/Gift Card FAQ/);
  });

  test('questions open and close as disclosures, any number at once, by click or keyboard', async ({ page }) => {
    await page.goto('/faq?tab=1');
    const earn = question(page, '포인트는 얼마나 적립되나요?');
    const expiry = question(page, '포인트에 유효기간이 있나요?');
    await expect(page.getByText('세금을 제외한 구매 금액 $1당 1포인트가 적립됩니다.', { exact: false })).toBeHidden();
    await earn.click();
    await expect(page.getByText('세금을 제외한 구매 금액 $1당 1포인트가 적립됩니다.', { exact: false })).toBeVisible();
    await expiry.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('1년 동안 적립이나 사용 내역이 없으면 포인트가 소멸됩니다.')).toBeVisible();
    await expect(page.getByText('세금을 제외한 구매 금액 $1당 1포인트가 적립됩니다.', { exact: false })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.getByText('1년 동안 적립이나 사용 내역이 없으면 포인트가 소멸됩니다.')).toBeHidden();
  });

  test('search by button: matching questions open, with their count and topic', async ({ page }) => {
    await page.goto('/en/faq');
    await page.getByRole('searchbox', { name: 'Search the questions' }).fill('receipt');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/en\/faq\?q=receipt$/);
    await expect(page.getByRole('heading', { level: 2, name: '1 result for “receipt”' })).toBeVisible();
    await expect(questions(page)).toHaveCount(1);
    await expect(page.getByText('Without a receipt we give store credit at the lowest sale price of the last 30 days.')).toBeVisible();
    await expect(question(page, 'Can I return an item without a receipt?')).toContainText('Return & Exchanges');
    await expect(page.getByRole('searchbox')).toHaveValue('receipt');
    await page.getByRole('link', { name: 'See all questions' }).click();
    await expect(page).toHaveURL(/\/en\/faq$/);
  });

  test('search by Enter in Korean, without spaces; an unmatched search says so', async ({ page }) => {
    await page.goto('/faq');
    const box = page.getByRole('searchbox', { name: '질문 검색' });
    await box.fill('기프트카드');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/faq\?q=%EA%B8%B0%ED%94%84%ED%8A%B8%EC%B9%B4%EB%93%9C$/);
    await expect(page.getByRole('heading', { level: 2, name: '‘기프트카드’ 검색 결과 3건' })).toBeVisible();
    await expect(questions(page)).toHaveCount(3);

    await page.getByRole('searchbox', { name: '질문 검색' }).fill('냉장고 수리');
    await page.getByRole('searchbox', { name: '질문 검색' }).press('Enter');
    await expect(page.getByText('검색 결과가 없습니다.')).toBeVisible();
    await expect(questions(page)).toHaveCount(0);
  });

  // What of a search is used and what it finds: tests/unit/faq.test.tsx; its title: tests/api/page-metadata.test.ts.
  test('odd searches never fail: Hangul, emoji, 500 characters, markup, only spaces', async ({ request }) => {
    for (const q of ['포인트 적립', '🍜🥟', 'x'.repeat(500), '<script>alert(1)</script>', '%', '     ']) {
      const response = await request.get(`/en/faq?q=${encodeURIComponent(q)}`);
      expect(response.status(), q).toBe(200);
      const html = await response.text();
      expect(html, q).toContain('<h1 class="page-title">FAQ</h1>');
      // Only spaces is no search: the All tab, every question.
      if (!q.trim()) expect(html.slice(html.indexOf('<main'), html.indexOf('</main>')).match(/<details/g) ?? []).toHaveLength(26);
    }
  });

  test('answers link their phrases: rewards site in a new tab, special deals, weekly sale, store location', async ({ page }) => {
    const main = page.getByRole('main');
    await page.goto('/faq?tab=2');
    await question(page, '매장은 어디에 있나요?').click();
    await expect(main.getByRole('link', { name: '매장 안내', exact: true })).toHaveAttribute('href', '/location');
    await main.getByRole('link', { name: '문의하기' }).click();
    await expect(page).toHaveURL(/\/contact$/);

    await page.goto('/en/faq');
    await question(page, 'How do I join the Lotte Plus membership?').click();
    const rewards = page.getByRole('link', { name: 'rewards site (opens in a new tab)' });
    await expect(rewards).toHaveAttribute('target', '_blank');
    await expect(rewards).toHaveAttribute('href', /^https:\/\//);
    await expect(rewards).toHaveAttribute('rel', /noopener/);

    await question(page, 'Can I order online?').click();
    await expect(main.getByRole('link', { name: 'weekly sale', exact: true })).toHaveAttribute('href', '/en/sale');
    await expect(main.getByRole('link', { name: 'special deals', exact: true })).toHaveAttribute('href', '/en/event');
    await question(page, 'Where are your stores?').click();
    await main.getByRole('link', { name: 'Store Location', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/location$/);
  });
});

test.describe('/faq without script', () => {
  test.use({ javaScriptEnabled: false });

  test('tabs, search and answers work as plain links and a form', async ({ page }) => {
    await page.goto('/en/faq');
    await page.getByRole('tab', { name: 'Return & Exchanges' }).click();
    await expect(page).toHaveURL(/\/en\/faq\?tab=4#faq$/);
    await expect(questions(page)).toHaveCount(4);
    await question(page, 'Can I return groceries?').click();
    await expect(page.getByText('Groceries can be returned only if they are unopened.')).toBeVisible();

    await page.goto('/en/faq');
    await page.getByRole('searchbox', { name: 'Search the questions' }).fill('gift');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/en\/faq\?q=gift$/);
    await expect(page.getByRole('heading', { level: 2, name: /results? for “gift”/ })).toBeVisible();
  });
});
