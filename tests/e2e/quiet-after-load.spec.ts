import type { Page } from '@playwright/test';
import { acceptCookies, expect, test } from './fixtures';

/**
 * Once a page has loaded, the network goes quiet: no prefetch storm (issue 9: Next's optimistic
 * routing mispredicted the proxy-rewritten Korean addresses and refetched them ~80 times a second).
 * This test stays forever; every new page belongs in PAGES.
 */
const PAGES = [
  '/',
  '/privacy',
  '/giftcard',
  '/sale',
  '/sale?location=1',
  '/event',
  '/event/1',
  '/location',
  '/location-detail/sterling-va',
  '/contact',
  '/productInquiry',
  '/tenant',
  '/myQna',
  '/no-such-page',
];

const SETTLE_MS = 1_000;
const WINDOW_MS = 2_500;
const HANDFUL = 3;

/** Requests the page makes in a quiet window after it has loaded and settled. */
async function requestsAfterLoad(page: Page): Promise<string[]> {
  await page.waitForLoadState('load');
  await page.waitForTimeout(SETTLE_MS);
  const seen: string[] = [];
  const record = (request: { url(): string }) => seen.push(request.url());
  page.on('request', record);
  await page.waitForTimeout(WINDOW_MS);
  page.off('request', record);
  return seen;
}

test.describe('the network goes quiet after a page loads', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  for (const path of PAGES) {
    for (const prefix of ['', '/en']) {
      const address = prefix && path === '/' ? prefix : `${prefix}${path}`;
      test(address, async ({ page }) => {
        await page.goto(address);
        expect(await requestsAfterLoad(page)).toHaveLength(0);
      });
    }
  }

  test('after switching from English to Korean, and back', async ({ page }) => {
    await page.goto('/en/sale?location=1');
    await requestsAfterLoad(page);
    await page.getByRole('link', { name: /한국어/ }).first().click();
    await expect(page).toHaveURL(/\/sale\?location=1$/);
    expect((await requestsAfterLoad(page)).length).toBeLessThanOrEqual(HANDFUL);

    for (const path of ['/event', '/privacy', '/productInquiry']) {
      await page.goto(path);
      expect((await requestsAfterLoad(page)).length).toBeLessThanOrEqual(HANDFUL);
    }
    await page.getByRole('link', { name: /English/ }).first().click();
    await expect(page).toHaveURL(/\/en\/productInquiry$/);
    expect((await requestsAfterLoad(page)).length).toBeLessThanOrEqual(HANDFUL);
  });
});
