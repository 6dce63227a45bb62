import { cachedViewAddress, cachedViewPath, parseCachedView } from '@/lib/routing/cached-views';
import { publicAddress } from '@/lib/content/static-tabs';

const DAY = '2026-11-22';

describe('cachedViewPath', () => {
  it.each([
    ['ko', '/', '', '/ko/cached/home/any/all'],
    ['en', '/en', 'utm_source=mail', '/en/cached/home/any/all'],
    ['ko', '/sale', 'location=1', '/ko/cached/sale/2026-11-22/location-1'],
    ['en', '/en/sale', 'location=4&lang=3', '/en/cached/sale/2026-11-22/location-4_lang-3'],
    ['ko', '/sale', 'lang=3&location=4', '/ko/cached/sale/2026-11-22/location-4_lang-3'],
    ['ko', '/sale', '', null],
    ['ko', '/sale', 'location=5', null],
    ['ko', '/sale', 'location=2&lang=9', null],
    ['ko', '/sale', 'location=%F0%9F%8D%89', null],
    ['ko', '/event', '', '/ko/cached/event/2026-11-22/all'],
    ['ko', '/event', 'location=2&page=3', '/ko/cached/event/2026-11-22/location-2_page-3'],
    ['ko', '/event', 'location=2&search=', '/ko/cached/event/2026-11-22/location-2'],
    ['ko', '/event', 'search=kimchi', null],
    ['ko', '/event', 'page=51', null],
    ['ko', '/event', 'page=1.5', null],
    ['ko', '/announcement', 'page=2', '/ko/cached/announcement/any/page-2'],
    ['ko', '/announcement', 'view=detail&id=3', null],
    ['ko', '/announcement', 'page=99', null],
    ['ko', '/career', '', '/ko/cached/career/2026-11-22/all'],
    ['en', '/en/career', 'page=2', '/en/cached/career/2026-11-22/page-2'],
    ['ko', '/career', 'cities=3,18', null],
    ['ko', '/career', 'ordering=due_date', null],
    ['ko', '/career', 'view=detail&id=4', null],
    ['ko', '/events', '', null],
  ])('%s %s?%s → %s', (locale, pathname, query, expected) => {
    expect(cachedViewPath(locale, pathname, new URLSearchParams(query), DAY)).toBe(expected);
  });

  it('caches nothing for a day that is no date', () => {
    expect(cachedViewPath('ko', '/sale', new URLSearchParams('location=1'), 'today')).toBeNull();
  });
});

describe('parseCachedView', () => {
  it('reads back what cachedViewPath wrote', () => {
    expect(parseCachedView('sale', DAY, 'location-4_lang-3')).toEqual({ name: 'sale', day: DAY, query: { location: 4, lang: 3 } });
    expect(parseCachedView('home', 'any', 'all')).toEqual({ name: 'home', day: null, query: {} });
    expect(parseCachedView('event', DAY, 'all')).toEqual({ name: 'event', day: DAY, query: {} });
  });

  it.each([
    ['nothing', DAY, 'all'],
    ['toString', DAY, 'all'],
    ['sale', 'any', 'location-1'],
    ['sale', DAY, 'all'],
    ['sale', DAY, 'location-9'],
    ['sale', DAY, 'location-1_location-2'],
    ['sale', DAY, 'location-1_search-2'],
    ['home', DAY, 'all'],
    ['event', DAY, 'page-'],
  ])('refuses %s/%s/%s', (name, day, query) => {
    expect(parseCachedView(name, day, query)).toBeNull();
  });
});

describe('cachedViewAddress', () => {
  it.each([
    ['/ko/cached/sale/2026-11-22/location-4_lang-3', '/sale?location=4&lang=3'],
    ['/en/cached/sale/2026-11-22/location-1', '/en/sale?location=1'],
    ['/cached/home/any/all', '/'],
    ['/en/cached/home/any/all', '/en'],
    ['/cached/event/2026-11-22/page-2', '/event?page=2'],
    ['/cached/event/2026-11-22/nonsense', '/'],
    ['/sale', null],
    ['/cached/sale', null],
  ])('%s → %s', (pathname, expected) => {
    expect(cachedViewAddress(pathname)).toBe(expected);
  });

  it('gives the address the visitor sees to the chrome', () => {
    expect(publicAddress('/cached/event/2026-11-22/location-2_page-3')).toEqual({ path: '/event', query: '?location=2&page=3' });
    expect(publicAddress('/cached/home/any/all')).toEqual({ path: '/', query: '' });
  });
});
