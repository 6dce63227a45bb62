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

/** Issue 12, item 8: every control works as a link without script, or is not offered. */
test.describe('pages without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the flyer edition tabs are links to each edition\'s address', async ({ page }) => {
    await page.goto('/en/sale/maryland');
    // The cached page holds every edition; the link's #fragment shows the chosen one (CSS :target).
    await expect(page.getByRole('tablist')).toHaveCount(0);
    const editions = page.getByRole('navigation', { name: 'Flyer edition' });
    await expect(page.getByRole('img', { name: /Korean\/English edition/ })).toBeVisible();
    await editions.getByRole('link', { name: 'Chinese' }).click();
    await expect(page).toHaveURL(/\/en\/sale\/maryland\?lang=2#flyer-panel-2$/);
    await expect(page.getByRole('heading', { name: 'Chinese', level: 3, exact: true })).toBeAttached();
    await expect(page.getByRole('img', { name: /Chinese edition/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /Korean\/English edition/ })).toBeHidden();
  });

  test('the store page shows every panel, with no tabs that cannot switch', async ({ page }) => {
    await page.goto('/en/location-detail/sterling-va');
    await expect(page.getByRole('tablist')).toBeHidden();
    for (const panel of await page.locator('[role="tabpanel"]').all()) await expect(panel).toBeVisible();
    // What loads with script is a link without it: the state's deals and its weekly sale page.
    await expect(page.getByRole('link', { name: 'Special deals in Virginia' })).toHaveAttribute('href', '/en/event?location=2');
    await page.getByRole('link', { name: "This week's sale in Virginia" }).click();
    await expect(page).toHaveURL(/\/en\/sale\/virginia$/);
    await expect(page.locator('#flyer-panel-1 img').first()).toBeVisible();
  });

  test('the quick links have no close button that cannot close, and show their links', async ({ page }) => {
    await page.goto('/en/giftcard');
    const widget = page.getByRole('complementary', { name: 'Quick links' });
    await expect(widget.getByRole('button')).toBeHidden();
    await expect(widget.getByRole('link', { name: /Lotte Plus/ })).toBeVisible();
  });

  test('the store search by ZIP and by state is sent as a form and answered by the page', async ({ page }) => {
    await page.goto('/en/location');
    const results = page.locator('section[aria-labelledby="store-results"] li');
    await expect(results).toHaveCount(19);
    const zip = page.getByRole('textbox', { name: 'ZIP code' });
    await zip.fill('20165');
    await zip.press('Enter');
    await expect(page).toHaveURL(/\/en\/location\?zip=20165$/);
    await expect(page.getByRole('heading', { name: '1 location' })).toBeVisible();
    await expect(results.first()).toContainText('30 Pidgeon Hill Dr');

    // The tabs are links to their panels (CSS :target): the search keeps the scripted page's height.
    await page.getByRole('tab', { name: 'State' }).click();
    await expect(page.getByRole('textbox', { name: 'ZIP code' })).toBeHidden();
    await page.getByRole('combobox', { name: 'State' }).selectOption('FL');
    await page.locator('#store-search-state-panel').getByRole('button', { name: 'Search' }).click();
    // The form is sent to the page's address, the tab's #fragment with it: the answer shows the state search.
    await expect(page).toHaveURL(/\/en\/location\?state=FL&city=#store-search-state-panel$/);
    await expect(page.locator('#store-search-state-panel')).toBeVisible();
    await expect(results).toHaveCount(3);

    await page.goto('/en/location?zip=99');
    // Said in the search panel, and under the results heading where an answer is looked for.
    await expect(page.getByRole('status').filter({ hasText: 'Please enter a 5-digit ZIP code.' })).toBeVisible();
    await expect(page.locator('section[aria-labelledby="store-results"]').getByText('Please enter a 5-digit ZIP code.')).toBeVisible();
    // What needs the browser's position, or script to clear, is not offered.
    await expect(page.getByRole('button', { name: 'Search from current location' })).toBeHidden();
  });

  test('on a phone the menu button goes to the site map in the footer', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the menu folds away on phones only');
    await page.goto('/en/giftcard');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await page.getByRole('banner').getByRole('link', { name: 'Open menu' }).click();
    await expect(page).toHaveURL(/#site-map$/);
    await expect(page.getByRole('navigation', { name: 'Site links' }).getByRole('link', { name: 'Weekly Sale' })).toBeInViewport();
  });
});

/**
 * Issue 12, item 9, and issue 50, item 8: a missing page is a whole page in the visitor's language,
 * script or not. An address no page claims (a dot in it or not), a record not on show and a list
 * page past the last (which the proxy answers before their page would call notFound(), whose
 * document only script fills in: Next.js issue 62228) get the site's 404 page as HTML
 * (app/global-not-found.tsx).
 */
const missing = [
  ['/no-such-page', 'ko', '페이지를 찾을 수 없습니다'],
  ['/en/no-such-page', 'en', 'Page not found'],
  ['/event/99999', 'ko', '페이지를 찾을 수 없습니다'],
  ['/en/event/abc', 'en', 'Page not found'],
  ['/en/location-detail/nowhere', 'en', 'Page not found'],
  ['/wp-login.php', 'ko', '페이지를 찾을 수 없습니다'],
  ['/en/announcement?page=999', 'en', 'Page not found'],
] as const;

test.describe('404 pages without script', () => {
  test.use({ javaScriptEnabled: false });
  test.skip(({ isMobile }) => isMobile, 'the same markup on every screen');

  for (const [path, lang, title] of missing) {
    test(`${path} is a 404 with its text, its language and a way back, never indexed, with no canonical`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
      await expect(page.locator('link[rel="alternate"]')).toHaveCount(0);
    });
  }
});
