/** @jest-environment node */
import { microCacheExpires } from '@/server/micro-cache.mjs';

// 2026-12-03T18:21:00.250Z, a quarter of a second into its second.
const NOW = Date.UTC(2026, 11, 3, 18, 21, 0, 250);
const SECOND = `@${Math.floor(NOW / 1000)}`;

describe('how long nginx keeps an answer: to the end of the second it was made in', () => {
  it.each([
    ['a page', '/en/sale/maryland', 200, 's-maxage=60, stale-while-revalidate=86340', SECOND],
    ['a page rendered per request', '/career?cities=1', 200, 'private, no-cache, no-store, max-age=0, must-revalidate', SECOND],
    ['a missing page', '/event/999999', 404, undefined, SECOND],
    ['a redirect', '/sale?location=1', 308, undefined, SECOND],
    ['a public API answer', '/api/sale?location=1', 200, 'public, max-age=1', SECOND],
    ['a look-up', '/api/inquiries?page=1', 200, 'private, no-store', null],
    ['an API answer without a Cache-Control', '/api/health', 200, undefined, null],
    ['an API answer that only names "public" in another word', '/api/x', 200, 'no-store, x-not-public', null],
    ['a refusal', '/api/sale?location=1', 429, 'public, max-age=1', null],
    ['"busy"', '/en/contact', 503, undefined, null],
    ['an error', '/', 500, undefined, null],
  ])('%s', (_, url, status, cacheControl, expected) => {
    expect(microCacheExpires(url, status, cacheControl, NOW)).toBe(expected);
  });

  it('names the second itself, not the next one: nginx keeps an answer while its clock is at or before it', () => {
    expect(microCacheExpires('/', 200, undefined, Date.UTC(2026, 11, 3, 18, 21, 0, 999))).toBe(SECOND);
    expect(microCacheExpires('/', 200, undefined, Date.UTC(2026, 11, 3, 18, 21, 1, 0))).toBe(`@${Math.floor(NOW / 1000) + 1}`);
  });
});
