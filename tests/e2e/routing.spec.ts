import { expect, test } from './fixtures';

const LEGACY: Array<[string, string]> = [
  ['/store-event', '/event'],
  ['/weekly-sale', '/sale'],
  ['/nj-weekly-sale', '/sale'],
  ['/fl-weekly-sale-2', '/sale'],
  ['/locations', '/location'],
  ['/locations/annandale-va', '/location'],
];

test.describe('redirects and missing pages', () => {
  for (const [from, to] of LEGACY) {
    test(`${from} moves for good to ${to}, in both languages`, async ({ request }) => {
      for (const prefix of ['', '/en']) {
        const response = await request.get(`${prefix}${from}`, { maxRedirects: 0 });
        expect(response.status()).toBe(308);
        expect(response.headers()['location']).toBe(`${prefix}${to}`);
      }
    });
  }

  test('a page address with a trailing slash moves to the one without; the API answers both directly', async ({ request }) => {
    for (const [from, to] of [['/privacy/', '/privacy'], ['/en/giftcard/', '/en/giftcard']]) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(response.headers()['location']).toBe(to);
    }
    for (const path of ['/api/events/', '/api/events', '/api/sale/?location=1', '/api/sale?location=1']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type']).toContain('application/json');
    }
  });

  test('an address with a broken %-escape is a 404, never a 500', async ({ request, page }) => {
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
    const korean = await page.goto('/event/%E0%A4');
    expect(korean?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다');
    const english = await page.goto('/en/location-detail/%E0%A4');
    expect(english?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('a method the site does not serve is a 405 with the allowed ones, never a 500', async ({ request }) => {
    for (const path of ['/api/events/', '/api/inquiry/retrieve/', '/privacy']) {
      const response = await request.fetch(path, { method: 'TRACE', headers: { 'accept-language': 'en' } });
      expect(response.status(), path).toBe(405);
      expect(response.headers().allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      expect(response.headers()['x-frame-options']).toBe('DENY');
      expect(await response.json()).toEqual({ detail: 'This method is not allowed here.' });
    }
  });

  test('an unknown Korean path answers 404 with the Korean not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다');
    await expect(page.getByRole('link', { name: '홈으로 가기' })).toBeVisible();
  });

  test('an unknown English path answers 404 in English', async ({ page }) => {
    const response = await page.goto('/en/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('a missing deal, posting or notice is a 404 that leads back to its list, in the visitor’s language', async ({ page }) => {
    // Korean first: a visit to an English page keeps English for the Korean addresses after it.
    for (const [path, link, list] of [
      ['/event/99999', '스페셜 딜 목록으로', '/event'],
      ['/career?view=detail&id=99999', '채용 공고 목록으로', '/career'],
      ['/announcement?view=detail&id=99999', '공지사항 목록으로', '/announcement'],
      ['/en/event/abc', 'Back to Special Deals', '/en/event'],
      ['/en/career?view=detail&id=99999', 'Back to Careers', '/en/career'],
      ['/en/announcement?view=detail&id=99999', 'Back to Announcements', '/en/announcement'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('link', { name: link }), path).toHaveAttribute('href', list);
    }
  });

  test('a file-like unknown path answers 404 in both languages', async ({ page }) => {
    const response = await page.goto('/wp-login.php');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('페이지를 찾을 수 없습니다')).toBeVisible();
    await expect(page.getByText('Page not found')).toBeVisible();
  });

  test('every answer carries the security headers and no X-Powered-By', async ({ request }) => {
    for (const path of ['/', '/en/privacy', '/no-such-page', '/api/health']) {
      const headers = (await request.get(path)).headers();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['permissions-policy']).toContain('geolocation=(self)');
      expect(headers['x-powered-by']).toBeUndefined();
    }
  });

  test('robots.txt and the sitemap list the public pages in both languages', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/privacy', '/en/privacy', '/giftcard', '/en/giftcard']) expect(sitemap).toContain(`${path}</loc>`);
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
  });
});
