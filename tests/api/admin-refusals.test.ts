import { and, eq } from 'drizzle-orm';
import { auditLog, staffUsers } from '@/lib/server/db/schema';
import { ADMIN_COOKIE } from '@/lib/server/services/staff-auth';
import { IDLE } from '@/lib/admin/form-state';
import { POST } from '@/app/api/admin/uploads/[purpose]/route';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { postForm, useIsolatedStorage } from '../helpers/route-requests';
import { staffCookie } from '../helpers/staff-session';
import { pngFile } from '../helpers/upload-fixtures';
import { updateStaffAction } from '@/app/[locale]/admin/actions';
import { staffForPage } from '@/lib/server/admin/guard';

// A server action reads its session from the request's cookies: here, the one a test sets (jest
// hoists the mocks above the imports).
const request = { cookie: '', address: '192.0.2.90' };
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (name === ADMIN_COOKIE && request.cookie ? { name, value: request.cookie } : undefined) }),
  headers: async () => new Headers({ 'x-forwarded-for': request.address }),
}));
jest.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }));
jest.mock('next/cache', () => ({ revalidatePath: () => undefined }));
// Next's forbidden() needs its build's flag (experimental.authInterrupts): here it says it was called.
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  forbidden: () => {
    throw new Error('403 forbidden()');
  },
}));

// Staff-grade sign-ins, about a second each.
jest.setTimeout(60_000);

describe.each(databaseKinds)('refused staff actions are audited on %s', (kind) => {
  const database = useTestDatabase(kind);
  useIsolatedStorage();
  let support = { cookie: '', staffId: 0 };
  let admin = { cookie: '', staffId: 0 };

  beforeAll(async () => {
    support = await staffCookie('support');
    admin = await staffCookie('admin');
  });

  const rowsOf = (staffId: number) => database().db.select().from(auditLog).where(and(eq(auditLog.staffId, staffId), eq(auditLog.action, 'refused')));
  const signedInAs = (who: { cookie: string }) => {
    request.cookie = who.cookie.slice(`${ADMIN_COOKIE}=`.length);
  };
  const deactivate = (id: number) => {
    const form = new FormData();
    form.set('id', String(id));
    form.set('active', 'false');
    return updateStaffAction('en', IDLE, form);
  };

  it('writes a "refused" row when a colleague without the role tries to manage staff, and changes nothing', async () => {
    signedInAs(support);
    expect(await deactivate(admin.staffId)).toEqual({ status: 'error', message: 'forbiddenBody' });
    expect(await rowsOf(support.staffId)).toEqual([expect.objectContaining({ detail: 'staff:manage', address: '192.0.2.90' })]);
    const [target] = await database().db.select().from(staffUsers).where(eq(staffUsers.id, admin.staffId));
    expect(target?.active).toBe(true);
  });

  it('writes none for a permitted action (its own row says what was done)', async () => {
    signedInAs(admin);
    expect(await deactivate(support.staffId)).toEqual({ status: 'done', message: 'updated' });
    expect(await rowsOf(admin.staffId)).toEqual([]);
    expect(await database().db.select().from(auditLog).where(and(eq(auditLog.staffId, admin.staffId), eq(auditLog.action, 'staff-update')))).toHaveLength(1);
  });

  it('writes one for a page the role may not open (Next\'s 403), naming the page', async () => {
    const editor = await staffCookie('editor');
    signedInAs(editor);
    await expect(staffForPage('en', '/admin/staff', 'staff:manage')).rejects.toThrow('403 forbidden()');
    expect(await rowsOf(editor.staffId)).toEqual([expect.objectContaining({ detail: 'staff:manage GET /admin/staff', address: '192.0.2.90' })]);
    // A page the role may open writes nothing.
    expect(await staffForPage('en', '/admin/announcements', 'announcements:manage')).toMatchObject({ staff: { id: editor.staffId } });
    expect(await rowsOf(editor.staffId)).toHaveLength(1);
  });

  it('writes one for a refused staff API call, naming the request', async () => {
    const editor = await staffCookie('hr');
    const response = await postForm(POST, '/api/admin/uploads/flyer?lang=en', { file: pngFile() }, { cookie: editor.cookie, 'sec-fetch-site': 'same-origin' }, { purpose: 'flyer' });
    expect(response.status).toBe(403);
    expect(await rowsOf(editor.staffId)).toEqual([expect.objectContaining({ detail: 'sales:manage POST /api/admin/uploads/flyer' })]);
  });
});
