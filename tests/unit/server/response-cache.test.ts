/**
 * @jest-environment node
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cacheKeyOf, createResponseCache, lifetimeOf, LIFETIME_MS } from '@/server/response-cache.mjs';

const page = (headers: IncomingHttpHeaders = {}, url = '/sale?location=1', method = 'GET') => ({ method, url, headers });

describe('cacheKeyOf', () => {
  it.each([
    ['a page', page(), true],
    ['a page asked for its head only', page({}, '/privacy', 'HEAD'), true],
    ['a form sent', page({}, '/contact', 'POST'), false],
    ['the API', page({}, '/api/events/'), false],
    ['Next\'s files', page({}, '/_next/static/chunks/a.js'), false],
    ['a conditional request', page({ 'if-none-match': '"abc"' }), false],
    ['a conditional request by date', page({ 'if-modified-since': 'Tue, 24 Nov 2026 10:00:00 GMT' }), false],
    ['a partial request', page({ range: 'bytes=0-10' }), false],
    ['a request with credentials', page({ authorization: 'Basic eDp5' }), false],
  ])('%s', (_, req, keyed) => {
    expect(cacheKeyOf(req) !== null).toBe(keyed);
  });

  it.each([
    ['the address', page({}, '/sale?location=2')],
    ['the language cookie', page({ cookie: 'NEXT_LOCALE=en' })],
    ['the browser\'s languages', page({ 'accept-language': 'en-US,en;q=0.9' })],
    ['a link inside the site', page({ 'sec-fetch-site': 'same-origin' })],
    ['https', page({ 'x-forwarded-proto': 'https' })],
    ['the encoding', page({ 'accept-encoding': 'gzip' })],
    ['the router\'s payload', page({ rsc: '1' })],
    ['the router\'s state', page({ rsc: '1', 'next-router-state-tree': '%5B%22%22%5D' })],
    ['a prefetch', page({ rsc: '1', 'next-router-prefetch': '1' })],
    ['a segment prefetch', page({ rsc: '1', 'next-router-segment-prefetch': '/_tree' })],
    ['the page the router is on', page({ rsc: '1', 'next-url': '/event' })],
  ])('tells apart requests that differ by %s', (_, other) => {
    expect(cacheKeyOf(other)).not.toBe(cacheKeyOf(page()));
  });

  it.each([
    ['other cookies', page({ cookie: '_ga=GA1.1.1; lp_admin=token' })],
    ['another site sending the visitor', page({ 'sec-fetch-site': 'cross-site' })],
    ['another agent', page({ 'user-agent': 'Googlebot/2.1' })],
  ])('does not tell apart requests that differ only by %s', (_, other) => {
    expect(cacheKeyOf(other)).toBe(cacheKeyOf(page()));
  });

  it('reads the language cookie wherever it stands among the cookies', () => {
    expect(cacheKeyOf(page({ cookie: '_ga=1; NEXT_LOCALE=en; visit=1' }))).toBe(cacheKeyOf(page({ cookie: 'NEXT_LOCALE=en' })));
  });
});

describe('lifetimeOf', () => {
  const html = { 'content-type': 'text/html; charset=utf-8' };
  it.each([
    ['a prerendered page', 200, { ...html, 'cache-control': 's-maxage=31536000' }, LIFETIME_MS],
    ['a cached view', 200, { ...html, 'cache-control': 's-maxage=300, stale-while-revalidate=31535700' }, LIFETIME_MS],
    ['the router\'s payload of a cached page', 200, { 'content-type': 'text/x-component', 'cache-control': 's-maxage=300' }, LIFETIME_MS],
    ['a page with a shorter lifetime of its own', 200, { ...html, 'cache-control': 'max-age=0, s-maxage=0' }, 0],
    ['a page that sets the language cookie', 200, { ...html, 'cache-control': 's-maxage=300', 'set-cookie': ['NEXT_LOCALE=en; Path=/; SameSite=lax'] }, LIFETIME_MS],
    ['a page that sets any other cookie', 200, { ...html, 'cache-control': 's-maxage=300', 'set-cookie': ['NEXT_LOCALE=en', 'lp_admin=x'] }, 0],
    ['a page rendered per request', 200, { ...html, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }, 0],
    ['a page that says nothing of caching', 200, html, 0],
    ['a missing page', 404, { ...html, 'cache-control': 's-maxage=31536000' }, 0],
    ['a redirect', 307, { 'cache-control': 's-maxage=31536000' }, 0],
    ['JSON', 200, { 'content-type': 'application/json', 'cache-control': 's-maxage=60' }, 0],
  ])('%s', (_, status, headers, lifetime) => {
    expect(lifetimeOf(status, headers, 1000)).toBe(lifetime);
  });

  it('keeps no answer over 2 MB', () => {
    expect(lifetimeOf(200, { ...html, 'cache-control': 's-maxage=300' }, 2 * 1024 * 1024 + 1)).toBe(0);
  });
});

describe('createResponseCache', () => {
  let clock = 0;
  let renders = 0;
  let cacheControl = 's-maxage=300';
  const cache = createResponseCache({ now: () => clock });
  let server: Server;
  let port = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const key = cacheKeyOf(req);
      if (key && cache.answer(key, req, res)) return;
      if (key) cache.keep(key, req, res);
      renders += 1;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', cacheControl);
      res.setHeader('X-Render', String(renders));
      res.write('<p>sale ');
      res.end(`${renders}</p>`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    cache.clear();
    cacheControl = 's-maxage=300';
  });

  const ask = (method = 'GET', headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const request = httpRequest({ port, host: '127.0.0.1', path: '/sale?location=1', method, headers }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      });
      request.on('error', reject);
      request.end();
    });

  it('answers a second request from what the first wrote, headers and all, for a second', async () => {
    const first = await ask();
    const second = await ask();
    expect(second.body).toBe(first.body);
    expect(second.headers['x-render']).toBe(first.headers['x-render']);
    expect(second.headers['content-length']).toBe(String(Buffer.byteLength(first.body)));
    const head = await ask('HEAD');
    expect(head.body).toBe('');
    expect(head.headers['x-render']).toBe(first.headers['x-render']);

    clock += LIFETIME_MS;
    expect((await ask()).headers['x-render']).not.toBe(first.headers['x-render']);
  });

  it('keeps apart what differs by language, and forgets everything when cleared', async () => {
    const korean = await ask();
    const english = await ask('GET', { 'accept-language': 'en' });
    expect(english.headers['x-render']).not.toBe(korean.headers['x-render']);
    expect((await ask('GET', { 'accept-language': 'en' })).headers['x-render']).toBe(english.headers['x-render']);
    cache.clear();
    expect(cache.size).toBe(0);
    expect((await ask()).headers['x-render']).not.toBe(korean.headers['x-render']);
  });

  it('never keeps a page rendered per request, nor an answer to a HEAD', async () => {
    cacheControl = 'private, no-cache, no-store, max-age=0, must-revalidate';
    const first = await ask();
    expect((await ask()).headers['x-render']).not.toBe(first.headers['x-render']);
    cacheControl = 's-maxage=300';
    await ask('HEAD');
    expect(cache.size).toBe(0);
  });
});
