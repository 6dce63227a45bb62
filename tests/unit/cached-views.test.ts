import { cachedViewAddress, cachedViewPath, parseCachedView } from '@/lib/routing/cached-views';
import { publicAddress } from '@/lib/content/static-tabs';
import { reportedViewAddress } from '@/lib/routing/view-addresses';

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

  // Shown posts: deal 12, posting 4 today only, notice 3.
  const SHOWN: Record<string, number[]> = { deal: [12], notice: [3] };
  const known = (kind: string, id: number, day: string | null) => (kind === 'posting' ? id === 4 && day === DAY : (SHOWN[kind] ?? []).includes(id) && day === null);

  it.each([
    ['ko', '/event/12', '', '/ko/cached/deal/any/id-12'],
    ['en', '/en/event/12', 'location=2&search=kimchi&page=3', '/en/cached/deal/any/id-12'],
    ['ko', '/event/13', '', null],
    ['ko', '/event/012', '', null],
    ['ko', '/event/12/more', '', null],
    ['ko', '/event/1234567', '', null],
    ['ko', '/career', 'view=detail&id=4', '/ko/cached/posting/2026-11-22/id-4'],
    ['en', '/en/career', 'view=detail&id=4&cities=3,18&page=2', '/en/cached/posting/2026-11-22/id-4'],
    ['ko', '/career', 'view=detail&id=5', null],
    ['ko', '/career', 'id=4', null],
    ['ko', '/announcement', 'view=detail&id=3&page=2', '/ko/cached/notice/any/id-3'],
    ['ko', '/announcement', 'view=detail&id=3.0', null],
    ['ko', '/announcement', 'view=list&id=3', null],
    ['ko', '/announcement', 'view=detail', null],
  ])('a post: %s %s?%s → %s', (locale, pathname, query, expected) => {
    expect(cachedViewPath(locale, pathname, new URLSearchParams(query), DAY, known)).toBe(expected);
  });

  it('serves no post from the cache before the server has said which it shows', () => {
    expect(cachedViewPath('ko', '/event/12', new URLSearchParams(), DAY)).toBeNull();
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
    expect(parseCachedView('posting', DAY, 'id-4')).toEqual({ name: 'posting', day: DAY, query: { id: 4 } });
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
    ['deal', 'any', 'id-0'],
    ['deal', 'any', 'page-2'],
    ['notice', DAY, 'id-3'],
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
    ['/en/cached/deal/any/id-12', '/en/event/12'],
    ['/cached/posting/2026-11-22/id-4', '/career?view=detail&id=4'],
    ['/ko/cached/notice/any/id-3', '/announcement?view=detail&id=3'],
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

describe('reportedViewAddress (the browser\'s reading, unchecked)', () => {
  it.each([
    '/ko/cached/sale/2026-11-22/location-4_lang-3',
    '/en/cached/sale/2026-11-22/location-1',
    '/cached/home/any/all',
    '/en/cached/home/any/all',
    '/cached/event/2026-11-22/location-0_page-2',
    '/en/cached/career/2026-11-22/page-50',
    '/en/cached/deal/any/id-12',
    '/cached/posting/2026-11-22/id-4',
    '/ko/cached/notice/any/id-999999',
  ])('reads %s as the server does', (pathname) => {
    expect(reportedViewAddress(pathname)).toBe(cachedViewAddress(pathname));
  });

  it.each(['/sale', '/cached/sale', '/cached/unknown/any/all', '/cached/toString/any/all'])('%s is no cached view', (pathname) => {
    expect(reportedViewAddress(pathname)).toBeNull();
  });
});
