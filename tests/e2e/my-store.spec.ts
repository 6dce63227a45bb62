import { expect, test } from './fixtures';

/**
 * My store (issue 53): chosen by a plain form, kept in a cookie, and shown by the cached twins of
 * the home page, the locator and a region's sale (proxy.ts), with and without script.
 */
test.skip(({ isMobile }) => isMobile, 'the same forms and pages on every screen');

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('a store chosen on its page shows on the home page, first in the locator and on the sale, until forgotten', async ({ page }) => {
    await page.goto('/en/location-detail/centreville-va');
    await page.getByRole('button', { name: 'Make Centreville my store' }).click();
    await expect(page).toHaveURL(/\/en\/my-store\?saved=chosen$/);
    await expect(page.getByRole('status')).toHaveText('Centreville is now your store.');

    await page.goto('/en');
    const card = page.getByRole('region', { name: 'Centreville, Virginia' });
    await expect(card).toContainText(/Open today \d|Closed today/);

    await page.goto('/en/location');
    await expect(page.locator('#store-results + ul > li').first()).toContainText('CentrevilleMy store');

    await page.goto('/en/sale');
    await expect(page).toHaveURL(/\/en\/sale\/virginia$/);
    await expect(page.getByRole('region', { name: 'Centreville, Virginia' })).toContainText('These prices apply at your store, Centreville.');

    await page.getByRole('button', { name: 'Forget my store' }).click();
    await expect(page).toHaveURL(/\/en\/sale\/virginia$/);
    await expect(page.getByRole('region', { name: 'Centreville, Virginia' })).toHaveCount(0);
    await expect(page.getByText('Choose your store to see its hours here')).toBeVisible();
  });
});

test('with script, a store chosen in the locator is first there, and the home page reached by a link shows it', async ({ page }) => {
  await page.goto('/en/location');
  await page.getByRole('button', { name: 'Make this my store: Edison' }).click();
  await expect(page).toHaveURL(/\/en\/location$/);
  await expect(page.locator('#store-results + ul > li').first()).toContainText('EdisonMy store');
  // A client navigation: the router's request goes through the proxy with the cookie too.
  await page.getByRole('banner').getByRole('link', { name: 'Lotte Plaza Market home' }).click();
  await expect(page.getByRole('region', { name: 'Edison, New Jersey' })).toBeVisible();
});
