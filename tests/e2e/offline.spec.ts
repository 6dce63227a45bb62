import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test } from './fixtures';
import { comeInAsAdmin } from './admin-session';

/*
 * Issue 54's "done when": with the service worker (public/sw.js), a shopper who opened New
 * Jersey's weekly sale with Edison as their store, and put two items on My list, has the sale,
 * My list (still editable) and Edison's page with no connection; a page never opened shows the
 * offline page in its language; back online, a staff edit to the sale is on the next visit.
 * New Jersey's sale is this spec's own (the staff writes' specs edit the other regions'); it runs
 * with the staff writes, after every reader, since it ends with one.
 */
test.use({ serviceWorkers: 'allow' });

const KEPT = ['/en/sale/new-jersey', '/en/sale/my-list', '/en/location', '/en/location-detail/edison-nj', '/en/offline', '/offline'];

test('the sale, My list and My store\'s page open offline; another page is the offline page in its language; online, a staff edit is seen at once', async ({ page, context, baseURL, browser }) => {
  test.setTimeout(120_000);
  await context.addCookies([{ name: 'lp_store', value: 'edison-nj', url: baseURL! }]);
  await page.goto('/en/sale/new-jersey');
  const items = page.getByRole('region', { name: "This week's items" });
  for (let n = 0; n < 2; n += 1) {
    const add = items.getByRole('button', { name: /^Add to my list/, pressed: false }).first();
    await add.click();
  }
  await expect(page.getByRole('link', { name: 'My list (2)' }).first()).toBeVisible();
  // The worker, registered after the load, keeps the pages a shopper needs in the aisle.
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('lp-pages-v1')).keys()).map((request) => new URL(request.url).pathname)), { timeout: 30_000 })
    .toEqual(expect.arrayContaining(KEPT));

  // Installable on a phone, by Chromium's own check (what Lighthouse's installability audit asked
  // before Lighthouse 12 dropped it). Only the full browser with a profile of its own answers it:
  // the headless shell says [] of any page, and a Playwright context is refused as incognito.
  const profile = mkdtempSync(path.join(tmpdir(), 'lotte-install-'));
  const phone = await chromium.launchPersistentContext(profile, { executablePath: '/usr/bin/chromium', args: ['--no-sandbox'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL });
  try {
    const pocket = await phone.newPage();
    const cdp = await phone.newCDPSession(pocket);
    const installability = async (address: string) => {
      await pocket.goto(address);
      await pocket.evaluate(() => navigator.serviceWorker.ready);
      return ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }).installabilityErrors.map((error) => error.errorId);
    };
    expect(await installability('/sale')).toEqual([]);
    expect(await installability('/en/sale')).toEqual([]);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data: string };
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data)).toMatchObject({ start_url: '/en/sale', display: 'standalone', lang: 'en' });
    // The check answers: an address with no manifest is not installable.
    expect(await installability('/api/health')).toContain('no-manifest');
  } finally {
    await phone.close();
    rmSync(profile, { recursive: true, force: true });
  }

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Sale' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline: this page is as it was saved on this device.' })).toContainText(/valid through \w{3} \d{2}, \d{4}/);
  await expect(items.getByRole('button', { name: /^Add to my list/ }).first()).toBeVisible();

  await page.goto('/en/sale/my-list');
  const list = page.getByRole('main').getByRole('listitem').filter({ hasText: 'New Jersey' });
  await expect(list).toHaveCount(2);
  await list.first().getByRole('button', { name: /^Remove/ }).click();
  await expect(list).toHaveCount(1);

  await page.goto('/en/location-detail/edison-nj');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Edison');

  // Never opened: the offline page, in the address's language, with a way to try again.
  await page.goto('/en/career');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: '오프라인 상태입니다' })).toBeVisible();

  // Back online, staff add an item to the sale: the shopper's next visit shows it (pages come from the network first).
  await context.setOffline(false);
  const name = `Offline-test pear ${Date.now().toString(36)}`;
  const staff = await browser.newPage();
  await comeInAsAdmin(staff);
  await staff.goto('/en/admin/sales');
  await staff.getByLabel('Region').selectOption('4');
  await staff.getByRole('button', { name: 'Show' }).click();
  await expect(staff).toHaveURL(/location=4/);
  await staff.getByRole('row').filter({ hasText: 'On sale' }).getByRole('link').click();
  await staff.getByLabel('Rows pasted from a spreadsheet').fill(`배\t${name}\t\t$1.99\t\tea\tproduce\tkorean`);
  await staff.getByRole('button', { name: 'Check the import' }).click();
  await staff.getByRole('region', { name: 'What this import will do' }).getByRole('button', { name: 'Import', exact: true }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible();
  await staff.close();

  await page.goto('/en/sale/new-jersey');
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0);
});
