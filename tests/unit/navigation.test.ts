import { getPathname } from '@/lib/i18n/navigation';

jest.unmock('@/lib/i18n/navigation');

// next-intl's getPathname over the site's routing (lib/i18n/routing.ts): Korean unprefixed,
// English under /en; addresses that are not the site's own paths stay as they are.
describe('getPathname', () => {
  it.each([
    ['ko', '/', '/'],
    ['en', '/', '/en'],
    ['ko', '/sale', '/sale'],
    ['en', '/sale', '/en/sale'],
    ['en', '/event/12', '/en/event/12'],
    ['en', '/sale?location=2', '/en/sale?location=2'],
    ['en', '#top', '#top'],
    ['en', 'https://lotteplaza.example/x', 'https://lotteplaza.example/x'],
    ['en', 'mailto:help@lotteplaza.example', 'mailto:help@lotteplaza.example'],
  ] as const)('%s %s → %s', (locale, href, expected) => {
    expect(getPathname({ href, locale })).toBe(expected);
  });

  it('writes a query object as the address would', () => {
    expect(getPathname({ href: { pathname: '/career', query: { cities: ['3', '18'], page: 2 } }, locale: 'en' })).toBe('/en/career?cities=3&cities=18&page=2');
    expect(getPathname({ href: { pathname: '/sale', query: { location: 1 } }, locale: 'ko' })).toBe('/sale?location=1');
  });
});
