import { getPathname } from '@/lib/i18n/navigation';
import { getPathname as clientPathname, withoutLocale } from '@/lib/i18n/localized-path';

jest.unmock('@/lib/i18n/navigation');

// Server code builds addresses with next-intl's getPathname, client components with the site's
// own (next-intl's client side costs every page its runtime, docs/decisions/005): the same
// addresses, Korean unprefixed, English under /en; what is not the site's own path stays as it is.
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
  ['next-intl (server)', getPathname],
  ['the client copy', clientPathname],
] as const)('getPathname, %s', (_name, pathname) => {
  it.each(cases)('%s %s → %s', (locale, href, expected) => {
    expect(pathname({ href, locale })).toBe(expected);
  });

  it('writes a query object as the address would', () => {
    expect(pathname({ href: { pathname: '/career', query: { cities: ['3', '18'], page: 2 } }, locale: 'en' })).toBe('/en/career?cities=3&cities=18&page=2');
    expect(pathname({ href: { pathname: '/sale', query: { location: 1 } }, locale: 'ko' })).toBe('/sale?location=1');
  });
});

describe('the client copy', () => {
  it('leaves out empty query values and keeps a hash', () => {
    expect(clientPathname({ href: { pathname: '/career', query: { page: 2, q: undefined }, hash: 'list' }, locale: 'en' })).toBe('/en/career?page=2#list');
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
