import { publicAddress, tabRedirects, tabRewrites } from '@/lib/content/static-tabs';

/** Where a rewrite sends a path the proxy has put the language in, as Next matches `has` (a whole-value regex). */
function rewritten(pathname: string, query: string): string | null {
  const search = new URLSearchParams(query);
  for (const rule of tabRewrites()) {
    const locale = new RegExp(`^${rule.source.replace('/:locale(ko|en)', '/(ko|en)')}$`).exec(pathname)?.[1];
    const matches = rule.has?.every((has) => new RegExp(`^${has.value}$`).test(search.get(has.key) ?? '\n'));
    if (locale && matches) return rule.destination.replace(':locale', locale);
  }
  return null;
}

describe('tab rewrites (next.config)', () => {
  it.each([
    ['/ko/ourStory', 'tab=history', '/ko/ourStory/history'],
    ['/en/faq', 'tab=3', '/en/faq/3'],
    ['/ko/faq', 'tab=0', null],
    ['/ko/ourStory', 'tab=about', null],
    ['/ko/ourStory', 'tab=../../etc', null],
    ['/ko/faq', 'q=points', '/ko/faq/search'],
    ['/en/faq', 'tab=3&q=points', '/en/faq/search'],
    ['/ko/faq', 'q=%20%20', null],
    ['/ko/event', 'q=points', null],
    ['/ko/sale', 'tab=2', null],
    ['/ko/faq/3', 'q=points', null],
  ])('%s?%s → %s', (pathname, query, expected) => {
    expect(rewritten(pathname, query)).toBe(expected);
  });
});

describe('tab redirects (an internal path typed by hand)', () => {
  it.each([
    ['/ourStory/history', '/ourStory?tab=history'],
    ['/en/ourStory/about', '/en/ourStory'],
    ['/faq/3', '/faq?tab=3'],
    ['/en/faq/search', '/en/faq'],
  ])('%s → %s', (source, destination) => {
    expect(tabRedirects()).toContainEqual({ source, destination, permanent: true });
  });
});

describe('publicAddress', () => {
  it.each([
    ['/ourStory/history', { path: '/ourStory', query: '?tab=history' }],
    ['/ko/faq/3', { path: '/ko/faq', query: '?tab=3' }],
    ['/en/products/meat', { path: '/en/products/meat', query: '' }],
    ['/location-detail/sterling-va', { path: '/location-detail/sterling-va', query: '' }],
    ['/en/faq/search', { path: '/en/faq', query: '' }],
    ['/ko/event/first-page', { path: '/ko/event', query: '' }],
    ['/en/location/first-page', { path: '/en/location', query: '' }],
    ['/en/sale/first-page', { path: '/en/sale/first-page', query: '' }],
  ])('%s', (pathname, expected) => {
    expect(publicAddress(pathname)).toEqual(expected);
  });

  it.each([
    ['/sale/search', 'q=%EA%B3%A0%EC%B6%94%EC%9E%A5', { path: '/sale/search', query: '?q=%EA%B3%A0%EC%B6%94%EC%9E%A5' }],
    ['/en/career', 'cities=1%2C3&ordering=due_date', { path: '/en/career', query: '?cities=1%2C3&ordering=due_date' }],
    ['/ourStory/history', 'tab=history&from=mail', { path: '/ourStory', query: '?tab=history&from=mail' }],
    ['/en/faq/search', 'q=kimchi', { path: '/en/faq', query: '?q=kimchi' }],
    ['/event', '', { path: '/event', query: '' }],
  ])('%s with the address\'s query %s', (pathname, search, expected) => {
    expect(publicAddress(pathname, search)).toEqual(expected);
  });
});
