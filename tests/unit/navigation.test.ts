import { createNavigation } from 'next-intl/navigation';
import { routing } from '@/lib/i18n/routing';
import { getPathname as sitePathname, localeOfPath, withoutLocale } from '@/lib/i18n/localized-path';

// The site builds its addresses itself (next-intl's navigation would put its client runtime in
// every page's script, docs/decisions/005), and gives the answers next-intl's getPathname gives
// for the same routing: Korean unprefixed, English under /en; what is not the site's own path
// stays as it is.
const { getPathname: nextIntlPathname } = createNavigation(routing);
const cases = [
  ['ko', '/', '/'],
  ['en', '/', '/en'],
  ['ko', '/sale', '/sale'],
  ['en', '/sale', '/en/sale'],
  ['ko', '/event/12', '/event/12'],
  ['en', '/event/12', '/en/event/12'],
  ['en', '/sale?location=2', '/en/sale?location=2'],
  ['en', '#top', '#top'],
  ['en', 'https://lotteplaza.example/x', 'https://lotteplaza.example/x'],
  ['en', 'mailto:help@lotteplaza.example', 'mailto:help@lotteplaza.example'],
] as const;

describe.each([
  ["next-intl's", nextIntlPathname],
  ["the site's", sitePathname],
] as const)('getPathname, %s', (_name, pathname) => {
  it.each(cases)('%s %s → %s', (locale, href, expected) => {
    expect(pathname({ href, locale })).toBe(expected);
  });

  it('writes a query object as the address would', () => {
    expect(pathname({ href: { pathname: '/career', query: { cities: ['3', '18'], page: 2 } }, locale: 'en' })).toBe('/en/career?cities=3&cities=18&page=2');
    expect(pathname({ href: { pathname: '/sale', query: { location: 1 } }, locale: 'ko' })).toBe('/sale?location=1');
  });
});

describe("the site's", () => {
  it('leaves out empty query values and keeps a hash', () => {
    expect(sitePathname({ href: { pathname: '/career', query: { page: 2, q: undefined }, hash: 'list' }, locale: 'en' })).toBe('/en/career?page=2#list');
  });

  it.each([
    ['/en', '/'],
    ['/en/sale', '/sale'],
    ['/ko/sale', '/sale'],
    ['/ko', '/'],
    ['/sale', '/sale'],
    ['/english-class', '/english-class'],
    ['/', '/'],
  ])('reads %s as the page %s', (path, expected) => {
    expect(withoutLocale(path)).toBe(expected);
  });
});

describe('the language an address names', () => {
  it.each([
    ['/en', 'en'],
    ['/en/event/99999', 'en'],
    ['/event/99999', 'ko'],
    ['/ko/sale', 'ko'],
    ['/english-class', 'ko'],
    ['/', 'ko'],
  ])('%s is %s', (path, locale) => {
    expect(localeOfPath(path)).toBe(locale);
  });
});
