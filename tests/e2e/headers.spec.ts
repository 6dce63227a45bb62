import { createHash } from 'node:crypto';
import { expect, test } from './fixtures';

// Headers as the production server sends them (server/main.mjs on top of what routes set).
test.describe('security headers', () => {
  test.skip(({ isMobile }) => isMobile, 'headers do not depend on the screen');

  test('every answer carries the security headers and no X-Powered-By: pages, 404s, API answers and errors; stored files keep their sandboxing policy', async ({ request }) => {
    for (const path of ['/', '/en/privacy', '/no-such-page', '/api/health']) {
      const headers = (await request.get(path)).headers();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['permissions-policy'], path).toContain('geolocation=(self)');
      expect(headers['x-powered-by'], path).toBeUndefined();
    }
    for (const response of [await request.get('/api/events/'), await request.get('/api/events/999999'), await request.post('/api/inquiry/retrieve/', { data: '{' , headers: { 'content-type': 'application/json' } })]) {
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
      expect(response.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }

    const sale = await (await request.get('/api/sale/?location=1')).json();
    const file = await request.get(sale.file_korean);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'");
    expect(file.headers()['x-content-type-options']).toBe('nosniff');

    const page = await request.get('/privacy');
    expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers()['x-frame-options']).toBe('DENY');
  });

  test('every page has a strict policy: scripts only from us, by hash or by nonce, no plugins, no <base>', async ({ request }) => {
    for (const path of ['/', '/privacy', '/en/event', '/sale/maryland', '/location-detail/sterling-va', '/contact', '/no-such-page']) {
      const response = await request.get(path);
      const headers = response.headers();
      const policy = Object.fromEntries(
        (headers['content-security-policy'] ?? '').split(';').map((part) => {
          const [name, ...values] = part.trim().split(/\s+/);
          return [name, values];
        }),
      );
      expect(policy['script-src'], path).toEqual(expect.arrayContaining(["'self'"]));
      expect(policy['script-src'].filter((source: string) => !/^'(self|sha256-[A-Za-z0-9+/=]+|nonce-[A-Za-z0-9+/=]+)'$/.test(source)), path).toEqual([]);
      expect(policy['object-src'], path).toEqual(["'none'"]);
      expect(policy['base-uri'], path).toEqual(["'none'"]);
      expect(policy['form-action'], path).toEqual(["'self'"]);
      expect(policy['frame-ancestors'], path).toEqual(["'none'"]);
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
      expect(headers['cross-origin-resource-policy'], path).toBe('same-origin');
      expect(headers['strict-transport-security'], path).toContain('max-age=63072000');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      // Every inline script of the page carries the policy's nonce or has its hash in it.
      const html = await response.text();
      const inline = [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)([^>]*)>([\s\S]*?)<\/script>/g)].filter((match) => match[2]);
      expect(inline.length, path).toBeGreaterThan(0);
      const nonce = policy['script-src'].find((source: string) => source.startsWith("'nonce-"))?.slice(7, -1);
      const hashed = inline.filter(([, attributes]) => !nonce || !attributes!.includes(`nonce="${nonce}"`)).map((match) => match[2]);
      const hashes = policy['script-src'].filter((source: string) => source.startsWith("'sha256-"));
      expect(hashes, path).toEqual(expect.arrayContaining([...new Set(hashed)].map((text) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`)));
      // A page served whole names exactly its own; a streamed one also the site's fixed scripts.
      if (!nonce) expect(hashes.length, path).toBe(new Set(hashed).size);
    }
  });

  test('a static page stays static under the policy (hashes, no nonce); a page rendered per request streams, its scripts under a nonce of its own', async ({ request }) => {
    // The first visit renders the page into Next's cache (decision 017); the next is served whole.
    await request.get('/privacy');
    const response = await request.get('/privacy');
    expect(response.headers()['x-nextjs-prerender']).toBeTruthy();
    expect(response.headers()['content-security-policy']).toContain("'sha256-");
    expect(response.headers()['content-security-policy']).not.toContain("'nonce-");

    const nonces = [];
    for (let ask = 0; ask < 2; ask += 1) {
      const response = await request.get('/en/location?zip=21044', { headers: { 'accept-encoding': 'identity' } });
      expect(response.headers()['transfer-encoding']).toBe('chunked');
      const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
      expect(nonce).toBeTruthy();
      expect(await response.text()).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});
