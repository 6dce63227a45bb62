import { acceptCookies, expect, seriousA11yViolations, test } from './fixtures';

test.beforeEach(async ({ page }) => acceptCookies(page));

test.describe('special deals', () => {
  test('lists deals ten a page with pages in blocks, in Korean', async ({ page }) => {
    await page.goto('/event');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('스페셜 딜');
    await expect(page.getByText('40개의 딜')).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').filter({ has: page.locator('a[href^="/event/"]') })).toHaveCount(10);
    const pager = page.getByRole('navigation', { name: '페이지' });
    await expect(pager.getByRole('link')).toHaveCount(3);
    await pager.getByRole('link', { name: '2페이지' }).click();
    await expect(page).toHaveURL(/\/event\?page=2$/);
    await expect(pager.locator('[aria-current="page"]')).toHaveText('2페이지2');
  });

  test('shows the deals on now first, and a new page from its top', async ({ page }) => {
    await page.goto('/en/event');
    const statuses = page.getByRole('main').locator('[data-status]');
    await expect(statuses.first()).toHaveText('On now');
    const shown = await statuses.allTextContents();
    const order = ['On now', 'Coming soon', 'Ended'];
    expect([...shown].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(shown);

    const pager = page.getByRole('navigation', { name: 'Pages' });
    await pager.scrollIntoViewIfNeeded();
    await pager.getByRole('link', { name: 'Page 4' }).click();
    await expect(page).toHaveURL(/\/en\/event\?page=4$/);
    const count = page.getByText(/^\d+ deals$/);
    await expect(count).toBeInViewport();
    await expect(count).toBeFocused();
    await expect(statuses.last()).toHaveText('Ended');
  });

  test('shows English titles and thumbnails in English where a deal has them', async ({ page }) => {
    await page.goto('/en/event?search=Jacksonville');
    await expect(page.getByRole('link', { name: /Jacksonville food court specials/ })).toBeVisible();
    const thumb = page.getByRole('link', { name: /Jacksonville food court specials/ }).locator('img');
    await expect(thumb).toHaveAttribute('src', /deal-38-en\.webp/);
  });

  test('marks a deal shown in Korean on an English page lang="ko" and tags it 한국어, in the list and on its page', async ({ page }) => {
    const hangul = /[\uac00-\ud7a3]/;
    const korean: string[] = [];
    for (const listPage of [1, 2, 3, 4]) {
      await page.goto(`/en/event?page=${listPage}`);
      const titles = page.getByRole('main').locator('a[href^="/en/event/"] strong');
      for (const title of await titles.all()) {
        const text = (await title.textContent()) ?? '';
        const shown = text.replace(/한국어 \(in Korean\)$/, '');
        if (!hangul.test(shown)) continue;
        // The Korean title in an element of its own marked lang="ko", then the tag.
        expect(await title.locator('[lang="ko"]').first().textContent()).toBe(shown);
        expect(text).toBe(`${shown}한국어 (in Korean)`);
        await expect(title.getByText('한국어', { exact: true })).toHaveAttribute('lang', 'ko');
        korean.push(shown);
      }
    }
    expect(korean.length).toBeGreaterThan(0);

    await page.getByRole('main').locator('a[href^="/en/event/"]').filter({ hasText: '한국어' }).first().click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading.locator('[lang="ko"]').first()).toHaveText(hangul);
    await expect(heading).toHaveAccessibleName(/\(in Korean\)$/);
  });

  test('filters by location at once, and by keyword with Enter, keeping both in the address', async ({ page }) => {
    await page.goto('/en/event');
    // A visitor's choice starts with the select focused (Playwright's selectOption alone does not focus).
    await page.getByLabel('Location').focus();
    await page.getByLabel('Location').selectOption({ label: 'New Jersey' });
    await expect(page).toHaveURL(/\/en\/event\?location=4$/);
    await expect(page.getByText(/^\d+ deals?$/)).toBeVisible();
    // Each list is a page of its own (a cached view); the control just used keeps the focus.
    await expect(page.getByLabel('Location')).toBeFocused();
    await page.getByLabel('Keyword').fill('dumplings');
    await page.getByLabel('Keyword').press('Enter');
    await expect(page).toHaveURL(/\/en\/event\?location=4&search=dumplings$/);
    await expect(page.getByLabel('Keyword')).toBeFocused();
    await expect(page.getByRole('link', { name: /New Jersey weekly pick: frozen dumplings/ })).toBeVisible();
    await expect(page.getByText('1 deal', { exact: true })).toBeVisible();
  });

  test('says "No search results found." in each language', async ({ page }) => {
    await page.goto('/event');
    await page.getByLabel('검색어').fill('없는상품');
    await page.getByRole('button', { name: '검색' }).click();
    await expect(page).toHaveURL(/\/event\?search=/);
    await expect(page.getByText('검색 결과가 없습니다.')).toBeVisible();
    await page.goto('/en/event?search=zzzz-nothing');
    await expect(page.getByText('No search results found.')).toBeVisible();
  });

  test('opens a deal at /event/{id} and returns to the same filtered list', async ({ page }) => {
    await page.goto('/en/event?location=3');
    await page.getByRole('link', { name: /Jacksonville food court specials/ }).click();
    await expect(page).toHaveURL(/\/en\/event\/38\?location=3$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jacksonville food court specials');
    // Within the 60 characters search results show: the section goes first.
    await expect(page).toHaveTitle('Jacksonville food court specials | Lotte Plaza Market');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /At our 17th store in Jacksonville/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/event\/38$/);
    await expect(page.getByText('Deal period')).toBeVisible();
    // The deal's own picture, in the page's language.
    const picture = page.getByRole('article').locator('img[src*="deal-38-en.webp"]');
    await expect(picture).toBeVisible();
    await expect(picture).toHaveJSProperty('complete', true);
    await expect(page.getByRole('link', { name: 'Download deal-38-terms.pdf' })).toHaveAttribute('href', /\/api\/files\/\d+\/deal-38-terms\.pdf\?v=[0-9a-f]{12}$/);
    await page.getByRole('link', { name: 'List' }).click();
    await expect(page).toHaveURL(/\/en\/event\?location=3$/);
    await expect(page.getByLabel('Location')).toHaveValue('3');
  });

  test('walks to the neighbouring deals', async ({ page }) => {
    await page.goto('/event/38');
    const others = page.getByRole('navigation', { name: '다른 글' });
    await expect(others.getByText('이전 글')).toBeVisible();
    const next = others.getByRole('link').last();
    const target = await next.getAttribute('href');
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
  });

  test('a deal is served from the page cache, and its List still returns to the list it was opened from; an unknown id is a 404', async ({ page }) => {
    // The first visit renders the page into Next's cache; the list rides in the query.
    await page.goto('/en/event/37');
    const cached = await page.goto('/en/event/37?location=3&page=1');
    expect(cached?.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
    await expect(page.getByRole('link', { name: 'List' })).toHaveAttribute('href', '/en/event?location=3');
    await page.getByRole('link', { name: 'List' }).click();
    await expect(page).toHaveURL(/\/en\/event\?location=3$/);
    const missing = await page.goto('/en/event/99998');
    expect(missing?.status()).toBe(404);
  });

  test('prefetching the deals in view does not download their pages\' pictures', async ({ page }) => {
    const pictures: string[] = [];
    const prefetches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/_next/image' && /deal-\d+/.test(url.searchParams.get('url') ?? '')) pictures.push(`${url.searchParams.get('url')} ${url.searchParams.get('w')}`);
      if (/^\/event\/\d+$/.test(url.pathname) && url.searchParams.has('_rsc')) prefetches.push(url.pathname);
    });
    await page.goto('/event');
    await expect.poll(() => prefetches.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.waitForTimeout(1_500);
    // Each picture at the one size its card shows; a deal page's main picture (another size) only once it is opened.
    const widths = new Map<string, Set<string>>();
    for (const entry of pictures) {
      const [picture, width] = entry.split(' ') as [string, string];
      widths.set(picture, (widths.get(picture) ?? new Set()).add(width));
    }
    expect([...widths].filter(([, sizes]) => sizes.size > 1)).toEqual([]);
  });

  test('answers 404 with the localized page for a deal that does not exist', async ({ page }) => {
    for (const [path, heading] of [
      ['/event/99999', '페이지를 찾을 수 없습니다'],
      ['/en/event/abc', 'Page not found'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });

  test('every deal is in the sitemap in both languages', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/event/38</loc>');
    expect(sitemap).toContain('/en/event/38</loc>');
    expect(sitemap).toContain('/en/sale</loc>');
  });

  test('has no serious accessibility problems', async ({ page }) => {
    for (const path of ['/event', '/en/event?search=zzzz', '/event/38', '/en/event/21']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousA11yViolations(page), path).toEqual([]);
    }
  });
});
