import { publicAddress, staticTabPath, tabAddressOf } from '@/lib/content/static-tabs';

describe('staticTabPath', () => {
  it.each([
    ['ko', '/products', 'tab=4', '/ko/products/4'],
    ['en', '/en/products', 'tab=2&x=1', '/en/products/2'],
    ['ko', '/ourStory', 'tab=history', '/ko/ourStory/history'],
    ['ko', '/products', 'tab=1', null],
    ['ko', '/products', 'tab=9', null],
    ['ko', '/products', 'tab=../../etc', null],
    ['ko', '/products', '', null],
    ['ko', '/ourStory', 'tab=about', null],
    ['ko', '/sale', 'tab=2', null],
    ['ko', '/products/4', 'tab=4', null],
    ['en', '/en/faq', 'tab=3', '/en/faq/3'],
    ['ko', '/faq', 'tab=0', null],
  ])('%s %s?%s → %s', (locale, pathname, query, expected) => {
    expect(staticTabPath(locale, pathname, new URLSearchParams(query))).toBe(expected);
  });
});

describe('tabAddressOf', () => {
  it.each([
    ['/products/4', '/products?tab=4'],
    ['/en/ourStory/history', '/en/ourStory?tab=history'],
    ['/products', null],
    ['/event/4', null],
    ['/products/4/5', null],
    ['/faq/3', '/faq?tab=3'],
    ['/en/faq/search', '/en/faq'],
    ['/products/9', '/products'],
  ])('%s → %s', (pathname, expected) => {
    expect(tabAddressOf(pathname)).toBe(expected);
  });
});

describe('publicAddress', () => {
  it.each([
    ['/ourStory/history', { path: '/ourStory', query: '?tab=history' }],
    ['/ko/products/3', { path: '/ko/products', query: '?tab=3' }],
    ['/en/products', { path: '/en/products', query: '' }],
    ['/location-detail/sterling-va', { path: '/location-detail/sterling-va', query: '' }],
    ['/en/faq/search', { path: '/en/faq', query: '' }],
  ])('%s', (pathname, expected) => {
    expect(publicAddress(pathname)).toEqual(expected);
  });
});
