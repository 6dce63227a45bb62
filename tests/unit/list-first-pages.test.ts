import { firstPagePath, listOfFirstPage } from '@/lib/content/list-first-pages';

describe('firstPagePath: the cached first page that serves a list address without a query', () => {
  it.each([
    ['/event', '', '/ko/event/first-page'],
    ['/en/event', '', '/en/event/first-page'],
    ['/career', '', '/ko/career/first-page'],
    ['/en/announcement', '', '/en/announcement/first-page'],
    ['/location', '', '/ko/location/first-page'],
    // Anything in the query, even a stray one, is the list page's own business.
    ['/event', '?page=2', null],
    ['/en/career', '?cities=1,3', null],
    ['/location', '?zip=21044', null],
    ['/event', '?utm_source=mail', null],
    // Not a list, or not its address.
    ['/sale', '', null],
    ['/event/38', '', null],
    ['/en/event/first-page', '', null],
    ['/', '', null],
    ['/en', '', null],
  ])('%s%s', (pathname, search, expected) => {
    expect(firstPagePath(pathname, search)).toBe(expected);
  });
});

describe('listOfFirstPage', () => {
  it.each([
    ['/ko/event/first-page', '/ko/event'],
    ['/en/career/first-page', '/en/career'],
    ['/announcement/first-page', '/announcement'],
    ['/en/sale/first-page', null],
    ['/en/event/38', null],
    ['/en/event', null],
  ])('%s', (pathname, expected) => {
    expect(listOfFirstPage(pathname)).toBe(expected);
  });
});
