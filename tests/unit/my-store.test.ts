import { backTo, choosableStore, myStoreCookie, myStorePage } from '@/lib/stores/my-store';
import { myStorePageRedirects } from '@/lib/stores/my-store-pages';

describe('choosableStore', () => {
  it.each([
    ['ellicott-city-md', 'ellicott-city-md'],
    ['jessup-distributor-1', null],
    ['nowhere', null],
    ['', null],
    [undefined, null],
    ['ELLICOTT-CITY-MD', null],
  ])('%p names %p', (slug, expected) => {
    expect(choosableStore(slug)?.slug ?? null).toBe(expected);
  });
});

describe('myStoreCookie', () => {
  it.each([
    ['ellicott-city-md', false, 'lp_store=ellicott-city-md; Max-Age=31536000; Path=/; SameSite=Lax; HttpOnly'],
    ['ellicott-city-md', true, 'lp_store=ellicott-city-md; Max-Age=31536000; Path=/; SameSite=Lax; HttpOnly; Secure'],
    [null, false, 'lp_store=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly'],
  ])('%p (secure %p)', (slug, secure, expected) => {
    expect(myStoreCookie(slug, secure)).toBe(expected);
  });
});

describe('myStorePage', () => {
  it.each([
    ['/', '', '/ko/for-store/fairfax-va'],
    ['/en', '', '/en/for-store/fairfax-va'],
    ['/', '?utm=1', null],
    ['/location', '', '/ko/location/first-page/fairfax-va'],
    ['/en/location', '', '/en/location/first-page/fairfax-va'],
    ['/location', '?zip=22030', null],
    ['/sale/virginia', '', '/ko/sale/virginia/for-store/fairfax-va'],
    ['/en/sale/maryland', '?lang=3', '/en/sale/maryland/for-store/fairfax-va?lang=3'],
    ['/sale', '', null],
    ['/sale/search', '', null],
    ['/sale/my-list', '', null],
    ['/sale/Maryland', '', null],
    ['/event', '', null],
    ['/location-detail/fairfax-va', '', null],
  ])('%p%p is served by %p', (path, search, expected) => {
    expect(myStorePage(path, search, 'fairfax-va')).toBe(expected);
  });
});

describe('myStorePageRedirects', () => {
  it('moves each twin typed by hand to the page it serves, in both languages', () => {
    expect(myStorePageRedirects(['', '/en'])).toEqual([
      { source: '/for-store/:store', destination: '/', permanent: true },
      { source: '/location/first-page/:store', destination: '/location', permanent: true },
      { source: '/sale/:region/for-store/:store', destination: '/sale/:region', permanent: true },
      { source: '/en/for-store/:store', destination: '/en', permanent: true },
      { source: '/en/location/first-page/:store', destination: '/en/location', permanent: true },
      { source: '/en/sale/:region/for-store/:store', destination: '/en/sale/:region', permanent: true },
    ]);
  });
});

describe('backTo', () => {
  it.each([
    ['/en/location', '/en/location'],
    ['/sale/maryland?lang=3', '/sale/maryland?lang=3'],
    ['//evil.example/x', '/my-store'],
    ['/\\evil.example', '/my-store'],
    ['https://evil.example', '/my-store'],
    ['javascript:alert(1)', '/my-store'],
    ['/with space', '/my-store'],
    [null, '/my-store'],
    [undefined, '/my-store'],
  ])('%p goes to %p', (value, expected) => {
    expect(backTo(value, '/my-store')).toBe(expected);
  });

  it('refuses a path longer than 300 characters', () => {
    expect(backTo(`/${'a'.repeat(400)}`, '/my-store')).toBe('/my-store');
  });
});
