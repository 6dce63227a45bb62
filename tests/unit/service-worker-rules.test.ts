/**
 * The service worker's rules (public/sw.js, issue 54): what it keeps, what it leaves to the
 * browser, and what a kept page needs to draw offline. The worker itself runs in the browser
 * (tests/e2e/offline.spec.ts); these are its pure parts, loaded as the plain script it is.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { kindOf, keepable, assetsOf, localeOf } = require('../../public/sw.js') as {
  kindOf: (request: { method: string; url: string; mode: string; headers: Headers }, origin: string) => string | null;
  keepable: (response: { status: number; type: string; headers: Headers } | null) => boolean;
  assetsOf: (html: string) => string[];
  localeOf: (pathname: string) => 'ko' | 'en';
};

const ORIGIN = 'https://www.lotteplaza.example';
const ask = (path: string, { method = 'GET', mode = 'navigate', headers = {} as Record<string, string>, origin = ORIGIN } = {}) => ({ method, url: `${origin}${path}`, mode, headers: new Headers(headers) });

describe('what the service worker does with a request', () => {
  it.each([
    ['a weekly sale opened', ask('/en/sale/maryland'), 'page'],
    ['My list', ask('/sale/my-list'), 'page'],
    ['a store page', ask('/location-detail/edison-nj'), 'page'],
    ['a search with its query', ask('/sale/search?q=mango'), 'page'],
    ["Next's hashed script", ask('/_next/static/chunks/abc123.js', { mode: 'no-cors' }), 'asset'],
    ['a flyer picture at a width', ask('/_next/image?url=%2Fapi%2Ffiles%2F3%2Fflyer.webp&w=828&q=75', { mode: 'no-cors' }), 'image'],
    ['a public file', ask('/api/files/3/flyer.webp?v=abc', { mode: 'no-cors' }), 'image'],
    ['a store photo', ask('/stores/edison-nj/photo-01.webp', { mode: 'no-cors' }), 'image'],
    ['the favicon', ask('/icon.svg?icon.1qs8l8fjjmdco.svg', { mode: 'no-cors' }), 'image'],
    ['the back office', ask('/admin/inquiries/3'), null],
    ['the English back office', ask('/en/admin'), null],
    ['a form posted', ask('/api/weekly-ad/', { method: 'POST' }), null],
    ['a lookup posted', ask('/en/myQna', { method: 'POST' }), null],
    ['the API', ask('/api/sale?location=1', { mode: 'cors' }), null],
    ["Next's data for a client-side navigation", ask('/en/sale/maryland?_rsc=1x2y', { mode: 'cors', headers: { RSC: '1' } }), null],
    ['a prefetch by header only', ask('/en/location', { mode: 'cors', headers: { RSC: '1' } }), null],
    ['another site', ask('/sale', { origin: 'https://maps.googleapis.com' }), null],
    ['the worker itself', ask('/sw.js', { mode: 'no-cors' }), null],
  ])('%s', (_what, request, kind) => {
    expect(kindOf(request, ORIGIN)).toBe(kind);
  });
});

describe('what may be kept', () => {
  const answer = (status: number, control: string | null, type = 'basic') => ({ status, type, headers: new Headers(control ? { 'Cache-Control': control } : {}) });
  it.each([
    ['a cached page', answer(200, 's-maxage=31536000'), true],
    ['an immutable script', answer(200, 'public, max-age=31536000, immutable'), true],
    ['no header at all', answer(200, null), true],
    ['a page drawn for one visitor', answer(200, 'private, no-cache, no-store, max-age=0, must-revalidate'), false],
    ['a private file', answer(200, 'private, no-store'), false],
    ['no-store alone', answer(200, 'No-Store'), false],
    ['a 404', answer(404, 's-maxage=60'), false],
    ['a part of a file', answer(206, 'public'), false],
    ['an opaque answer', answer(200, 'public', 'opaque'), false],
    ['none', null, false],
  ])('%s', (_what, response, kept) => {
    expect(keepable(response)).toBe(kept);
  });
});

describe('what a kept page needs', () => {
  it("lists each of Next's scripts and styles once, with the page's HTML entities read", () => {
    const html = '<link rel="stylesheet" href="/_next/static/css/a.css"/><script src="/_next/static/chunks/b.js" async></script><script src="/_next/static/chunks/b.js"></script><link rel="preload" href="/_next/static/media/font.woff2?x=1&amp;y=2"/><img src="/images/food.webp"/><a href="https://cdn.example/_next/static/x.js">';
    expect(assetsOf(html)).toEqual(['/_next/static/css/a.css', '/_next/static/chunks/b.js', '/_next/static/media/font.woff2?x=1&y=2']);
  });
});

describe("an address's language, for its offline page", () => {
  it.each([
    ['/en', 'en'],
    ['/en/career', 'en'],
    ['/english-breakfast', 'ko'],
    ['/', 'ko'],
    ['/faq', 'ko'],
  ])('%s', (path, locale) => {
    expect(localeOf(path)).toBe(locale);
  });
});
