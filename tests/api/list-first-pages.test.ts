import { NextRequest } from 'next/server';
import proxy from '@/proxy';

/*
 * Decision 017: a list's address with no query is served by its first page's own route (cached);
 * with anything in the query, by the list page. The language negotiation's redirects and cookie
 * go on as for any page.
 */

const visit = (address: string, headers: Record<string, string> = {}) =>
  new NextRequest(new URL(address, 'http://localhost:3000'), { headers: { host: 'localhost:3000', 'sec-fetch-site': 'same-origin', ...headers } });

/** The internal path the proxy rewrote a request to, or null when it went on unchanged. */
async function rewrittenTo(request: NextRequest): Promise<string | null> {
  const to = (await proxy(request)).headers.get('x-middleware-rewrite');
  return to ? new URL(to).pathname : null;
}

describe('a list without a query, from its cached first page', () => {
  // Which addresses are first pages is firstPagePath's rule (tests/unit/list-first-pages.test.ts).
  it.each([
    ['/event', '/ko/event/first-page'],
    ['/en/event', '/en/event/first-page'],
    ['/en/event?page=2', null],
  ])('%s → %s', async (address, internal) => {
    expect(await rewrittenTo(visit(address))).toBe(internal);
  });

  it('leaves a negotiated arrival to its redirect, and keeps the language cookie (Secure over https) on the rewrite', async () => {
    const arrival = await proxy(visit('/event', { 'sec-fetch-site': 'none', cookie: 'NEXT_LOCALE=en' }));
    expect(arrival.headers.get('location')).toMatch(/\/en\/event$/);
    expect(arrival.headers.get('x-middleware-rewrite')).toBeNull();

    // A Korean browser opening the English list: next-intl remembers the language the address names.
    const secure = await proxy(visit('https://localhost:3000/en/event', { 'sec-fetch-site': 'none', 'accept-language': 'ko-KR,ko' }));
    expect(new URL(secure.headers.get('x-middleware-rewrite')!).pathname).toBe('/en/event/first-page');
    expect(secure.headers.get('set-cookie')).toMatch(/NEXT_LOCALE=en;.*Secure/i);
  });
});

describe("the pages that show a shopper's store, from its twin for that store (My store, issue 53)", () => {
  // Which pages have twins is myStorePage's rule (tests/unit/my-store.test.ts).
  const mine = { cookie: 'NEXT_LOCALE=ko; lp_store=centreville-va' };
  it.each([
    ['/', mine, '/ko/for-store/centreville-va'],
    ['/en/location', mine, '/en/location/first-page/centreville-va'],
    ['/sale/virginia', mine, '/ko/sale/virginia/for-store/centreville-va'],
    ['/location', {}, '/ko/location/first-page'],
    ['/location', { cookie: 'lp_store=jessup-distributor-1' }, '/ko/location/first-page'],
    ['/location', { cookie: 'lp_store=%2e%2e%2fadmin' }, '/ko/location/first-page'],
    ['/event', mine, '/ko/event/first-page'],
  ])('%s with %p → %s', async (address, headers, internal) => {
    expect(await rewrittenTo(visit(address, headers))).toBe(internal);
  });
});
