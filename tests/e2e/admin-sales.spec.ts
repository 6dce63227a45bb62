import { expect, hydrating, ownAddress, seriousA11yViolations, test } from './fixtures';
import { ADMIN, signIn } from './admin-session';

test.beforeEach(async ({ page }) => ownAddress(page));

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cf00000301010018dd8db40000000049454e44ae426082', 'hex');

test.describe('/admin/sales', () => {
  test("a flyer uploaded in the back office is on /sale at once; a file that is not an image is refused in the admin's language", async ({ page, browser }, testInfo) => {
    // Each project replaces the flyer of a region of its own, so the two never see each other's.
    const location = testInfo.project.use.isMobile ? 3 : 2;
    const name = `flyer-${Date.now().toString(36)}.png`;
    await page.goto(`/en/admin/login?next=%2Fadmin%2Fsales`);
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly sales' })).toBeVisible();
    await page.getByLabel('Region').selectOption(String(location));
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(new RegExp(`location=${location}`));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('row').filter({ hasText: 'On sale' }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit weekly sale' })).toBeVisible();
    await expect(page.getByText(/^Sale period: \w{3} \d{2}, \d{4} – \w{3} \d{2}, \d{4}$/)).toBeVisible();

    const korean = page.getByRole('group', { name: 'Korean / English' });
    await korean.locator('input[type=file]').setInputFiles({ name: 'flyer.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(korean.getByRole('alert')).toHaveText('Only jpg, jpeg, png, webp files can be uploaded here.');
    await korean.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
    await expect(korean.getByRole('img', { name: 'Korean / English' })).toHaveAttribute('src', new RegExp(`/api/files/\\d+/${name}$`));
    const id = await korean.locator('input[type=hidden]').inputValue();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The region's week is served from the page cache before the edit.
    const visitorContext = await browser.newContext();
    const visitor = hydrating(await visitorContext.newPage());
    const regionPage = `/en/sale/${location === 3 ? 'florida' : 'virginia'}`;
    await visitor.goto(regionPage);
    expect((await visitor.goto(regionPage))?.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Saved. /sale shows the change now.');

    await visitor.goto(regionPage);
    const flyer = visitor.getByRole('img', { name: /Korean\/English edition/ }).first();
    await expect(flyer).toHaveAttribute('src', new RegExp(encodeURIComponent(`/api/files/${id}/${name}`)));
    await visitorContext.close();
  });
});
