import type { Dialog, Page } from '@playwright/test';
import { expect, ownAddress, test } from './fixtures';
import { comeInAsAdmin, openAdminMenu } from './admin-session';

test.beforeEach(async ({ page }) => ownAddress(page));

const QUESTION = 'This page has changes that are not saved. Leave it and lose them?';

/** Every dialog the page opens, answered with `answer.accept` at the time. */
function answering(page: Page) {
  const dialogs: Dialog[] = [];
  const answer = { accept: false };
  page.on('dialog', (dialog) => {
    dialogs.push(dialog);
    void (answer.accept ? dialog.accept() : dialog.dismiss());
  });
  return { dialogs, answer };
}

async function menuLink(page: Page, name: string) {
  await openAdminMenu(page);
  return page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name });
}

test.describe('/admin: a form with changes not saved', () => {
  test('leaving an edited form asks first, by a link or Back; reloading it has the browser ask', async ({ page }) => {
    const { dialogs, answer } = answering(page);
    await comeInAsAdmin(page);
    await page.goto('/en/admin/announcements');
    await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
    await page.getByRole('link', { name: 'New announcement' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New announcement' })).toBeVisible();

    // Untouched, it lets go without a word.
    await (await menuLink(page, 'Job postings')).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Job postings' })).toBeVisible();
    expect(dialogs).toEqual([]);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'New announcement' })).toBeVisible();

    // Typed with the keyboard, as a person does (the browser's own question needs a person's input).
    const title = page.getByLabel('Title (English)');
    await title.click();
    await page.keyboard.type('Half-written notice');

    // A menu link asks; declined, the page and the text stay.
    await (await menuLink(page, 'Job postings')).click();
    await expect.poll(() => dialogs.length).toBe(1);
    expect(dialogs[0]!.type()).toBe('confirm');
    expect(dialogs[0]!.message()).toBe(QUESTION);
    await expect(page).toHaveURL(/\/en\/admin\/announcements\/new$/);
    await expect(title).toHaveValue('Half-written notice');

    // So does Back.
    await page.goBack();
    await expect.poll(() => dialogs.length).toBe(2);
    expect(dialogs[1]!.message()).toBe(QUESTION);
    await expect(page).toHaveURL(/\/en\/admin\/announcements\/new$/);
    await expect(title).toHaveValue('Half-written notice');

    // Agreed: the link goes where it points.
    answer.accept = true;
    await (await menuLink(page, 'Job postings')).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Job postings' })).toBeVisible();
    expect(dialogs).toHaveLength(3);
    // And the history is as if nothing had been held: Back comes to the form once, then to the list.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'New announcement' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
    expect(dialogs).toHaveLength(3);

    // Reloading an edited form: the browser's own question (accepted, the form starts empty).
    await page.getByRole('link', { name: 'New announcement' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New announcement' })).toBeVisible();
    await title.click();
    await page.keyboard.type('Half-written notice');
    await page.reload();
    expect(dialogs.slice(3).map((dialog) => dialog.type())).toEqual(['beforeunload']);
    await expect(title).toHaveValue('');
  });
});
