import { expect, test } from './fixtures';

/*
 * What needs the real server: that next.config's redirects, a page's own permanent redirect and
 * the proxy's slash rule answer 308 (one address each), Next's 404 with its noindex for each way a
 * page is rendered, the 404 page itself in both languages, and the server's answers to broken
 * addresses and methods. The tables are tested below the browser: next.config's redirects in
 * tests/unit/redirect-table.test.ts; the pages' redirects and which ids, regions and departments
 * are 404 in tests/api/page-metadata.test.ts; what the 404 page says for each kind of missing post
 * in tests/unit/not-found-page.test.tsx; the sitemap and robots.txt in tests/api/sitemap.test.ts.
 */
test.describe('redirects and missing pages', () => {
  test('old and query addresses move for good (308): through next.config, by their page, and a trailing slash by the proxy; the API answers both forms directly', async ({ request }) => {
    // Korean first: a visit to an English page leaves the English language cookie behind.
    for (const [from, to] of [
      // next.config: an old site address, and the spec's department tab.
      ['/locations/annandale-va', '/location'],
      ['/products?tab=2', '/products/meat?tab=2'],
      // The page itself (permanentRedirect): the spec's query address of a region's week.
      ['/sale?location=1', '/sale/maryland'],
      // The proxy: one address per page.
      ['/privacy/', '/privacy'],
      ['/en/locations/annandale-va', '/en/location'],
      ['/en/career?view=detail&id=2&cities=3,18&ordering=due_date', '/en/career/2?cities=3,18&ordering=due_date'],
      ['/en/giftcard/', '/en/giftcard'],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(308);
      expect(decodeURIComponent(response.headers()['location']!), from).toBe(to);
    }
    for (const path of ['/api/events/', '/api/events', '/api/sale/?location=1', '/api/sale?location=1']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type']).toContain('application/json');
    }
  });

  test('an unknown page, department, region, store or post id is a 404 by Next, never indexed: prerendered, cached and per request alike', async ({ request }) => {
    // Korean first: a visit to an English page leaves the English language cookie behind.
    for (const path of ['/products/1', '/sale/texas', '/career/abc', '/location-detail/nowhere-md', '/no-such-page/at-all', '/en/event/0', '/en/announcement?page=999']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  test('the 404 page speaks the visitor\u2019s language: an unknown path, a missing post, a broken address', async ({ page }) => {
    // Korean first: a visit to an English page keeps English for the Korean addresses after it.
    let response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다');
    await expect(page.getByRole('link', { name: '홈으로 가기' })).toBeVisible();
    // Its own title, not the home page's: a tab or a history entry says what it is.
    await expect(page).toHaveTitle('페이지를 찾을 수 없습니다 | 롯데플라자 마켓');

    response = await page.goto('/announcement/99999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다');
    await expect(page.getByText('이 공지사항은 없거나 삭제되었습니다.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: '공지사항 목록' })).toHaveAttribute('href', '/announcement');
    // Next's error document says noindex, and the not-found page's metadata may say it again.
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);

    response = await page.goto('/event/%E0%A4');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다');

    response = await page.goto('/en/event/99999');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle('Page not found | Lotte Plaza Market');
    await expect(page.getByText('This deal does not exist or has been removed.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'All deals' })).toHaveAttribute('href', '/en/event');

    response = await page.goto('/en/location-detail/%E0%A4');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('a broken %-escape is a 404 and an unserved method a 405, never a 500, with the security headers', async ({ request }) => {
    const api = ['/api/events/%ZZ', '/api/files/1/%E0%A4%A', '/api/announcement/%E0', '/api/inquiry/%E0%A4', '/api/employments/apply/%E0%A4', '/api/sale/%', '/api/health/%', '/api/inquiry/general/%'];
    for (const path of api) {
      const response = await request.get(path, { headers: { 'accept-language': 'en-US,en' } });
      expect(response.status(), path).toBe(404);
      expect(await response.json()).toEqual({ detail: 'Not found.' });
      expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
    }
    const korean404 = await request.post('/api/inquiry/general/%', { headers: { 'accept-language': 'ko-KR' } });
    expect(await korean404.json()).toEqual({ detail: '찾을 수 없습니다.' });
    expect((await request.get('/api/files/1/a%25b')).status()).toBe(404);
    // Korean first: a visit to an English page leaves the English language cookie behind.
    for (const path of ['/_next/%', '/event/%E0%A4.png', '/en/event/%E0%A4.png']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-security-policy'], path).toContain("object-src 'none'");
    }
    // A search the address cannot decode is no search: never an error.
    expect((await request.get('/en/faq?q=%E0%A4')).status()).toBeLessThan(500);

    for (const path of ['/api/events/', '/api/inquiry/retrieve/', '/privacy']) {
      const response = await request.fetch(path, { method: 'TRACE', headers: { 'accept-language': 'en' } });
      expect(response.status(), path).toBe(405);
      expect(response.headers().allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      expect(response.headers()['x-frame-options']).toBe('DENY');
      expect(await response.json()).toEqual({ detail: 'This method is not allowed here.' });
    }
  });
});
