import { getPathname, withoutLocale } from '@/lib/i18n/localized-path';

describe('getPathname', () => {
  it.each([
    ['ko', '/', '/'],
    ['en', '/', '/en'],
    ['ko', '/sale', '/sale'],
    ['en', '/sale', '/en/sale'],
    ['en', '/sale?location=2', '/en/sale?location=2'],
    ['en', '/?tab=2', '/en?tab=2'],
    ['en', '#top', '#top'],
    ['en', 'https://lotteplaza.example/x', 'https://lotteplaza.example/x'],
    ['en', '//elsewhere.example/x', '//elsewhere.example/x'],
    ['en', 'mailto:help@lotteplaza.example', 'mailto:help@lotteplaza.example'],
  ] as const)('%s %s → %s', (locale, href, expected) => {
    expect(getPathname({ href, locale })).toBe(expected);
  });

  it('writes a query object as the address would, leaving out empty values', () => {
    expect(getPathname({ href: { pathname: '/career', query: { cities: [3, 18], page: 2, q: undefined } }, locale: 'en' })).toBe('/en/career?cities=3&cities=18&page=2');
    expect(getPathname({ href: { pathname: '/sale', query: { location: 1 } }, locale: 'ko' })).toBe('/sale?location=1');
  });
});

describe('withoutLocale', () => {
  it.each([
    ['/en', '/'],
    ['/en/sale', '/sale'],
    ['/ko/sale', '/sale'],
    ['/ko', '/'],
    ['/sale', '/sale'],
    ['/english-class', '/english-class'],
    ['/', '/'],
  ])('%s → %s', (pathname, expected) => {
    expect(withoutLocale(pathname)).toBe(expected);
  });
});
