import { expect, seriousA11yViolations, test } from './fixtures';

const PAGES = ['/', '/en', '/privacy', '/en/privacy', '/giftcard', '/en/giftcard', '/no-such-page', '/en/no-such-page'];

test.describe('accessibility (axe: no serious or critical violations)', () => {
  for (const path of PAGES) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }

  test('with the phone menu open', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the menu toggle exists below 769 px');
    await page.goto('/');
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
