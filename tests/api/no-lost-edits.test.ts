import { and, eq } from 'drizzle-orm';
import { announcements, auditLog } from '@/lib/server/db/schema';
import { ADMIN_COOKIE } from '@/lib/server/services/staff-auth';
import { IDLE } from '@/lib/admin/form-state';
import { saveAnnouncement } from '@/lib/server/services/announcement-admin';
import { newestRevision, setPublishing } from '@/lib/server/services/publishing';
import { restoreRevision } from '@/lib/server/services/revision-restore';
import { announcementSchema } from '@/lib/validation/announcement';
import { saveRecordAction } from '@/app/[locale]/admin/save-actions';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { useIsolatedStorage } from '../helpers/route-requests';
import { staffCookie } from '../helpers/staff-session';

// A server action reads its session from the request's cookies: here, the one a test sets (jest
// hoists the mocks above the imports). Messages come back as their key and values.
const request = { cookie: '' };
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (name === ADMIN_COOKIE && request.cookie ? { name, value: request.cookie } : undefined) }),
  headers: async () => new Headers({ 'x-forwarded-for': '192.0.2.91' }),
}));
jest.mock('next-intl/server', () => ({
  getTranslations: async () => (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key),
  getFormatter: async () => ({ dateTime: (at: Date) => at.toISOString() }),
}));
jest.mock('next/cache', () => ({ revalidatePath: () => undefined }));

// Staff-grade sign-ins, about a second each.
jest.setTimeout(60_000);

describe.each(databaseKinds)('no lost edits: a save from an outdated form is refused, on %s', (kind) => {
  const database = useTestDatabase(kind);
  useIsolatedStorage();
  let mina = { cookie: '', staffId: 0 };
  let joon = { cookie: '', staffId: 0 };
  const as = (who: { staffId: number }) => ({ staffId: who.staffId, address: '192.0.2.91' });
  const input = (title: string) => announcementSchema.validateSync({ title, content: '<p>본문</p>' }, { stripUnknown: true });
  const titleOf = async (id: number) => (await database().db.select().from(announcements).where(eq(announcements.id, id)))[0]!.title;

  beforeAll(async () => {
    mina = await staffCookie('editor', 'Mina');
    joon = await staffCookie('editor', 'Joon');
  });

  it('refuses the second of two saves drawn from the same revision, naming who saved and when, and keeps the first', async () => {
    const created = (await saveAnnouncement(null, input('휴무 안내'), as(mina))) as { id: number; revision: number };
    const drawn = await newestRevision('announcement', created.id);
    expect(drawn).toBe(created.revision);

    const first = await saveAnnouncement(created.id, input('설날 휴무 안내'), as(mina), drawn);
    expect(first).toEqual({ id: created.id, revision: expect.any(Number) });
    const second = await saveAnnouncement(created.id, input('추석 휴무 안내'), as(joon), drawn);
    expect(second).toEqual({ conflict: { revision: (first as { revision: number }).revision, base: drawn, by: 'Mina', at: expect.any(Date) } });

    // Nothing of the refused save was written: not the row, not a revision, not an audit line.
    expect(await titleOf(created.id)).toBe('설날 휴무 안내');
    expect(await newestRevision('announcement', created.id)).toBe((first as { revision: number }).revision);
    const joonsLines = await database().db.select().from(auditLog).where(and(eq(auditLog.staffId, joon.staffId), eq(auditLog.subjectId, created.id)));
    expect(joonsLines).toEqual([]);

    // Drawn again from the newest revision, the same change saves.
    expect(await saveAnnouncement(created.id, input('추석 휴무 안내'), as(joon), (first as { revision: number }).revision)).toMatchObject({ id: created.id });
    expect(await titleOf(created.id)).toBe('추석 휴무 안내');
  });

  it('lets publishing pass (it is not the form), and counts a restored revision as a change', async () => {
    const { id, revision } = (await saveAnnouncement(null, input('영업시간 변경'), as(mina))) as { id: number; revision: number };
    await setPublishing('announcement', id, { published: true, publishFrom: null, publishUntil: null }, as(joon));
    const saved = (await saveAnnouncement(id, input('영업시간 변경 안내'), as(mina), revision)) as { id: number; revision: number };
    expect(saved.id).toBe(id);

    expect(await restoreRevision('announcement', id, revision, as(joon))).toBeNull();
    expect(await saveAnnouncement(id, input('다시 바꾼 제목'), as(mina), saved.revision)).toMatchObject({ conflict: { by: 'Joon' } });
    expect(await titleOf(id)).toBe('영업시간 변경');
  });

  it('answers the form with the colleague, the time and a comparison, and the revision a good save stands on', async () => {
    const { id, revision } = (await saveAnnouncement(null, input('주차 안내'), as(mina))) as { id: number; revision: number };
    const form = (title: string, base: number) => {
      const data = new FormData();
      data.set('title', title);
      data.set('content', '<p>주차장 공사</p>');
      data.set('base', String(base));
      return data;
    };
    request.cookie = mina.cookie.slice(`${ADMIN_COOKIE}=`.length);
    const saved = await saveRecordAction('en', 'announcement', id, IDLE, form('주차장 공사 안내', revision));
    expect(saved).toEqual({ status: 'done', message: 'saved', base: await newestRevision('announcement', id) });

    request.cookie = joon.cookie.slice(`${ADMIN_COOKIE}=`.length);
    const refused = await saveRecordAction('en', 'announcement', id, IDLE, form('주차 안내 (수정)', revision));
    expect(refused.status).toBe('error');
    expect(refused.message).toMatch(/^conflict \{"name":"Mina","time":"\d{4}-\d\d-\d\dT/);
    expect(refused.compare).toEqual({ href: `/en/admin/revisions/announcement/${id}?a=${revision}&b=${saved.base}`, label: 'compareVersions' });
    expect(await titleOf(id)).toBe('주차장 공사 안내');

    // A base no page draws (out of an id's range, not a number) is no base: saved unchecked, never a 500.
    for (const bad of ['999999999999', '-1', 'abc']) {
      const data = form(`주차 안내 ${bad}`, 0);
      data.set('base', bad);
      expect(await saveRecordAction('en', 'announcement', id, IDLE, data)).toMatchObject({ status: 'done' });
    }
  });
});
