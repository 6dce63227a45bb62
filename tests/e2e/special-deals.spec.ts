import type { Page } from '@playwright/test';
import { acceptCookies, expect, test } from './fixtures';

/*
 * What needs a browser and the real server on /event: the pager (a new page from its top), the
 * filter form (a location applies at once, a keyword with Enter), a deal opened with its list in
 * the address and served from the page cache, and what prefetching downloads. The cards' words,
 * pictures and language tags, the count and the pager's blocks are tested in
 * tests/unit/deal-results.test.tsx; the deals' order, filters and neighbours in
 * tests/api/content-reads.test.ts and tests/unit/detail-board.test.tsx.
 */

test.beforeEach(async ({ page }) => acceptCookies(page));

/**
 * Follows the page's requests from now on; `quiet()` resolves once none has been open for half a
 * second (as Playwright's networkidle, but at any moment of the page's life, not only after its load).
 */
function followNetwork(page: Page) {
  let open = 0;
  let changed = Date.now();
  const start = () => {
    open += 1;
    changed = Date.now();
  };
  const end = () => {
    open = Math.max(0, open - 1);
    changed = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return { quiet: () => expect.poll(() => open === 0 && Date.now() - changed >= 500, { timeout: 15_000 }).toBe(true) };
}

test.describe('special deals', () => {
  test('shows the deals on now first, and a new page from its top', async ({ page }) => {
    await page.goto('/en/event');
    const statuses = page.getByRole('main').locator('[data-status]');
    await expect(statuses.first()).toHaveText('On now');
    const shown = await statuses.allTextContents();
    const order = ['On now', 'Coming soon', 'Ended'];
    expect([...shown].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(shown);

    const pager = page.getByRole('navigation', { name: 'Pages' });
    await pager.scrollIntoViewIfNeeded();
    await pager.getByRole('link', { name: 'Page 4' }).click();
    await expect(page).toHaveURL(/\/en\/event\?page=4$/);
    const count = page.getByText(/^\d+ deals$/);
    await expect(count).toBeInViewport();
    await expect(count).toBeFocused();
    await expect(statuses.last()).toHaveText('Ended');
  });

  test('filters by location at once, and by keyword with Enter, keeping both in the address; says when nothing matches', async ({ page }) => {
    await page.goto('/en/event');
    // A visitor's choice starts with the select focused (Playwright's selectOption alone does not focus).
    await page.getByLabel('Location').focus();
    await page.getByLabel('Location').selectOption({ label: 'New Jersey' });
    await expect(page).toHaveURL(/\/en\/event\?location=4$/);
    await expect(page.getByText(/^\d+ deals?$/)).toBeVisible();
    // Each list is a page of its own (a cached view); the control just used keeps the focus.
    await expect(page.getByLabel('Location')).toBeFocused();
    await page.getByLabel('Keyword').fill('dumplings');
    await page.getByLabel('Keyword').press('Enter');
    await expect(page).toHaveURL(/\/en\/event\?location=4&search=dumplings$/);
    await expect(page.getByLabel('Keyword')).toBeFocused();
    await expect(page.getByRole('link', { name: /New Jersey weekly pick: frozen dumplings/ })).toBeVisible();
    await expect(page.getByText('1 deal', { exact: true })).toBeVisible();

    await page.getByLabel('Keyword').fill('zzzz-nothing');
    await page.getByLabel('Keyword').press('Enter');
    await expect(page).toHaveURL(/\/en\/event\?location=4&search=zzzz-nothing$/);
    await expect(page.getByText('No search results found.')).toBeVisible();
  });

  test('opens a deal at /event/{id} with its picture and terms; a deal is served from the page cache, and List returns to the filtered list it was opened from', async ({ page }) => {
    await page.goto('/en/event?location=3');
    await page.getByRole('link', { name: /Jacksonville food court specials/ }).click();
    await expect(page).toHaveURL(/\/en\/event\/38\?location=3$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jacksonville food court specials');
    // Within the 60 characters search results show: the section goes first.
    await expect(page).toHaveTitle('Jacksonville food court specials | Lotte Plaza Market');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /At our 17th store in Jacksonville/);
    await expect(page.getByText('Deal period')).toBeVisible();
    // The deal's own picture, in the page's language.
    const picture = page.getByRole('article').locator('img[src*="deal-38-en.webp"]');
    await expect(picture).toBeVisible();
    await expect(picture).toHaveJSProperty('complete', true);
    await expect(page.getByRole('link', { name: 'Download deal-38-terms.pdf' })).toHaveAttribute('href', /\/api\/files\/\d+\/deal-38-terms\.pdf\?v=[0-9a-f]{12}$/);
    await page.getByRole('link', { name: 'List' }).click();
    await expect(page).toHaveURL(/\/en\/event\?location=3$/);
    await expect(page.getByLabel('Location')).toHaveValue('3');

    // The first visit renders a deal into Next's cache; the list rides in the query.
    await page.goto('/en/event/37');
    const cached = await page.goto('/en/event/37?location=3&page=1');
    expect(cached?.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
    await expect(page.getByRole('link', { name: 'List' })).toHaveAttribute('href', '/en/event?location=3');
    await page.getByRole('link', { name: 'List' }).click();
    await expect(page).toHaveURL(/\/en\/event\?location=3$/);
  });

  test('prefetching the deals in view does not download their pages\' pictures', async ({ page }) => {
    const pictures: string[] = [];
    const prefetches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/_next/image' && /deal-\d+/.test(url.searchParams.get('url') ?? '')) pictures.push(`${url.searchParams.get('url')} ${url.searchParams.get('w')}`);
      if (/^\/event\/\d+$/.test(url.pathname) && url.searchParams.has('_rsc')) prefetches.push(url.pathname);
    });
    const network = followNetwork(page);
    await page.goto('/event');
    await expect.poll(() => prefetches.length, { timeout: 15_000 }).toBeGreaterThan(0);
    // Whatever the prefetches would fetch has been fetched once the network is quiet.
    await network.quiet();
    // Each picture at the one size its card shows; a deal page's main picture (another size) only once it is opened.
    const widths = new Map<string, Set<string>>();
    for (const entry of pictures) {
      const [picture, width] = entry.split(' ') as [string, string];
      widths.set(picture, (widths.get(picture) ?? new Set()).add(width));
    }
    expect([...widths].filter(([, sizes]) => sizes.size > 1)).toEqual([]);
  });
});
