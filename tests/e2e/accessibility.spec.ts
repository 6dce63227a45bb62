import type { Page } from '@playwright/test';
import { acceptCookies, axe, expect, seriousA11yViolations, test } from './fixtures';

/*
 * axe on the states a page load does not show: dialogs, the viewer, errors shown, menus, popups,
 * a search with no result, a closed posting. Every page as it loads, in both languages, is
 * page-sweeps.spec.ts's; states a flow reaches on its way (a form sent, a lookup answered) are
 * checked in that flow's own test.
 */

/** Every violation, of any impact, inside `selectors`: the parts the site draws itself (the flyer's spots, its item list). */
async function everyViolationIn(page: Page, ...selectors: string[]) {
  const builder = axe(page);
  for (const selector of selectors) builder.include(selector);
  return (await builder.analyze()).violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

test.beforeEach(async ({ page }) => acceptCookies(page));

test.describe('open states (axe: no serious or critical violations)', () => {
  test('the phone menu open', { tag: '@phone' }, async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the menu toggle exists below 769 px');
    await page.goto('/');
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await expect(page.getByRole('button', { name: '메뉴 닫기' })).toHaveAttribute('aria-expanded', 'true');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('the careers filters unfolded on a phone', { tag: '@phone' }, async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the filters fold below 769 px');
    await page.goto('/career?cities=18');
    await page.locator('summary', { hasText: '필터 열기' }).click();
    await expect(page.getByRole('checkbox').first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a form with its errors shown', async ({ page }) => {
    await page.goto('/en/contact');
    await page.getByRole('button', { name: 'Submit' }).click({ force: true });
    await expect(page.locator('form [role="alert"]').first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('the weekly sale with an item in My list, its flyer viewer open on an item\'s card, and My list holding it', async ({ page }) => {
    await page.goto('/sale/maryland');
    await page.getByRole('button', { name: /^내 목록에 담기/ }).first().click();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Ours, every impact: the list under the flyer and the spots over it.
    expect(await everyViolationIn(page, '#sale-items', '#flyer-panel')).toEqual([]);
    await page.getByRole('button', { name: /^전단 크게 보기: / }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // With an item's card shown over the flyer.
    await page.getByRole('dialog').getByRole('group', { name: '전단의 상품' }).getByRole('link').first().click();
    await expect(page.getByRole('dialog').getByRole('region')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await everyViolationIn(page, 'dialog')).toEqual([]);
    await page.keyboard.press('Escape');
    await page.goto('/sale/my-list');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await everyViolationIn(page, 'main')).toEqual([]);
  });

  test('a store\'s food court popup, and the locator\'s state tab', async ({ page }) => {
    await page.goto('/location-detail/tampa-fl');
    await page.getByRole('button', { name: '푸드코트', exact: true }).click();
    await expect(page.getByRole('dialog', { name: '푸드코트' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto('/en/location');
    await page.getByRole('tab', { name: 'State' }).click();
    await expect(page.locator('#store-search-state-panel')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('the store photo gallery open', async ({ page }) => {
    await page.goto('/en/location-detail/sterling-va');
    await page.getByRole('button', { name: /^Enlarge photo: / }).first().click();
    await expect(page.getByRole('dialog', { name: 'Store photos' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a deals search with no result, and a deal in English', async ({ page }) => {
    await page.goto('/en/event?search=zzzz');
    await expect(page.getByText('No search results found.')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto('/en/event/21');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a closed posting and its apply page, in both languages', async ({ page }) => {
    await page.goto('/career?page=2');
    await page.getByRole('link', { name: /배송 기사/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '배송 기사 (CDL)' })).toBeVisible();
    const id = /\/career\/(\d+)/.exec(new URL(page.url()).pathname)![1];
    for (const path of [`/career/${id}`, `/en/career-apply?post=${id}`, `/career-apply?post=${id}`, `/en/career/${id}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousA11yViolations(page), path).toEqual([]);
    }
  });
  test('the home page\'s store-opening popup, and its video slide showing', async ({ page }) => {
    await page.goto('/');
    const banners = page.getByRole('region', { name: '롯데플라자 소식' });
    await banners.scrollIntoViewIfNeeded();
    await expect(banners.locator('.swiper')).toBeAttached();
    await banners.getByRole('button', { name: '다음 슬라이드' }).click();
    await banners.getByRole('button', { name: '오픈 소식 보기' }).click();
    await expect(page.getByRole('dialog', { name: /새 매장 오픈|새로 문을 연 매장/ })).toBeVisible();
    expect(await seriousA11yViolations(page), 'the opening popup').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    // A fresh load, as home.spec.ts turns the slides: after the popup, an arrow pressed while the
    // page still scrolled back to the popup's button was once lost.
    await page.goto('/');
    const visual = page.getByRole('region', { name: '주요 소식' });
    // The arrows turn the slides once the slider runs (it then asks for the next slide's picture).
    await expect(visual.locator('img[src*="slide-ad-2-"]')).toHaveCount(1);
    await visual.getByRole('button', { name: '이전 슬라이드' }).click();
    await expect(visual.locator('p').filter({ hasText: '/' }).last()).toHaveText('05 / 05');
    await expect(visual.getByRole('group', { name: '5 / 5' }).locator('video')).toBeVisible();
    expect(await seriousA11yViolations(page), 'the video slide').toEqual([]);
  });

  test('FAQ answers open, a search with a result, and one with none', async ({ page }) => {
    await page.goto('/faq?tab=1');
    await page.getByRole('main').locator('summary').filter({ hasText: '포인트는 얼마나 적립되나요?' }).click();
    await expect(page.getByText('세금을 제외한 구매 금액 $1당 1포인트가 적립됩니다.')).toBeVisible();
    expect(await seriousA11yViolations(page), 'an answer open').toEqual([]);
    // Korean first: a visit to an English page leaves the English language cookie behind.
    await page.goto('/faq?q=%EB%83%89%EC%9E%A5%EA%B3%A0');
    await expect(page.getByText('검색 결과가 없습니다.')).toBeVisible();
    expect(await seriousA11yViolations(page), 'a search with none').toEqual([]);
    await page.goto('/en/faq?q=receipt');
    await expect(page.getByRole('heading', { level: 2, name: '1 result for “receipt”' })).toBeVisible();
    expect(await seriousA11yViolations(page), 'a search with a result').toEqual([]);
  });
});
