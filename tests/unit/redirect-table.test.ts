/**
 * @jest-environment node
 */
import config from '@/next.config';
import { legacyRedirects } from '@/lib/content/legacy-redirects';
import { tabRedirects } from '@/lib/content/static-tabs';
import { firstPageRedirects } from '@/lib/content/list-first-pages';
import { myStorePageRedirects } from '@/lib/stores/my-store-pages';

type Redirect = ReturnType<typeof legacyRedirects>[number];

/** A rule's source as a regular expression: literal segments, and `:name` for one whole segment (all the table uses). */
function sourcePattern(source: string): RegExp {
  const segments = source.split('/').map((segment) => {
    if (segment.startsWith(':')) {
      if (!/^:\w+$/.test(segment)) throw new Error(`${source}: only plain :name segments are read here; test this rule end to end`);
      return `(?<${segment.slice(1)}>[^/]+)`;
    }
    return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${segments.join('/')}$`);
}

/**
 * Where next.config's redirects send an address, read as Next documents them: the first rule
 * whose source matches the path and whose `has` query conditions hold; the address's query rides
 * along after the destination's own, a `:name` of the source fills the destination's; `permanent` answers 308. Null when none matches. (That Next
 * itself answers so is routing.spec.ts's, once per kind of rule.)
 */
function redirected(rules: Redirect[], address: string): { location: string; status: number } | null {
  const url = new URL(address, 'http://localhost');
  for (const rule of rules) {
    if (rule.missing) throw new Error(`${rule.source}: \`missing\` is not read here`);
    const match = sourcePattern(rule.source).exec(url.pathname);
    if (!match) continue;
    const holds = (rule.has ?? []).every((condition) => {
      if (condition.type !== 'query') throw new Error(`${rule.source}: only query conditions are read here`);
      return url.searchParams.get(condition.key) === condition.value;
    });
    if (!holds) continue;
    // A `:name` of the source fills the same `:name` in the destination.
    const destination = new URL(rule.destination.replace(/:(\w+)/g, (_, name: string) => match.groups?.[name] ?? `:${name}`), 'http://localhost');
    for (const [key, value] of url.searchParams) destination.searchParams.append(key, value);
    return { location: `${destination.pathname}${destination.search}`, status: rule.permanent ? 308 : 307 };
  }
  return null;
}

let rules: Redirect[] = [];

beforeAll(async () => {
  rules = ((await config('phase-test').redirects?.()) ?? []) as Redirect[];
});

it('next.config redirects the legacy addresses and the tabs\u2019, lists\u2019 and My store twins\u2019 internal paths, nothing else', () => {
  expect(rules).toEqual([...legacyRedirects(), ...tabRedirects(), ...firstPageRedirects(), ...myStorePageRedirects(['', '/en'])]);
});

describe('old site addresses move for good (308) to where they live now, in both languages', () => {
  it.each([
    ['/store-event', '/event'],
    ['/weekly-sale', '/sale'],
    ['/nj-weekly-sale', '/sale'],
    ['/fl-weekly-sale-2', '/sale'],
    ['/locations', '/location'],
    ['/locations/annandale-va', '/location'],
  ])('%s → %s', (from, to) => {
    for (const prefix of ['', '/en']) expect(redirected(rules, `${prefix}${from}`)).toEqual({ location: `${prefix}${to}`, status: 308 });
  });
});

describe('content addresses next.config moves for good (308): the spec\u2019s department tabs, Produce\u2019s own path, a tab\u2019s or a list\u2019s internal path', () => {
  it.each([
    ['/products?tab=2', '/products/meat?tab=2'],
    ['/en/products?tab=5', '/en/products/houseware?tab=5'],
    ['/products?tab=3', '/products/seafood?tab=3'],
    ['/en/products?tab=4', '/en/products/groceries?tab=4'],
    ['/products/produce', '/products'],
    ['/ourStory/history', '/ourStory?tab=history'],
    ['/en/ourStory/about', '/en/ourStory'],
    ['/faq/3', '/faq?tab=3'],
    ['/en/faq/search', '/en/faq'],
    ['/event/first-page', '/event'],
    ['/en/location/first-page', '/en/location'],
    ['/for-store/centreville-va', '/'],
    ['/en/for-store/centreville-va', '/en'],
    ['/location/first-page/centreville-va', '/location'],
    ['/en/sale/virginia/for-store/centreville-va', '/en/sale/virginia'],
  ])('%s → %s', (from, to) => {
    expect(redirected(rules, from)).toEqual({ location: to, status: 308 });
  });

  it.each(['/products', '/products?tab=1', '/products?tab=9', '/en/products/meat', '/sale', '/location', '/event', '/en/event/38', '/locationsx', '/ourStory', '/faq', '/en/faq?tab=3', '/sale?location=1', '/sale/virginia', '/my-store'])('%s stays', (address) => {
    expect(redirected(rules, address)).toBeNull();
  });
});
