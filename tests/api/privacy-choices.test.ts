import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { GET, POST } from '@/app/api/privacy/choices/route';
import { env } from '@/lib/env';

/*
 * Privacy choices (issue 52): the answer the site's analytics ask for, which only the request can
 * give (its Sec-GPC header and the visitor's choice), the form that keeps the choice, and the
 * page that says where this browser stands.
 */

const asked = new Headers();
jest.mock('next-intl/server', () => jest.requireActual('../helpers/next-intl-server').nextIntlServer());
jest.mock('next/headers', () => ({ ...jest.requireActual('../helpers/page-outcome').nextHeaders(), headers: async () => asked }));

const get = (headers: Record<string, string>) => GET(new Request('http://localhost:3000/api/privacy/choices/', { headers }), undefined);
const post = (body: Record<string, string>, headers: Record<string, string> = { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }, url = 'http://localhost:3000/api/privacy/choices/') =>
  POST(new Request(url, { method: 'POST', headers: { host: 'localhost:3000', ...headers }, body: new URLSearchParams(body) }), undefined);

describe('privacy/choices/', () => {
  it.each([
    [{}, true, 'on'],
    [{ 'sec-gpc': '1' }, false, 'gpc'],
    [{ cookie: 'NEXT_LOCALE=en; analytics=off' }, false, 'turnedOff'],
    [{ 'sec-gpc': '0' }, true, 'on'],
  ])('answers %p: analytics %p (%s), for this request only', async (headers, analytics, standing) => {
    const response = await get(headers);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ analytics, standing });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('vary')).toBe('Sec-GPC, Cookie');
  });

  it('keeps "off" in the browser for a year and goes back to the page in its language, which then says so', async () => {
    const response = await post({ analytics: 'off', locale: 'en' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/privacy/choices?saved=off');
    expect(response.headers.get('set-cookie')).toBe('analytics=off; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('forgets the choice for "on", and marks the cookie Secure over https', async () => {
    const response = await post({ analytics: 'on', locale: 'ko' }, { origin: 'https://www.lotteplaza.example', 'sec-fetch-site': 'same-origin' }, 'https://www.lotteplaza.example/api/privacy/choices/');
    expect(response.headers.get('location')).toBe('/privacy/choices?saved=on');
    expect(response.headers.get('set-cookie')).toBe('analytics=; Path=/; Max-Age=0; SameSite=Lax; Secure');
  });

  it.each([
    [{ analytics: 'maybe', locale: 'en' }],
    [{ locale: 'ko' }],
  ])('refuses a choice that is neither on nor off (%p) with a 400 that says what to do, and sets nothing', async (body) => {
    const response = await post(body, { origin: 'http://localhost:3000', 'accept-language': 'en' });
    expect(response.status).toBe(400);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect((await response.json()).detail).toBe('Choose whether analytics are on or off, then save.');
  });

  it("refuses another site's page setting the choice (a cross-site post)", async () => {
    const response = await post({ analytics: 'off', locale: 'en' }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('/privacy/choices', () => {
  const render = async (headers: Record<string, string>, query: Record<string, string> = {}) => {
    for (const name of [...asked.keys()]) asked.delete(name);
    for (const [name, value] of Object.entries(headers)) asked.set(name, value);
    const { default: Page } = await import('@/app/[locale]/(site)/privacy/choices/page');
    return renderToStaticMarkup((await Page({ params: Promise.resolve({ locale: 'en' }), searchParams: Promise.resolve(query) } as never)) as ReactElement);
  };

  const withAnalyticsId = (id: string | undefined) => {
    (env as { gaId?: string }).gaId = id;
  };
  afterEach(() => withAnalyticsId(undefined));

  it('says where this browser stands, checks its choice, and posts a plain form that works before any script', async () => {
    withAnalyticsId('G-TEST0000');
    const open = await render({});
    expect(open).toContain('Analytics are on in this browser.');
    expect(open).toContain('action="/api/privacy/choices/" method="post"');
    expect(open).toContain('checked="" value="on"');

    const off = await render({ cookie: 'analytics=off' }, { saved: 'off' });
    expect(off).toContain('You turned analytics off in this browser.');
    expect(off).toContain('Saved: analytics are off in this browser.');
    expect(off).toContain('checked="" value="off"');

    const gpc = await render({ 'sec-gpc': '1' });
    expect(gpc).toContain('Your browser sends Global Privacy Control');
  });

  it('without an analytics id, says the site counts nothing rather than that analytics are on, and still keeps a choice', async () => {
    const none = await render({});
    expect(none).toContain('This site runs no analytics at the moment.');
    expect(none).not.toContain('Analytics are on in this browser.');
    expect(await render({ cookie: 'analytics=off' })).toContain('You turned analytics off in this browser.');
  });

  it('says what each form collects and how long it is kept, from the one schedule', async () => {
    const html = await render({});
    expect(html).toContain('Job applications');
    expect(html).toContain('3 years from the day it was sent, then deleted with its files');
    expect(html).toContain('1 year from the answer, then deleted with its files');
    expect(html).toContain('your position is never sent to our server');
  });
});
