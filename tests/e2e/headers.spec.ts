import { expect, test } from '@playwright/test';

// Headers as the production server sends them (next.config.ts on top of what routes set).
test.describe('security headers', () => {
  test.skip(({ isMobile }) => isMobile, 'headers do not depend on the screen');

  test('stored files keep their sandboxing policy; pages forbid framing', async ({ request }) => {
    const sale = await (await request.get('/api/sale/?location=1')).json();
    const file = await request.get(sale.file_korean);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-security-policy']).toBe("default-src 'none'; sandbox; frame-ancestors 'none'");
    expect(file.headers()['x-content-type-options']).toBe('nosniff');

    const page = await request.get('/privacy');
    expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers()['x-frame-options']).toBe('DENY');
  });
});
