import type { Page } from '@playwright/test';
import { expect, hydrating, ownAddress, seriousA11yViolations, test } from './fixtures';
import { comeInAsAdmin, moveToTrash } from './admin-session';
import { storeTimeOf } from '../../lib/dates';

test.beforeEach(async ({ page }) => ownAddress(page));

/** Signs in and writes a new notice's titles and bodies (an English body only where given), unsaved. */
async function writeNotice(page: Page, notice: { titleKo: string; titleEn: string; bodyKo: string; bodyEn?: string }) {
  await comeInAsAdmin(page);
  await page.goto('/en/admin/announcements/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New announcement' })).toBeVisible();
  await page.getByLabel('Title (Korean)').fill(notice.titleKo);
  await page.getByLabel('Title (English)').fill(notice.titleEn);
  await page.getByRole('textbox', { name: 'Body (Korean)' }).click();
  await page.keyboard.type(notice.bodyKo);
  if (notice.bodyEn === undefined) return;
  await page.getByRole('textbox', { name: 'Body (English)' }).click();
  await page.keyboard.type(notice.bodyEn);
}

test.describe('/admin/announcements', () => {
  test('a notice with an attachment, written in the back office, is on /announcement at once; an attachment of the wrong kind is refused', async ({ page, browser }) => {
    const mark = Date.now().toString(36);
    await writeNotice(page, { titleKo: `주차장 공사 안내 ${mark}`, titleEn: `Parking lot works ${mark}`, bodyKo: '주차장 일부를 사용할 수 없습니다.', bodyEn: 'Part of the lot is closed.' });
    const first = page.getByRole('group', { name: 'Attachment 1' });
    await first.locator('input[type=file]').setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expect(first.getByRole('alert')).toContainText('Only doc, docx');
    await first.locator('input[type=file]').setInputFiles({ name: `map-${mark}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await expect(first.getByRole('link', { name: `map-${mark}.pdf` })).toBeVisible();
    // A new notice with an attachment just uploaded: a state admin-pages.spec.ts's walk does not show.
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The list is rendered per request from the data cache, which holds it before the save.
    const visitorContext = await browser.newContext();
    const visitor = hydrating(await visitorContext.newPage());
    await visitor.goto('/en/announcement');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/en\/admin\/announcements\/\d+\?saved=1$/);
    const id = Number(/announcements\/(\d+)/.exec(page.url())![1]);

    // A new record is a draft: not on the site, but staff see it in the preview, marked so.
    expect((await visitor.goto(`/en/announcement/${id}`))?.status()).toBe(404);
    const preview = await page.context().newPage();
    await preview.goto(`/api/preview?kind=announcement&id=${id}&locale=en`);
    await expect(preview.getByRole('heading', { level: 1, name: `Parking lot works ${mark}` })).toBeVisible();
    await expect(preview.getByRole('status').filter({ hasText: 'Preview' })).toBeVisible();
    await expect(preview.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
    await preview.close();
    // A preview link opens nothing for a visitor who is not signed in.
    await visitor.goto(`/api/preview?kind=announcement&id=${id}&locale=en`);
    await expect(visitor).toHaveURL(/\/en\/admin\/login/);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();

    await visitor.goto('/en/announcement');
    await expect(visitor.getByRole('link', { name: new RegExp(`Parking lot works ${mark}`) })).toBeVisible();
    await visitor.goto(`/en/announcement/${id}`);
    await expect(visitor.getByRole('heading', { level: 1, name: `Parking lot works ${mark}` })).toBeVisible();
    await expect(visitor.getByRole('link', { name: new RegExp(`map-${mark}\\.pdf`) })).toBeVisible();
    await visitorContext.close();
  });

  test('an older revision restores the title and body on the site; a trashed notice is gone and comes back on restore', async ({ page, browser }) => {
    const mark = Date.now().toString(36);
    await writeNotice(page, { titleKo: `휴무 안내 ${mark}`, titleEn: `Closed on Monday ${mark}`, bodyKo: '월요일에 쉽니다.', bodyEn: 'The store is closed on Monday.' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/admin\/announcements\/\d+\?saved=1$/);
    const id = Number(/announcements\/(\d+)/.exec(page.url())![1]);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();

    // A second save to the published notice is a prepared change: visitors still read Monday while
    // staff preview Tuesday and compare it with what is live; published now, the site shows it.
    await page.getByLabel('Title (English)').fill(`Closed on Tuesday ${mark}`);
    await page.getByRole('textbox', { name: 'Body (English)' }).click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('The store is closed on Tuesday.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved as a prepared change.' })).toBeVisible();
    const change = page.getByRole('region', { name: 'Prepared change' });
    await expect(change).toContainText('Saved by');
    const visitorContext = await browser.newContext();
    const visitor = hydrating(await visitorContext.newPage());
    await visitor.goto(`/en/announcement/${id}`);
    await expect(visitor.getByRole('heading', { level: 1, name: `Closed on Monday ${mark}` })).toBeVisible();
    const [preview] = await Promise.all([page.context().waitForEvent('page'), change.getByRole('link', { name: 'Preview the change' }).click()]);
    await expect(preview.getByRole('heading', { level: 1, name: `Closed on Tuesday ${mark}` })).toBeVisible();
    await expect(preview.getByRole('main')).toContainText('The store is closed on Tuesday.');
    await preview.close();
    await change.getByRole('link', { name: 'Compare with what is live' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/admin/revisions/announcement/${id}\\?a=\\d+&b=\\d+`));
    await expect(page.locator('ins').filter({ hasText: 'Tuesday' }).first()).toBeVisible();
    await expect(page.locator('del').filter({ hasText: 'Monday' }).first()).toBeVisible();
    await page.goBack();
    await page.getByRole('region', { name: 'Prepared change' }).getByRole('button', { name: 'Publish the change now' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The change is published' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Prepared change' })).toHaveCount(0);
    await expect(async () => {
      await visitor.goto(`/en/announcement/${id}`);
      await expect(visitor.getByRole('heading', { level: 1, name: `Closed on Tuesday ${mark}` })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });

    // The revisions compare the two versions, and the first comes back in two clicks.
    await page.getByRole('link', { name: 'Revisions' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/admin/revisions/announcement/${id}`));
    const published = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Published', exact: true }) });
    await published.locator('summary', { hasText: 'Restore this revision' }).click();
    await published.getByRole('button', { name: 'Restore this revision' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The older revision was restored.' })).toBeVisible();
    // Asked again while Next finishes a regeneration that another project's write started.
    await expect(async () => {
      await visitor.goto(`/en/announcement/${id}`);
      await expect(visitor.getByRole('heading', { level: 1, name: `Closed on Monday ${mark}` })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expect(visitor.getByRole('main')).toContainText('The store is closed on Monday.');
    await expect(visitor.getByRole('main')).not.toContainText('Tuesday');

    // The trash takes it off the site at once; restored, it is back as it was.
    await page.goto(`/en/admin/announcements/${id}`);
    await moveToTrash(page);
    await expect(page).toHaveURL(/\/en\/admin\/announcements\?deleted=1$/);
    expect((await visitor.goto(`/en/announcement/${id}`))?.status()).toBe(404);
    await visitor.goto(`/en/announcement?search=${mark}`);
    await expect(visitor.getByRole('link', { name: new RegExp(mark) })).toHaveCount(0);
    await page.goto('/en/admin/trash');
    // Staff lists name a record by its Korean title.
    const trashed = page.getByRole('row').filter({ hasText: `휴무 안내 ${mark}` });
    await expect(trashed).toContainText('Announcement');
    await trashed.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Restored.' })).toBeVisible();
    await visitor.goto(`/en/announcement/${id}`);
    await expect(visitor.getByRole('heading', { level: 1, name: `Closed on Monday ${mark}` })).toBeVisible();
    await visitorContext.close();
  });

  // Issue 50, item 2: no job and no window. The list's first page and the home page are kept in
  // Next's page cache; each lives until the next publishing boundary, so the first visit after
  // the minute is rendered afresh. (Under decision 010 they showed it within a minute.) Its own
  // page, a 404 before the minute (the proxy asks the database, exact to the moment), is there after.
  test('a notice scheduled for the next minute is on the cached list, the home page and its own page at that minute, not before; so is a change prepared to a live notice', async ({ page, browser }) => {
    test.setTimeout(150_000);
    const mark = Date.now().toString(36);
    // A live notice, and a change to it prepared to be published at the minute.
    await writeNotice(page, { titleKo: `주차 공지 ${mark}`, titleEn: `Parking as it is ${mark}`, bodyKo: '주차 안내입니다.' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/en\/admin\/announcements\/\d+\?saved=1$/);
    const changed = page.url().replace(/\?saved=1$/, '');
    const changedId = Number(/announcements\/(\d+)/.exec(changed)![1]);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();
    await page.getByLabel('Title (English)').fill(`Parking from the minute ${mark}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved as a prepared change.' })).toBeVisible();

    await writeNotice(page, { titleKo: `정각 공지 ${mark}`, titleEn: `On the minute ${mark}`, bodyKo: '정각에 게시됩니다.' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/en\/admin\/announcements\/\d+\?saved=1$/);
    const id = Number(/announcements\/(\d+)/.exec(page.url())![1]);
    // The next minute at least 20 s away (a change to schedule and three pages to see before it), as the form takes it: New York time.
    const minute = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000;
    const atMinute = storeTimeOf(new Date(minute));
    await page.getByLabel('Publish from (New York time)').fill(atMinute);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Scheduled.' })).toBeVisible();
    await page.goto(changed);
    await page.getByLabel('Publish the change at (New York time)').fill(atMinute);
    await page.getByRole('button', { name: 'Publish at this time' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The change will be published at that time.' })).toBeVisible();

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    const notice = visitor.getByRole('main').getByRole('link', { name: new RegExp(`On the minute ${mark}`) });
    for (const address of ['/en/announcement', '/en']) {
      await visitor.goto(address);
      await expect(visitor.getByRole('main')).toBeVisible();
      await expect(notice, `${address} before the minute`).toHaveCount(0);
    }
    expect((await visitor.goto(`/en/announcement/${id}`))?.status(), 'its page before the minute').toBe(404);
    await visitor.goto(`/en/announcement/${changedId}`);
    await expect(visitor.getByRole('heading', { level: 1, name: `Parking as it is ${mark}` })).toBeVisible();
    expect(Date.now(), 'the pages were seen before the minute').toBeLessThan(minute);
    await visitor.waitForTimeout(minute + 1_000 - Date.now());
    for (const address of ['/en/announcement', '/en']) {
      await visitor.goto(address);
      await expect(notice, `${address} after the minute`).toHaveCount(1);
    }
    expect((await visitor.goto(`/en/announcement/${id}`))?.status(), 'its page after the minute').toBe(200);
    await expect(visitor.getByRole('heading', { level: 1, name: `On the minute ${mark}` })).toBeVisible();
    // The worker publishes the change within a quarter of a minute of its time.
    await expect(async () => {
      await visitor.goto(`/en/announcement/${changedId}`);
      await expect(visitor.getByRole('heading', { level: 1, name: `Parking from the minute ${mark}` })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await visitorContext.close();
  });
});
