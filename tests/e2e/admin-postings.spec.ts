import { expect, hydrating, ownAddress, seriousA11yViolations, test } from './fixtures';
import { ADMIN, signIn } from './admin-session';

test.beforeEach(async ({ page }) => ownAddress(page));

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cf00000301010018dd8db40000000049454e44ae426082', 'hex');

test.describe('/admin/postings', () => {
  test('a posting made in the back office is on /career at once, in both languages, and off it when unpublished', async ({ page, browser }) => {
    const mark = Date.now().toString(36);
    await page.goto('/en/admin/login?next=%2Fadmin%2Fpostings');
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Job postings' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'New posting' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New posting' })).toBeVisible();

    // The shared schema speaks before anything is sent.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please choose at least one.')).toBeVisible();

    await page.getByLabel('To (last day to apply)').fill('2099-12-31');
    await page.getByLabel('Always open').check();
    await expect(page.getByLabel('To (last day to apply)')).toBeDisabled();
    await page.getByLabel('Rockville').check();
    await page.getByLabel('Annandale').check();
    await page.getByLabel('Job role').selectOption({ label: 'Store Operation (Retail)' });
    await page.getByLabel('Experience').selectOption({ label: 'New hire' });
    await page.getByLabel('Employment type').selectOption({ label: 'Part Time' });
    await page.getByLabel('Title (Korean)').fill(`주말 계산원 ${mark}`);
    await page.getByLabel('Title (English)').fill(`Weekend cashier ${mark}`);
    await page.getByRole('textbox', { name: 'Details (Korean)' }).click();
    await page.keyboard.type('토요일과 일요일 근무');
    await page.getByRole('textbox', { name: 'Details (English)' }).click();
    await page.keyboard.type('Saturdays and Sundays, ');
    await page.getByRole('toolbar', { name: 'Formatting: Details (English)' }).getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('8 hours');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/en\/admin\/postings\/\d+\?saved=1$/);
    await expect(page.getByRole('status').filter({ hasText: 'The posting was created.' })).toBeVisible();
    await expect(page.getByText('Open', { exact: true })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const id = Number(/postings\/(\d+)/.exec(page.url())![1]);

    // A Korean reader first: a visit to an English page makes English the visitor's language.
    const visitorContext = await browser.newContext({ locale: 'ko-KR' });
    const visitor = hydrating(await visitorContext.newPage());
    await visitor.goto(`/career/${id}`);
    await expect(visitor.getByRole('heading', { level: 1, name: `주말 계산원 ${mark}` })).toBeVisible();
    await visitor.goto('/en/career');
    await expect(visitor.getByRole('link', { name: new RegExp(`Weekend cashier ${mark}`) })).toBeVisible();
    await visitor.goto(`/en/career/${id}`);
    await expect(visitor.getByRole('heading', { level: 1, name: `Weekend cashier ${mark}` })).toBeVisible();
    // Known by now, so served from the page cache until the staff write below expires it.
    expect((await visitor.goto(`/en/career/${id}`))?.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
    await expect(visitor.getByRole('main').locator('strong', { hasText: '8 hours' })).toBeVisible();
    await expect(visitor.getByRole('definition').filter({ hasText: 'New hire' })).toBeVisible();

    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Unpublished' })).toBeVisible();
    const gone = await visitor.goto(`/en/career/${id}`);
    expect(gone?.status()).toBe(404);

    // Deleting asks once more.
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Delete this posting for good?');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/en\/admin\/postings\?deleted=1$/);
    await expect(page.getByRole('status').filter({ hasText: 'The posting was deleted.' })).toBeVisible();
    await visitorContext.close();
  });

  test("the editor follows the spec's rules: images jpg/png up to 5 MB uploaded (never a data URI), safe links, e-mail links, video embeds, blue toolbar on focus", async ({ page }) => {
    await page.goto('/en/admin/login?next=%2Fadmin%2Fpostings%2Fnew');
    await signIn(page, ADMIN.email, ADMIN.password);
    const body = page.getByRole('textbox', { name: 'Details (English)' });
    const toolbar = page.getByRole('toolbar', { name: 'Formatting: Details (English)' });
    const editor = page.locator('[data-focused]');
    await expect(editor).toHaveCount(0);
    await body.click();
    await expect(editor).toHaveCount(1);
    await expect(editor.getByRole('toolbar')).toHaveCSS('border-top-color', 'rgb(29, 111, 224)');

    await toolbar.getByRole('button', { name: 'Image' }).click();
    const chooser = page.getByLabel('Choose a jpg or png image');
    await chooser.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByRole('alert').filter({ hasText: 'only jpg, png files can be inserted' })).toBeVisible();
    await chooser.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) });
    await expect(page.getByRole('alert').filter({ hasText: 'only images of 5MB or less can be inserted' })).toBeVisible();
    await page.getByLabel('Describe the image (for screen readers)').fill('Checkout lanes');
    await chooser.setInputFiles({ name: 'lanes.png', mimeType: 'image/png', buffer: PNG });
    const image = body.locator('img');
    await expect(image).toHaveAttribute('src', /^\/api\/files\/\d+\/lanes\.png$/);
    await expect(image).toHaveAttribute('alt', 'Checkout lanes');

    await body.press('End');
    await page.keyboard.type(' Write to us');
    await page.keyboard.press('Shift+Home');
    await toolbar.getByRole('button', { name: 'Link' }).click();
    await page.getByLabel('Link address').fill('javascript:alert(1)');
    await page.getByLabel('Link address').press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'That address cannot be linked' })).toBeVisible();
    await expect(body.locator('a')).toHaveCount(0);
    await page.getByLabel('Link address').fill('jobs@lotteplaza.com');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(body.locator('a')).toHaveAttribute('href', 'mailto:jobs@lotteplaza.com');

    await toolbar.getByRole('button', { name: 'Video' }).click();
    await page.getByLabel('YouTube or Vimeo address').fill('https://example.com/clip');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Paste the address of a YouTube or Vimeo video.' })).toBeVisible();
    await page.getByLabel('YouTube or Vimeo address').fill('https://youtu.be/dQw4w9WgXcQ');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(body.locator('iframe')).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');

    // What the form sends is the editor's HTML: no data URI anywhere.
    const sent = await page.locator('input[type=hidden][name=content_eng]').inputValue();
    expect(sent).toContain('<a href="mailto:jobs@lotteplaza.com">');
    expect(sent).not.toContain('data:');

    await page.getByLabel('Title (Korean)').click();
    await expect(editor).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
