import { expect, test } from './fixtures';

/**
 * With JavaScript off (or before it has loaded), a form that carries personal data or a password
 * never puts a field into the address, and says plainly that it needs script to be sent.
 */
test.describe('forms without script', () => {
  test.use({ javaScriptEnabled: false });
  test.skip(({ isMobile }) => isMobile, 'the same markup on every screen');

  const forms = [
    { path: '/contact', fill: { 'input[name=email]': 'minji@example.com', 'input[name=password]': 'secret-1234' }, notice: '자바스크립트' },
    { path: '/productInquiry', fill: { 'input[name=email]': 'vendor@example.com', 'input[name=password]': 'secret-1234' }, notice: '자바스크립트' },
    { path: '/tenant', fill: { 'input[name=email]': 'tenant@example.com' }, notice: '자바스크립트' },
    { path: '/myQna', fill: { 'input[name=email]': 'minji@example.com', 'input[name=password]': 'secret-1234' }, notice: '자바스크립트' },
    { path: '/en/myQna', fill: { 'input[name=email]': 'minji@example.com', 'input[name=password]': 'secret-1234' }, notice: 'needs JavaScript' },
  ];

  for (const { path, fill, notice } of forms) {
    test(`${path} posts, says it needs script, and cannot be sent by accident`, async ({ page }) => {
      await page.goto(path);
      const form = page.locator('main form').filter({ has: page.locator('button[type=submit]') }).first();
      await expect(form).toHaveAttribute('method', 'post');
      // Playwright's switch stops scripts but not the parser's scripting flag, so <noscript> is
      // not rendered here as in a browser with JavaScript off: check the markup instead.
      expect(await form.locator('noscript').innerHTML()).toContain(notice);
      const submit = form.locator('button[type=submit]');
      await expect(submit).toBeDisabled();
      for (const [selector, value] of Object.entries(fill)) await form.locator(selector).fill(value);
      // Enter in a field would submit natively; with the default button disabled it does nothing.
      await form.locator('input[name=email]').press('Enter');
      await page.waitForTimeout(300);
      expect(new URL(page.url()).search).toBe('');
      await expect(form.locator('input[name=email]')).toHaveValue(Object.values(fill)[0]!);
    });
  }
});

test('with script, the same forms can be sent once the page has loaded', async ({ page }) => {
  await page.goto('/myQna');
  await expect(page.locator('main form button[type=submit]')).toBeEnabled();
  await expect(page.getByText('자바스크립트로 보냅니다')).toHaveCount(0);
});
