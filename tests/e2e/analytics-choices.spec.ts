import { expect, test } from './fixtures';
import { startProductionServer, stopProcess, waitForAnswer, type Started } from './own-server';

/**
 * Issue 52's "done when": in a build whose server has an analytics id, GA loads for a visitor
 * who allows it, never for a browser that sends `Sec-GPC: 1`, on any page, and no more once
 * analytics are turned off on /privacy/choices without the header. GA's own script is answered
 * here by a stand-in: nothing leaves the machine.
 */
const PORT = Number(process.env.E2E_ANALYTICS_PORT ?? 3307);
const origin = `http://127.0.0.1:${PORT}`;
const PAGES = ['/', '/en/sale/maryland', '/location', '/en/career', '/privacy/choices'];

test.describe.configure({ mode: 'serial' });

let app: Started | null = null;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  app = startProductionServer(PORT, { SITE_URL: origin, PGLITE_DIR: 'memory://', DATABASE_URL: '', NEXT_PUBLIC_GA_ID: 'G-TEST0000' });
  await waitForAnswer(`${origin}/api/health`, Date.now() + 200_000, app);
});

test.afterAll(async () => {
  if (app) await stopProcess(app);
});

/** Counts the page's requests for GA's script, answering them with a script that defines nothing. */
async function gaRequests(page: import('@playwright/test').Page): Promise<() => number> {
  let asked = 0;
  await page.route('https://www.googletagmanager.com/**', async (route) => {
    asked += 1;
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* GA stand-in */' });
  });
  return () => asked;
}

test('GA loads for a visitor who allows it', async ({ page }) => {
  const asked = await gaRequests(page);
  await page.goto(`${origin}/en`);
  await expect.poll(asked).toBe(1);
  expect(await page.evaluate(() => typeof (window as { gtag?: unknown }).gtag)).toBe('function');
});

test('a browser that sends Sec-GPC: 1 loads no analytics on any page', async ({ page }) => {
  const asked = await gaRequests(page);
  await page.setExtraHTTPHeaders({ 'Sec-GPC': '1' });
  for (const path of PAGES) {
    await page.goto(`${origin}${path}`);
    await page.waitForLoadState('networkidle');
  }
  expect(asked()).toBe(0);
  expect(await page.evaluate(() => typeof (window as { gtag?: unknown }).gtag)).toBe('undefined');
  await expect(page.getByText('Your browser sends Global Privacy Control', { exact: false }).or(page.getByText('글로벌 개인정보 보호 신호(GPC)', { exact: false }))).toBeVisible();
});

test('turning analytics off on /privacy/choices keeps GA away without the header, until turned on again', async ({ page }) => {
  const asked = await gaRequests(page);
  await page.goto(`${origin}/en/privacy/choices`);
  await expect.poll(asked).toBe(1);
  await page.getByRole('radio', { name: 'Off: do not count the pages I open' }).check();
  await page.getByRole('button', { name: 'Save my choice' }).click();
  await expect(page).toHaveURL(`${origin}/en/privacy/choices?saved=off`);
  await expect(page.getByRole('status')).toHaveText('Saved: analytics are off in this browser.');
  await expect(page.getByText('You turned analytics off in this browser.')).toBeVisible();
  for (const path of PAGES.slice(0, 3)) {
    await page.goto(`${origin}${path}`);
    await page.waitForLoadState('networkidle');
  }
  expect(asked()).toBe(1);

  await page.goto(`${origin}/en/privacy/choices`);
  await page.getByRole('radio', { name: 'On: count the pages I open' }).check();
  await page.getByRole('button', { name: 'Save my choice' }).click();
  await expect(page.getByText('Analytics are on in this browser.')).toBeVisible();
  await expect.poll(asked).toBe(2);
});
