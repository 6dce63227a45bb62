import { ADMIN_COOKIE } from '@/lib/server/services/staff-auth';
import { PREVIEW_COOKIE, previewing, previewOf } from '@/lib/server/preview';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { staffCookie } from '../helpers/staff-session';
import { outcome } from '../helpers/page-outcome';
import { GET as openPreview } from '@/app/api/preview/route';

// The request as the browser sends it: its draft-mode flag and its cookies (jest hoists the mocks).
const request = { draft: false, cookies: new Map<string, string>() };
jest.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: request.draft, enable: () => undefined }),
  cookies: async () => ({ get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name)! } : undefined), set: () => undefined }),
  headers: async () => new Headers(),
}));

// Staff-grade sign-ins, about a second each.
jest.setTimeout(60_000);

describe.each(databaseKinds)('a staff preview on %s', (kind) => {
  useTestDatabase(kind);
  let hr = '';
  let editor = '';

  beforeAll(async () => {
    hr = (await staffCookie('hr')).cookie.slice(`${ADMIN_COOKIE}=`.length);
    editor = (await staffCookie('editor')).cookie.slice(`${ADMIN_COOKIE}=`.length);
  });

  const browser = (draft: boolean, session: string, preview: string) => {
    request.draft = draft;
    request.cookies = new Map([
      [ADMIN_COOKIE, session],
      [PREVIEW_COOKIE, preview],
    ]);
  };

  it.each([
    ['a staff member allowed the kind, in draft mode', true, 'hr', 'posting:12', 'posting', 12],
    ['the kind the cookie names only', true, 'hr', 'posting:12', 'deal', null],
    ['not in draft mode (the cookie alone)', false, 'hr', 'posting:12', 'posting', null],
    ['signed out, the draft-mode cookie still held', true, '', 'posting:12', 'posting', null],
    ['a cookie changed by hand to a kind the staff member may not manage', true, 'hr', 'deal:3', 'deal', null],
    ['an editor, who manages deals', true, 'editor', 'deal:3', 'deal', 3],
    ['an id that is none', true, 'editor', 'deal:0x3', 'deal', null],
  ] as const)('%s', async (_case, draft, who, preview, asked, expected) => {
    browser(draft, who === 'hr' ? hr : who === 'editor' ? editor : '', preview);
    expect(await previewOf(asked)).toBe(expected);
  });

  it('marks the page as a preview only for a signed-in staff member in draft mode', async () => {
    browser(true, editor, 'deal:3');
    expect(await previewing()).toBe(true);
    browser(true, '', 'deal:3');
    expect(await previewing()).toBe(false);
    browser(false, editor, 'deal:3');
    expect(await previewing()).toBe(false);
  });

  it('sends a colleague whose role does not manage the kind to its section, which answers with the 403 page; an unknown kind is a 404', async () => {
    browser(false, hr, '');
    expect(await outcome(() => openPreview(new Request('http://localhost/api/preview?kind=deal&id=3&locale=en')))).toEqual({ redirect: '/en/admin/deals', status: 307 });
    const unknown = (await openPreview(new Request('http://localhost/api/preview?kind=coupon&id=3&locale=en'))) as Response;
    expect(unknown.status).toBe(404);
  });
});
