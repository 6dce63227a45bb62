import { expect, hydrating, ownAddress, PNG, test } from './fixtures';
import { comeInAsAdmin } from './admin-session';

/*
 * Issue 37, item 1: a store's details are records staff edit in /admin/stores; its page, its
 * JSON-LD and the locator show the change at once. The store is put back as it was at the end,
 * for the suites that run after this one (the clock's).
 */

test.beforeEach(async ({ page }) => ownAddress(page));

test('an admin changes a store\'s phone, Sunday hours, food court and front photo; the store page, its JSON-LD and the locator show them', async ({ page, browser, isMobile }) => {
  test.skip(isMobile, 'one store, edited once: the phone project would edit it beside the desktop one');
  test.setTimeout(120_000);
  await comeInAsAdmin(page);
  await page.goto('/en/admin/stores');
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Gaithersburg' });
  await expect(row).toContainText('301-555-0105');
  await expect(row).toContainText('Daily 9:00 AM – 10:00 PM');
  // The name is the link: on a phone the first column is what is in view.
  await row.getByRole('link', { name: 'Gaithersburg', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gaithersburg: store details' })).toBeVisible();

  const before = { tel: await page.getByLabel('Phone').inputValue(), sunday: await page.getByRole('group', { name: 'Sunday' }).getByLabel('Closes').inputValue() };
  expect(before).toEqual({ tel: '301-555-0105', sunday: '22:00' });
  await page.getByLabel('Phone').fill('(301) 555 017');
  await page.getByLabel('ZIP code').fill('2087');
  await page.getByRole('button', { name: 'Save the store' }).click();
  await expect(page.getByText('Enter a ten-digit phone number, such as 410-555-0101.')).toBeVisible();
  await expect(page.getByText('Enter a five-digit ZIP code.')).toBeVisible();
  // Typed as staff type it: saved as the site writes it.
  await page.getByLabel('Phone').fill('(301) 555 0177');
  await page.getByLabel('ZIP code').fill('20877');
  await page.getByRole('group', { name: 'Sunday' }).getByLabel('Closes').fill('20:00');
  await page.getByRole('group', { name: 'Monday' }).getByLabel('Closed').check();
  await expect(page.getByRole('group', { name: 'Monday' }).getByLabel('Opens')).toBeDisabled();
  await page.getByLabel('Food court', { exact: true }).check();
  await page.getByLabel('Food court restaurants (Korean), one a line').fill('분식\n치킨');
  await page.getByLabel('Food court restaurants (English), one a line').fill('Korean snacks');
  await page.getByRole('button', { name: 'Save the store' }).click();
  await expect(page.getByText('List as many restaurants in English as in Korean, in the same order.')).toBeVisible();
  await page.getByLabel('Food court restaurants (English), one a line').fill('Korean snacks\nFried chicken');
  await page.getByRole('group', { name: 'Photo 1: storefront' }).locator('input[type=file]').setInputFiles({ name: 'gaithersburg-front.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Photo 1: storefront' })).toHaveAttribute('src', /^\/api\/files\/\d+\/gaithersburg-front\.png\?v=/);
  await page.getByRole('button', { name: 'Save the store' }).click();
  // The outcome shows where the eye is: beside Save, held at the foot of the screen (a long form).
  const saved = page.getByRole('status').filter({ hasText: 'Saved. The store page and the store locator show it now.' });
  await expect(saved).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Save the store' })).toBeInViewport();

  const context = await browser.newContext();
  const shopper = hydrating(await context.newPage());
  await shopper.goto('/en/location-detail/gaithersburg-md');
  await expect(shopper.getByRole('link', { name: '301-555-0177' })).toHaveAttribute('href', 'tel:301-555-0177');
  const week = shopper.locator('table').filter({ hasText: 'Sunday' });
  await expect(week.getByRole('row', { name: /Sunday/ })).toContainText('9:00 AM – 8:00 PM');
  await expect(week.getByRole('row', { name: /Monday/ })).toContainText('Closed');
  await shopper.getByRole('button', { name: 'Food Court', exact: true }).click();
  await expect(shopper.getByRole('dialog', { name: 'Food court' })).toContainText('Fried chicken');
  await shopper.keyboard.press('Escape');
  const ld = await shopper.locator('script[type="application/ld+json"]').allTextContents();
  const store = ld.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'GroceryStore');
  expect(store.telephone).toBe('+1-301-555-0177');
  expect(store.image).toMatch(/\/api\/files\/\d+\/gaithersburg-front\.png\?v=/);
  expect(store.openingHoursSpecification.map((day: { dayOfWeek: string }) => day.dayOfWeek)).not.toContain('https://schema.org/Monday');
  expect(store.openingHoursSpecification).toContainEqual({ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Sunday', opens: '09:00', closes: '20:00' });
  await shopper.goto('/en/location?state=MD');
  await expect(shopper.getByRole('listitem').filter({ has: shopper.getByRole('button', { name: /^Gaithersburg/ }) })).toContainText('301-555-0177');
  await context.close();

  // Put back as it was: the phone, the week and no food court (the photo stays, as a store's would).
  await page.getByLabel('Phone').fill(before.tel);
  await page.getByRole('group', { name: 'Sunday' }).getByLabel('Closes').fill(before.sunday);
  await page.getByRole('group', { name: 'Monday' }).getByLabel('Closed').uncheck();
  await page.getByRole('group', { name: 'Monday' }).getByLabel('Opens').fill('09:00');
  await page.getByRole('group', { name: 'Monday' }).getByLabel('Closes').fill('22:00');
  await page.getByLabel('Food court', { exact: true }).uncheck();
  await page.getByLabel('Food court restaurants (Korean), one a line').fill('');
  await page.getByLabel('Food court restaurants (English), one a line').fill('');
  // The first save's message is still there: wait for this save's answer itself.
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/en/admin/stores/gaithersburg-md');
  await page.getByRole('button', { name: 'Save the store' }).click();
  expect((await answered).ok()).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  // The save's own refresh of the page, if still under way, aborts the next address: go again then.
  await expect(async () => {
    await page.goto('/en/admin/stores');
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('row').filter({ hasText: 'Gaithersburg' })).toContainText('Daily 9:00 AM – 10:00 PM');
});
