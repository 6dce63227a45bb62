import type { Page } from '@playwright/test';
import { expect, hydrating, ownAddress, test } from './fixtures';
import { ADMIN, signIn } from './admin-session';
import { inNewYork, newYorkWallClock, setServerClock } from './test-clock';

/*
 * Issue 36: a deal scheduled to be published tomorrow is nowhere on the site (list, API, sitemap,
 * its neighbour's links) until its minute, and everywhere from it. The server's clock is moved by
 * the test (lib/server/clock.ts), not by waiting a day.
 */

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cf00000301010018dd8db40000000049454e44ae426082', 'hex');

/** A deal made and saved in the back office (a draft); its id. */
async function newDeal(page: Page, titles: { ko: string; en: string }): Promise<number> {
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  await page.goto('/en/admin/deals/new');
  await page.getByLabel('First day').fill(day(40));
  await page.getByLabel('Last day').fill(day(50));
  await page.getByLabel('Title (Korean)').fill(titles.ko);
  await page.getByLabel('Title (English)').fill(titles.en);
  await page.getByRole('textbox', { name: 'Details (Korean)' }).click();
  await page.keyboard.type('한 상자 $19.99');
  await page.getByRole('group', { name: 'Thumbnail (Korean)' }).locator('input[type=file]').setInputFiles({ name: 'deal.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Thumbnail (Korean)' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/admin\/deals\/\d+\?saved=1$/);
  return Number(/deals\/(\d+)/.exec(page.url())![1]);
}

test.beforeEach(async ({ page }) => ownAddress(page));
test.afterEach(() => setServerClock(null));

test('a deal scheduled for tomorrow 9:00 is absent from the list, the API, the sitemap and its neighbour until that minute, then everywhere', async ({ page, browser, request }) => {
  const mark = Date.now().toString(36);
  const tomorrow = newYorkWallClock(new Date(Date.now() + 86_400_000)).slice(0, 10);
  const now = { ko: `지금 특가 ${mark}`, en: `On now ${mark}` };
  const later = { ko: `내일 특가 ${mark}`, en: `Tomorrow's deal ${mark}` };

  await page.goto('/en/admin/login?next=%2Fadmin%2Fdeals');
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Special deals' })).toBeVisible();
  // The newest public deal: the scheduled one, made after it, will be its next post.
  const neighbour = await newDeal(page, now);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();
  const scheduled = await newDeal(page, later);
  await page.getByLabel('Publish from (New York time)').fill(`${tomorrow}T09:00`);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Scheduled.' })).toBeVisible();
  await page.goto(`/en/admin/deals?q=${mark}`);
  await expect(page.getByRole('row', { name: new RegExp(later.en) })).toContainText('Scheduled');
  await expect(page.getByRole('row', { name: new RegExp(now.en) })).toContainText('Live');

  const visitorContext = await browser.newContext();
  const visitor = hydrating(await visitorContext.newPage());
  const nextPostOf = async (id: number) => ((await (await request.get(`/api/events/${id}`)).json()) as { next_post: { id: number } | null }).next_post;
  const sitemap = async () => (await request.get('/sitemap.xml')).text();
  const inSitemap = (id: number) => new RegExp(`/event/${id}</loc>`);

  // Today, and tomorrow at 8:59: nowhere.
  for (const at of [null, inNewYork(tomorrow, '08:59')]) {
    setServerClock(at);
    await visitor.goto(`/en/event?search=${mark}`);
    await expect(visitor.getByRole('link', { name: new RegExp(now.en) }).first()).toBeVisible();
    await expect(visitor.getByRole('link', { name: new RegExp(later.en) })).toHaveCount(0);
    const listed = await (await request.get(`/api/events?search=${mark}`)).text();
    expect(listed).toContain(now.en);
    expect(listed).not.toContain(later.en);
    expect((await request.get(`/api/events/${scheduled}`)).status()).toBe(404);
    expect((await nextPostOf(neighbour))?.id).not.toBe(scheduled);
    const map = await sitemap();
    expect(map).toMatch(inSitemap(neighbour));
    expect(map).not.toMatch(inSitemap(scheduled));
  }
  await visitor.goto(`/en/event/${neighbour}`);
  await expect(visitor.getByRole('heading', { level: 1, name: now.en })).toBeVisible();
  await expect(visitor.getByRole('link', { name: new RegExp(later.en) })).toHaveCount(0);

  // Tomorrow at 9:00: everywhere, with no job run and no staff action.
  setServerClock(inNewYork(tomorrow, '09:00'));
  await visitor.goto(`/en/event?search=${mark}`);
  await expect(visitor.getByRole('link', { name: new RegExp(later.en) }).first()).toBeVisible();
  expect(await (await request.get(`/api/events?search=${mark}`)).text()).toContain(later.en);
  expect((await request.get(`/api/events/${scheduled}`)).status()).toBe(200);
  expect((await nextPostOf(neighbour))?.id).toBe(scheduled);
  expect(await sitemap()).toMatch(inSitemap(scheduled));
  await visitorContext.close();
  // Next's page cache keeps real time, not the test's: the English page rendered above may be
  // served until its minute is up, so the neighbour is read in Korean (a reader who never chose
  // English), first rendered now.
  const koreanContext = await browser.newContext({ locale: 'ko-KR' });
  const korean = hydrating(await koreanContext.newPage());
  await korean.goto(`/event/${neighbour}`);
  await expect(korean.getByRole('heading', { level: 1, name: now.ko })).toBeVisible();
  await korean.getByRole('link', { name: new RegExp(later.ko) }).click();
  await expect(korean.getByRole('heading', { level: 1, name: later.ko })).toBeVisible();
  await koreanContext.close();
});
