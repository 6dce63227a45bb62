import { expect, hydrating, ownAddress, PNG, test } from './fixtures';
import { comeInAsAdmin } from './admin-session';

test.beforeEach(async ({ page }) => ownAddress(page));

test.describe('/admin/deals', () => {
  test('a deal with its thumbnail, made in the back office, is on /event at once, as the list says; the form asks for the thumbnail first; a save from a form a colleague saved meanwhile is refused', async ({ page, browser }) => {
    const mark = Date.now().toString(36);
    // Its sale period starts next month: it is public at once, as "coming soon" (no publishing schedule).
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    await comeInAsAdmin(page);
    await page.goto('/en/admin/deals/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New deal' })).toBeVisible();
    await page.getByLabel('First day').fill(day(40));
    await page.getByLabel('Last day').fill(day(50));
    await page.getByLabel('Title (Korean)').fill(`배 특가 ${mark}`);
    await page.getByLabel('Title (English)').fill(`Asian pear week ${mark}`);
    await page.getByRole('textbox', { name: 'Details (Korean)' }).click();
    await page.keyboard.type('신고배 한 상자 $19.99');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please add the thumbnail.')).toBeVisible();
    await page.getByRole('group', { name: 'Thumbnail (Korean)' }).locator('input[type=file]').setInputFiles({ name: `pear-${mark}.png`, mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Thumbnail (Korean)' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/en\/admin\/deals\/\d+\?saved=1$/);
    const id = Number(/deals\/(\d+)/.exec(page.url())![1]);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();

    // No lost edits: the deal open twice, saved in one; the other's save is refused and keeps what was typed.
    const other = await page.context().newPage();
    await other.goto(`/en/admin/deals/${id}`);
    await page.getByLabel('Title (English)').fill(`Asian pear days ${mark}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved as a prepared change.' })).toBeVisible();
    await other.getByLabel('Title (English)').fill(`Asian pear sale ${mark}`);
    await other.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(other.getByRole('alert').filter({ hasText: 'saved a change to this record at' })).toBeVisible();
    await expect(other.getByRole('link', { name: /Compare the versions/ })).toHaveAttribute('href', new RegExp(`/en/admin/revisions/deal/${id}\\?a=\\d+&b=\\d+$`));
    await expect(other.getByLabel('Title (English)')).toHaveValue(`Asian pear sale ${mark}`);
    await other.close();
    // The deal is public: the saved change waits beside it until it is published.
    await page.getByRole('region', { name: 'Prepared change' }).getByRole('button', { name: 'Publish the change now' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The change is published' })).toBeVisible();

    await page.goto(`/en/admin/deals?q=${mark}`);
    await expect(page.getByRole('row', { name: new RegExp(`Asian pear days ${mark}`) })).toContainText('Coming soon, public');

    const visitorContext = await browser.newContext();
    const visitor = hydrating(await visitorContext.newPage());
    await visitor.goto(`/en/event?search=${mark}`);
    await expect(visitor.getByRole('link', { name: new RegExp(`Asian pear days ${mark}`) }).first()).toBeVisible();
    await expect(visitor.getByRole('main').locator('[data-status]')).toHaveText(['Coming soon']);
    await visitor.goto(`/en/event/${id}`);
    await expect(visitor.getByRole('heading', { level: 1, name: `Asian pear days ${mark}` })).toBeVisible();
    await visitorContext.close();
  });
});
