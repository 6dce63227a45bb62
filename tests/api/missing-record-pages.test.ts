import { NextRequest } from 'next/server';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import proxy, { config } from '@/proxy';
import { storeToday } from '@/lib/dates';
import { seedIfEmpty } from '@/lib/server/db/seed';
import { listDealEntries } from '@/lib/server/services/deals';
import { listPostingEntries } from '@/lib/server/services/postings';
import { listAnnouncementEntries } from '@/lib/server/services/announcements';
import { PAGE_LANGUAGE_HEADER } from '@/lib/i18n/routing';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { useIsolatedStorage } from '../helpers/route-requests';

/*
 * Issue 50, item 8: a page whose record is not on show is answered by the proxy with the 404 page
 * Next renders as HTML (app/not-found.tsx), in the address's language, before the page would call
 * notFound() (whose document only script fills in). Records on show, staff previews, redirects of
 * the language negotiation and every other address go on as before.
 */

jest.setTimeout(120_000);

const visit = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(`http://localhost:3000${path}`, { headers: { host: 'localhost:3000', 'sec-fetch-site': 'same-origin', ...headers } });

/** Where the proxy sent a request (Next's rewrite), and in which language, or null if it went on to its page. */
async function notFoundRewrite(request: NextRequest): Promise<{ to: string; language: string | null } | null> {
  const response = await proxy(request);
  const to = response.headers.get('x-middleware-rewrite');
  if (!to?.endsWith('/not-found')) return null;
  return { to: new URL(to).pathname, language: response.headers.get(`x-middleware-request-${PAGE_LANGUAGE_HEADER}`) };
}

describe.each(databaseKinds)('the 404 of a record not on show, on %s', (kind) => {
  const database = useTestDatabase(kind);
  useIsolatedStorage();
  const shown = { event: 0, career: 0, announcement: 0 };

  beforeAll(async () => {
    await seedIfEmpty(database().db);
    shown.event = (await listDealEntries())[0]!.id;
    shown.career = (await listPostingEntries(storeToday()))[0]!.id;
    shown.announcement = (await listAnnouncementEntries())[0]!.id;
  });

  it.each([
    ['/en/event/99999', '/en/not-found', 'en'],
    ['/event/99999', '/ko/not-found', 'ko'],
    ['/career/abc', '/ko/not-found', 'ko'],
    ['/en/career/012', '/en/not-found', 'en'],
    ['/en/announcement/123456', '/en/not-found', 'en'],
    ['/en/location-detail/nowhere', '/en/not-found', 'en'],
    ['/sale/texas', '/ko/not-found', 'ko'],
    ['/en/event/x.png', '/en/not-found', 'en'],
    ['/en/announcement?page=999', '/en/not-found', 'en'],
    ['/announcement?page=50&x=1', '/ko/not-found', 'ko'],
  ])('%s is answered by the 404 page of %s', async (path, to, language) => {
    expect(await notFoundRewrite(visit(path))).toEqual({ to, language });
  });

  it('lets a record on show, an address in another case and any other page go on to their pages', async () => {
    const paths = [
      `/event/${shown.event}`,
      `/en/career/${shown.career}`,
      `/en/announcement/${shown.announcement}`,
      '/location-detail/sterling-va',
      '/en/sale/maryland',
      '/sale/Maryland',
      '/en/event',
      '/en/event/1/extra',
      '/privacy',
      '/sale/my-list',
      '/en/sale/search',
      '/en/announcement?page=1',
      '/announcement?page=abc',
      '/announcement?page=2',
    ];
    for (const path of paths) expect(await notFoundRewrite(visit(path))).toBeNull();
  });

  it('leaves a staff preview (draft mode) to the page, and a negotiated redirect as it is', async () => {
    expect(await notFoundRewrite(visit('/en/event/99999', { cookie: '__prerender_bypass=1' }))).toBeNull();
    expect(await notFoundRewrite(visit('/en/announcement?page=999', { cookie: '__prerender_bypass=1' }))).toBeNull();
    const arrival = await proxy(visit('/event/99999', { 'sec-fetch-site': 'none', cookie: 'NEXT_LOCALE=en' }));
    expect(arrival.headers.get('location')).toMatch(/\/en\/event\/99999$/);
  });
});

describe('the addresses the proxy answers', () => {
  // Next reads the matcher as a path pattern whose one group is this regular expression.
  const answered = (path: string) => new RegExp(`^${config.matcher[0]}$`).test(path);

  it('takes every page address, with a dot or without', () => {
    for (const path of ['/', '/en', '/event/12', '/wp-login.php', '/en/event/x.png', '/en/x.php', '/stores', '/images', '/favicon.ico', '/sitemap.xml.bak']) expect([path, answered(path)]).toEqual([path, true]);
  });

  it("leaves alone the API, Next's files, the app's own files and every file of public/", () => {
    const files = readdirSync(path.join(process.cwd(), 'public'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(path.join(process.cwd(), 'public'), path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
    expect(files.length).toBeGreaterThan(0);
    for (const file of [...files, '/api/events', '/_next/static/x.js', '/icon.svg', '/robots.txt', '/sitemap.xml']) expect([file, answered(file)]).toEqual([file, false]);
  });
});
