import { POST } from '@/app/api/my-store/route';
import { outcome } from '../helpers/page-outcome';
import { serverMarkup } from '../helpers/server-markup';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';

/*
 * My store (issue 53): the form that keeps a shopper's store in a cookie (no account, nothing
 * stored on our side), the page that shows it, and the weekly sale that opens on its region.
 */

let cookie = '';
jest.mock('next-intl/server', () => jest.requireActual('../helpers/next-intl-server').nextIntlServer());
jest.mock('next/headers', () => ({
  ...jest.requireActual('../helpers/page-outcome').nextHeaders(),
  cookies: async () => {
    const value = /lp_store=([^;]*)/.exec(cookie)?.[1];
    return { get: (name: string) => (name === 'lp_store' && value ? { name, value } : undefined), getAll: () => [], has: () => false };
  },
}));

const ours = { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' };
const post = (body: Record<string, string>, headers: Record<string, string> = ours, url = 'http://localhost:3000/api/my-store/') =>
  POST(new Request(url, { method: 'POST', headers: { host: 'localhost:3000', ...headers }, body: new URLSearchParams(body) }), undefined);

describe('my-store/', () => {
  it('keeps the store a year and goes back to the page the form was on', async () => {
    const response = await post({ store: 'centreville-va', locale: 'en', back: '/en/location' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/location');
    expect(response.headers.get('set-cookie')).toBe('lp_store=centreville-va; Max-Age=31536000; Path=/; SameSite=Lax; HttpOnly');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('without a page to go back to (a store page), says on My store what changed, in the form’s language', async () => {
    expect((await post({ store: 'centreville-va', locale: 'ko' })).headers.get('location')).toBe('/my-store?saved=chosen');
    const forgotten = await post({ store: '', locale: 'en' });
    expect(forgotten.headers.get('location')).toBe('/en/my-store?saved=forgotten');
    expect(forgotten.headers.get('set-cookie')).toBe('lp_store=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly');
  });

  it('never sends the shopper to another site, whatever `back` says, and marks the cookie Secure over https', async () => {
    const response = await post({ store: 'centreville-va', locale: 'en', back: '//evil.example/' }, { origin: 'https://www.lotteplaza.example', 'sec-fetch-site': 'same-origin' }, 'https://www.lotteplaza.example/api/my-store/');
    expect(response.headers.get('location')).toBe('/en/my-store?saved=chosen');
    expect(response.headers.get('set-cookie')).toMatch(/; Secure$/);
  });

  it.each([[{ store: 'jessup-distributor-1' }], [{ store: 'nowhere' }], [{}]])('refuses %p (a distributor, no store, nothing) in the visitor’s language, and sets nothing', async (body) => {
    const response = await post({ ...body, locale: 'en' }, { ...ours, 'accept-language': 'en' });
    expect(response.status).toBe(400);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect((await response.json()).detail).toBe('Choose one of our stores from the list, then save.');
  });

  it("refuses another site's page choosing a store (a cross-site post)", async () => {
    const response = await post({ store: 'centreville-va' }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('/my-store and the weekly sale', () => {
  // The pages read the stores' details and special hours: one database kind is enough for reads.
  useTestDatabase(databaseKinds[0]!);
  const params = (locale: 'ko' | 'en') => Promise.resolve({ locale });
  const myStorePage = async (locale: 'ko' | 'en', query: Record<string, string> = {}) => {
    const { default: Page } = await import('@/app/[locale]/(site)/my-store/page');
    return serverMarkup(await Page({ params: params(locale), searchParams: Promise.resolve(query) } as never));
  };

  it('shows the chosen store with its hours today and the forms to change or forget it, posted without script', async () => {
    cookie = 'lp_store=centreville-va';
    const html = await myStorePage('en', { saved: 'chosen' });
    expect(html).toContain('Centreville is now your store.');
    expect(html).toContain('Centreville, Virginia');
    expect(html).toMatch(/Open today \d|Closed today/);
    expect(html).toContain('action="/api/my-store/" method="post"');
    expect(html).toContain('Forget my store');
    expect(html).toContain('<option value="centreville-va" selected="">');
    expect(html).not.toContain('value="jessup-md"');
  });

  it('reached from a page that would show the store, sends the chooser back there, and never to another site', async () => {
    cookie = '';
    expect(await myStorePage('en', { back: '/en/sale/virginia' })).toContain('name="back" value="/en/sale/virginia"');
    expect(await myStorePage('en', { back: '//evil.example/' })).not.toContain('name="back"');
  });

  it('with no store (or a cookie that names none), says so in Korean too', async () => {
    cookie = 'lp_store=../../etc';
    const html = await myStorePage('ko', { saved: 'forgotten' });
    expect(html).toContain('이 브라우저에서 내 매장을 지웠습니다.');
    expect(html).toContain('아직 내 매장을 정하지 않았습니다.');
  });

  it('opens the weekly sale on the store’s region, this once (a 307, not for good)', async () => {
    const { default: Page } = await import('@/app/[locale]/(site)/sale/page');
    const open = () => outcome(() => Page({ params: params('en'), searchParams: Promise.resolve({}) } as never));
    cookie = 'lp_store=centreville-va';
    expect(await open()).toEqual({ redirect: '/en/sale/virginia', status: 307 });
    cookie = '';
    expect(await open()).toEqual({ metadata: expect.anything() });
  });
});
