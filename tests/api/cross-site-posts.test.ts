import { NextRequest } from 'next/server';
import proxy from '@/proxy';

/*
 * A server action posted from another site's page (a form on evil.example aimed at one of our
 * pages) is refused by the proxy with a 403 and one line of log, before Next's own check would
 * throw it as a 500. Our own pages' posts, and every GET, go on as before.
 */

const post = (path: string, headers: Record<string, string>) =>
  new NextRequest(`http://localhost:3000${path}`, { method: 'POST', headers: { host: 'localhost:3000', 'next-action': '7f00aa', ...headers }, body: 'x' });

describe('the proxy and posts to pages', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it.each([
    ['/en/contact', { origin: 'http://evil.example' }, 'This was sent from a page that is not ours'],
    ['/contact', { 'sec-fetch-site': 'cross-site' }, '롯데플라자 사이트가 아닌'],
    ['/en/admin/login', { origin: 'null' }, 'This was sent from a page that is not ours'],
  ])('refuses a cross-site post to %s with a 403 in the page\'s language and one line of log', async (path, headers, words) => {
    const response = await proxy(post(path, headers));
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await response.json()).detail).toContain(words);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(new RegExp(`^\\[proxy\\] refused a cross-site POST to ${path} `));
  });

  it('lets our own pages\' posts and every GET through', async () => {
    for (const request of [
      post('/en/contact', { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }),
      post('/contact', { origin: 'http://localhost:3000' }),
      post('/contact', {}),
      new NextRequest('http://localhost:3000/en/contact', { headers: { host: 'localhost:3000', 'sec-fetch-site': 'cross-site' } }),
    ]) {
      expect((await proxy(request)).status).not.toBe(403);
    }
    expect(warn).not.toHaveBeenCalled();
  });
});
