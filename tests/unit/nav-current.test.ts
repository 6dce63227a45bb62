import { navCurrent } from '@/lib/layout/nav-current';

describe('a header link on the page shown', () => {
  it.each([
    ['/sale', '/sale', 'page'],
    ['/sale/maryland', '/sale', 'true'],
    ['/sale/my-list', '/sale', 'true'],
    ['/career/3', '/career', 'true'],
    ['/career-apply', '/career', 'true'],
    ['/event/33', '/event', 'true'],
    ['/location-detail/sterling-va', '/location', 'true'],
    ['/products/groceries', '/products', 'true'],
    ['/ourStory/history', '/ourStory', 'true'],
    ['/', '/', 'page'],
    ['/sale', '/', undefined],
    ['/events', '/event', undefined],
    ['/announcement/4', '/event', undefined],
  ])('%s, link %s: %p', (pathname, href, mark) => {
    expect(navCurrent(pathname, href)).toBe(mark);
  });
});
