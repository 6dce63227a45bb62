import { expect, hydrating, test } from './fixtures';

test.describe('languages', () => {
  // The canonical and alternates of every page are the metadata builder's and each page's
  // (tests/unit/seo-and-redirects.test.ts, tests/api/page-metadata.test.ts); this is the one check
  // that they reach the served page.
  test('Korean is served at / and English under /en, each with lang, body class and chrome; a page names its canonical URL and both language alternates', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.locator('body')).toHaveClass(/lang-ko/);
    await expect(page.getByRole('navigation', { name: '주 메뉴' })).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('세계의 신선함을 매일 그대로');

    await page.goto('/en/giftcard');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('body')).toHaveClass(/lang-en/);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gift Cards');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/giftcard$/);
    await expect(page.locator('link[rel="alternate"][hreflang="ko"]')).toHaveAttribute('href', /[^n]\/giftcard$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/giftcard$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /[^n]\/giftcard$/);
    await expect(page).toHaveTitle('Gift Cards | Lotte Plaza Market');
  });

  test('a first visit from an English-preferring browser goes from / to /en', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = hydrating(await context.newPage());
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('the switch keeps the page and its query, and the choice lasts for the session', async ({ page, context }) => {
    await page.goto('/privacy?from=test');
    await page.getByRole('link', { name: 'EN View in English' }).click();
    await expect(page).toHaveURL(/\/en\/privacy\?from=test$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy & Terms of Use');

    const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
    expect(cookie?.value).toBe('en');
    expect(cookie?.expires).toBe(-1); // a session cookie: no max-age

    await page.goto('/giftcard');
    await expect(page).toHaveURL(/\/en\/giftcard$/);

    await page.getByRole('link', { name: 'KR 한국어로 보기' }).click();
    await expect(page).toHaveURL(/\/giftcard$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('기프트 카드');
  });

  test('the KR link is the Korean address itself: no redirect, and links after it stay Korean', async ({ page }) => {
    await page.goto('/en/sale');
    await page.goto('/en/giftcard');
    const korean = page.getByRole('link', { name: 'KR 한국어로 보기' });
    await expect(korean).toHaveAttribute('href', '/giftcard');
    const redirects: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 300 && response.status() < 400) redirects.push(response.url());
    });
    await korean.click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page).toHaveURL(/\/giftcard$/);
    // Links prefetched while English was chosen still lead to the Korean pages.
    await page.getByRole('banner').getByRole('link', { name: 'Lotte Plaza Market 홈' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await page.goto('/sale');
    await expect(page).toHaveURL(/:\d+\/sale$/);
    expect(redirects).toEqual([]);
  });

  test.describe('without script', () => {
    test.use({ javaScriptEnabled: false });

    test('the KR and EN links switch the language and the choice lasts', async ({ page, context }) => {
      await page.goto('/en/giftcard');
      const response = page.waitForResponse((r) => new URL(r.url()).pathname === '/giftcard');
      await page.getByRole('link', { name: 'KR 한국어로 보기' }).click();
      expect((await response).status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
      expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('ko');
      await page.goto('/privacy');
      await expect(page).toHaveURL(/:\d+\/privacy$/);
      await page.getByRole('link', { name: 'EN View in English' }).click();
      await expect(page).toHaveURL(/\/en\/privacy$/);
      await page.goto('/giftcard');
      await expect(page).toHaveURL(/\/en\/giftcard$/);
    });

    // The switch's links keep any query (tests/unit/locale-switch.test.tsx): here, that the server writes them so.
    test('the links keep the query of a page rendered per request: a search, a filtered list', async ({ page }) => {
      for (const [path, query] of [
        ['/sale/search', `?q=${encodeURIComponent('고추장')}`],
        ['/career', `?cities=${encodeURIComponent('1,3')}&ordering=due_date`],
      ]) {
        await page.goto(`${path}${query}`);
        await expect(page.getByRole('link', { name: 'EN View in English' })).toHaveAttribute('href', `/en${path}${query}`);
        await expect(page.getByRole('link', { name: 'KR 한국어로 보기' })).toHaveAttribute('href', `${path}${query}`);
      }
    });
  });

  test('on a prerendered page, the links gain the address\'s query once the browser reads it', async ({ page }) => {
    await page.goto('/ourStory?tab=history');
    await expect(page.getByRole('link', { name: 'EN View in English' })).toHaveAttribute('href', '/en/ourStory?tab=history');
    await page.goto('/en/privacy?from=mail');
    await expect(page.getByRole('link', { name: 'KR 한국어로 보기' })).toHaveAttribute('href', '/privacy?from=mail');
  });
});
