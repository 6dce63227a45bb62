import { expect, hydrating, ownAddress, test } from './fixtures';
import { comeInAsAdmin, moveToTrash } from './admin-session';

test.beforeEach(async ({ page }) => ownAddress(page));

test.describe('/admin/faq', () => {
  // Issue 51: the FAQ is kept by staff through the back office's engine.
  test('a question written and its answer changed in the back office are on /faq, with its links, and in its search; the trash takes it away', async ({ page, browser }) => {
    const mark = Date.now().toString(36);
    await comeInAsAdmin(page);
    await page.goto('/en/admin/faq/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New question' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Group' })).toHaveValue('other');
    await page.getByLabel('Question (Korean)').fill(`주차는 몇 시간 무료인가요? ${mark}`);
    await page.getByLabel('Question (English)').fill(`How long is parking free? ${mark}`);
    await page.getByLabel('Answer (Korean)').fill('두 시간 무료입니다.');
    await page.getByLabel('Answer (English)').fill('Two hours.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/admin\/faq\/\d+\?saved=1$/);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();

    // Published, its answer changed: a prepared change until published, then /faq shows it.
    await page.getByLabel('Answer (English)').fill(`Three hours with a receipt. The weekly sale lists this week's prices. ${mark}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved as a prepared change.' })).toBeVisible();
    await page.getByRole('region', { name: 'Prepared change' }).getByRole('button', { name: 'Publish the change now' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The change is published' })).toBeVisible();

    const visitorContext = await browser.newContext();
    const visitor = hydrating(await visitorContext.newPage());
    const question = visitor.getByRole('main').locator('summary').filter({ hasText: `How long is parking free? ${mark}` });
    await expect(async () => {
      await visitor.goto('/en/faq?tab=6');
      await expect(question).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await question.click();
    const answer = visitor.getByRole('main').locator('details').filter({ has: visitor.locator('summary', { hasText: `How long is parking free? ${mark}` }) });
    await expect(answer).toContainText('Three hours with a receipt.');
    await expect(answer.getByRole('link', { name: 'weekly sale' })).toHaveAttribute('href', '/en/sale');

    await visitor.goto(`/en/faq?q=${mark}`);
    await expect(visitor.getByRole('heading', { level: 2, name: `1 result for “${mark}”` })).toBeVisible();
    await expect(visitor.getByRole('main').locator('details')).toContainText(['Three hours with a receipt.']);

    await moveToTrash(page);
    await expect(page).toHaveURL(/\/en\/admin\/faq\?deleted=1$/);
    await visitor.goto('/en/faq?tab=6');
    await expect(question).toHaveCount(0);
    await visitorContext.close();
  });
});
