import type { Page } from '@playwright/test';
import { acceptCookies, expect, seriousA11yViolations, test } from './fixtures';

/*
 * The board as a real browser walks it: the list, a notice opened in place, previous and next, List
 * and Back, Next's page cache. Below the browser: the pages' canonical, titles and which list pages
 * and ids are 404 (tests/api/page-metadata.test.ts), the 404 page's words for a missing notice
 * (tests/unit/not-found-page.test.tsx; the 404 itself: routing.spec.ts), the sitemap's notices
 * (tests/api/sitemap.test.ts), the API's lists (tests/api/content-reads.test.ts).
 */

test.beforeEach(async ({ page }) => acceptCookies(page));

/** The board's rows: links into a notice's detail view. */
const rows = (page: Page) => page.getByRole('main').getByRole('listitem').locator('a[href*="/announcement/"]');

/**
 * The demo notices' titles by id. Which notice is newest follows the day the demo was seeded
 * (holiday notices are posted before their holiday); ids follow the order they were posted in.
 */
async function noticeTitles(page: Page): Promise<Map<number, { title: string; title_eng: string }>> {
  const pages = await Promise.all(['/api/announcement/', '/api/announcement/?page=2'].map(async (url) => (await (await page.request.get(url)).json()).results));
  return new Map(pages.flat().map((notice: { id: number; title: string; title_eng: string }) => [notice.id, notice]));
}

test.describe('/announcement', () => {
  test('lists the notices newest first, numbered across pages, ten a page', async ({ page }) => {
    await page.goto('/announcement');
    await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
    await expect(page.getByText('총 15건')).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    const titles = await noticeTitles(page);
    await expect(rows(page).first()).toContainText('15');
    await expect(rows(page).first()).toContainText(titles.get(15)!.title);
    await expect(rows(page).last()).toContainText('6');
    await expect(rows(page).last()).toContainText(titles.get(6)!.title);

    await page.getByRole('navigation', { name: '페이지' }).getByRole('link', { name: '2 페이지' }).click();
    await expect(page).toHaveURL(/\/announcement\?page=2$/);
    await expect(rows(page)).toHaveCount(5);
    await expect(rows(page).first()).toContainText('5');
    await expect(rows(page).last()).toContainText('롯데플라자 마켓 웹사이트가 새롭게 단장했습니다');
    await expect(page).toHaveTitle(/공지사항 2페이지/);
  });

  test('a notice opens in place; previous and next walk the board; List returns to the same page; so does Back', async ({ page }) => {
    const titles = await noticeTitles(page);
    const [older, notice, newer] = [4, 5, 6].map((id) => titles.get(id)!.title_eng);
    await page.goto('/en/announcement?page=2');
    await rows(page).first().click();
    await expect(page).toHaveURL(/\/en\/announcement\/5\?page=2$/);
    await expect(page.getByRole('heading', { level: 1, name: notice })).toBeVisible();
    // The list's head goes once the router has swapped it for the notice's.
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/announcement\/5$/);

    const adjacent = page.getByRole('navigation', { name: 'Other posts' });
    await expect(adjacent.getByRole('link')).toHaveText([older!, newer!]);
    await adjacent.getByRole('link', { name: newer }).click();
    await expect(page).toHaveURL(/\/announcement\/6\?page=2$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newer!);

    await page.getByRole('link', { name: 'List' }).click();
    await expect(page).toHaveURL(/\/en\/announcement\?page=2$/);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newer!);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice!);
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/announcement\?page=2$/);
    await expect(page.getByText('15 announcements')).toBeVisible();
  });

  test('a notice served from the page cache keeps the list page it was opened from', async ({ page }) => {
    // The first visit renders the page into Next's cache; the list page rides in the query.
    await page.goto('/en/announcement/7');
    const cached = await page.goto('/en/announcement/7?page=2');
    expect(cached?.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
    const adjacent = page.getByRole('navigation', { name: 'Other posts' });
    for (const link of await adjacent.getByRole('link').all()) await expect(link).toHaveAttribute('href', /^\/en\/announcement\/\d+\?page=2$/);
    await page.getByRole('link', { name: 'List' }).click();
    await expect(page).toHaveURL(/\/en\/announcement\?page=2$/);
  });

  test('a notice shows its attachment to download, and its body\'s paragraphs and tables; the newest has no next post, the oldest no previous', async ({ page }) => {
    const titles = [...(await noticeTitles(page))];
    // Korean first: a visit to an English page keeps English for the Korean addresses after it.
    const thanksgiving = titles.find(([, notice]) => notice.title === '추수감사절 영업시간 안내')![0];
    await page.goto(`/announcement/${thanksgiving}`);
    await expect(page.getByRole('heading', { level: 1, name: '추수감사절 영업시간 안내' })).toBeVisible();
    const download = page.getByRole('link', { name: 'thanksgiving-hours.pdf 내려받기' });
    const response = await page.request.get((await download.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    await page.goto('/announcement/15');
    await expect(page.getByText('다음 글이 없습니다.')).toBeVisible();

    const policy = titles.find(([, notice]) => notice.title_eng === 'Our return and exchange policy')![0];
    await page.goto(`/en/announcement/${policy}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Our return and exchange policy' })).toBeVisible();
    await expect(page.getByText('Bring your receipt within 30 days of purchase to return or exchange an item.')).toBeVisible();
    // A table staff wrote (issue 49, item 4): a table to a screen reader, its header row column
    // headers; on the narrowest phone it scrolls sideways on its own, never the page, and axe finds
    // nothing serious (a keyboard reaches it to scroll it).
    const rules = page.getByRole('table');
    await expect(rules.getByRole('columnheader', { name: 'Condition' })).toBeVisible();
    await expect(rules.getByRole('row').filter({ hasText: 'Groceries' }).getByRole('cell', { name: 'Unopened' })).toBeVisible();
    await expect(rules).toHaveAttribute('tabindex', '0');
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto('/en/announcement/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Our website has a new look' })).toBeVisible();
    await expect(page.getByText('This is the first post.')).toBeVisible();
  });

  test('the home page\'s mini list opens a notice\'s detail', async ({ page }) => {
    await page.goto('/');
    const second = (await noticeTitles(page)).get(14)!.title;
    const news = page.getByRole('region', { name: '공지사항' });
    await news.getByRole('listitem').getByRole('link').nth(1).click();
    await expect(page).toHaveURL(/\/announcement\/14$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second);
    await page.getByRole('link', { name: '목록' }).click();
    await expect(page).toHaveURL(/\/announcement$/);
  });
});
