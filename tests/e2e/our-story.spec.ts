import type { Page } from '@playwright/test';
import { acceptCookies, expect, test } from './fixtures';

test.beforeEach(async ({ page }) => acceptCookies(page));

const tabs = (page: Page) => page.getByRole('tablist', { name: '회사 소개 메뉴' });
const counter = (page: Page, state: string) => page.locator(`[data-count="${state}"]`);

test.describe('Our Story', () => {
  // Each tab's title and canonical: tests/api/page-metadata.test.ts; the language switch keeping `?tab=history`: locales.spec.ts.
  test('About Us by default; choosing History by the keyboard opens its own page (?tab=history) at the tabs, with its title; arrow keys only move between the tabs', async ({ page }) => {
    await page.goto('/ourStory');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('세계의 식탁을 이웃에게');
    await expect(tabs(page).getByRole('tab', { name: '회사 소개' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: '우리가 지키는 네 가지' })).toBeVisible();
    for (const value of ['신선함', '합리적인 가격', '혁신', '지역사회']) await expect(page.getByRole('heading', { name: value })).toBeVisible();

    await tabs(page).getByRole('tab', { name: '회사 소개' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs(page).getByRole('tab', { name: '연혁' })).toBeFocused();
    await expect(page).toHaveURL(/\/ourStory$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ourStory\?tab=history#story$/);
    await expect(page.getByRole('heading', { name: '매장 연혁' })).toBeInViewport();
    await expect(tabs(page).getByRole('tab', { name: '연혁' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveTitle('연혁 | 회사 소개 | 롯데플라자 마켓');
    await expect(page.getByRole('link', { name: '플로리다 잭슨빌점 오픈' })).toHaveAttribute('href', '/location-detail/jacksonville-fl');
  });

  // The counts in the server's HTML and standing under reduced motion: tests/unit/story-store-counts.test.tsx.
  test('the store counts count up one a second once the box comes up (Virginia after 6 s), and back to zero below the viewport', async ({ page }) => {
    await page.clock.install();
    await page.goto('/ourStory');
    await expect(counter(page, 'MD')).toHaveText('00');
    // From here the page's time moves only when the test says.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.getByRole('heading', { name: '주별 매장' }).evaluate((heading) => window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 100));
    await page.clock.runFor(3_200);
    await expect(counter(page, 'MD')).toHaveText('03');
    await expect(counter(page, 'NJ')).toHaveText('01');
    await expect(counter(page, 'VA')).toHaveText('00');
    await page.clock.runFor(5_000);
    await expect(counter(page, 'MD')).toHaveText('06');
    await expect(counter(page, 'VA')).toHaveText('02');
    await expect(counter(page, 'FL')).toHaveText('00');
    await page.clock.runFor(10_000);
    await expect(counter(page, 'VA')).toHaveText('07');
    await expect(counter(page, 'FL')).toHaveText('03');
    // Below the viewport again: back to zero, ready to count again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.clock.runFor(300);
    await expect(counter(page, 'MD')).toHaveText('00');
  });

  test('History: three periods as tabs, and a marker that stays in view while the years scroll by', async ({ page }) => {
    await page.goto('/en/ourStory?tab=history');
    const periods = page.getByRole('tablist', { name: 'Period' });
    await expect(periods.getByRole('tab')).toHaveText(['Present–2013', '2012–2007', '2006–1989']);
    await periods.getByRole('tab', { name: '2012–2007' }).click();
    await expect(page.getByRole('link', { name: 'Catonsville, Maryland opens' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(periods.getByRole('tab', { name: '2006–1989' })).toBeFocused();
    await expect(page.getByText('Our first retail store opens')).toBeVisible();
    await periods.getByRole('tab', { name: 'Present–2013' }).click();
    const timeline = page.getByRole('tabpanel', { name: 'Present–2013' });
    await timeline.evaluate((panel) => window.scrollTo(0, panel.getBoundingClientRect().top + window.scrollY - 60));
    const marker = timeline.locator('[aria-hidden="true"]').first();
    const top = await marker.evaluate((element) => element.getBoundingClientRect().top / window.innerHeight);
    expect(top).toBeGreaterThan(0.45);
    expect(top).toBeLessThan(0.55);
  });
});

test.describe('Our Story without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the tabs are links, and every history period shows', async ({ page }) => {
    await page.goto('/ourStory');
    await expect(page.locator('[data-count="MD"]')).toHaveText('06');
    await page.getByRole('tab', { name: '연혁' }).click();
    await expect(page).toHaveURL(/\/ourStory\?tab=history#story$/);
    await expect(page.getByRole('link', { name: '메릴랜드 캐턴스빌점 오픈' })).toBeVisible();
    await expect(page.getByRole('link', { name: '메릴랜드 엘리콧시티점 오픈' })).toBeVisible();
  });
});
