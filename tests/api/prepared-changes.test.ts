import { eq } from 'drizzle-orm';
import { announcements, auditLog, revisions } from '@/lib/server/db/schema';
import { ADMIN_COOKIE } from '@/lib/server/services/staff-auth';
import { IDLE } from '@/lib/admin/form-state';
import { getAnnouncementForStaff, saveAnnouncement } from '@/lib/server/services/announcement-admin';
import { getAnnouncement } from '@/lib/server/services/announcements';
import { newestRevision, setPublishing } from '@/lib/server/services/publishing';
import { applyChange, discardChange, preparedChange, publishDueChanges, scheduleChange } from '@/lib/server/services/prepared-changes';
import { announcementSchema } from '@/lib/validation/announcement';
import { saveRecordAction } from '@/app/[locale]/admin/save-actions';
import { preparedChangeAction } from '@/app/[locale]/admin/publishing-actions';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { useIsolatedStorage } from '../helpers/route-requests';
import { staffCookie } from '../helpers/staff-session';

// A server action reads its session from the request's cookies: here, the one a test sets (jest
// hoists the mocks above the imports). Messages come back as their key and values.
const request = { cookie: '' };
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (name === ADMIN_COOKIE && request.cookie ? { name, value: request.cookie } : undefined) }),
  headers: async () => new Headers({ 'x-forwarded-for': '192.0.2.92' }),
}));
jest.mock('next-intl/server', () => ({
  getTranslations: async () => (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key),
  getFormatter: async () => ({ dateTime: (at: Date) => at.toISOString() }),
}));
jest.mock('next/cache', () => ({ revalidatePath: () => undefined }));

// Staff-grade sign-ins, about a second each.
jest.setTimeout(60_000);

const LIVE = { published: true, publishFrom: null, publishUntil: null };

describe.each(databaseKinds)('prepared changes to a published record, on %s', (kind) => {
  const database = useTestDatabase(kind);
  useIsolatedStorage();
  let mina = { cookie: '', staffId: 0 };
  let joon = { cookie: '', staffId: 0 };
  const as = (who: { staffId: number }) => ({ staffId: who.staffId, address: '192.0.2.92' });
  const input = (title: string) => announcementSchema.validateSync({ title, content: `<p>${title} 본문</p>` }, { stripUnknown: true });
  const stored = async (id: number) => (await database().db.select().from(announcements).where(eq(announcements.id, id)))[0]!;
  const actionsOn = async (id: number) => (await database().db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.subjectId, id))).map((row) => row.action);

  beforeAll(async () => {
    mina = await staffCookie('editor', 'Mina');
    joon = await staffCookie('editor', 'Joon');
  });

  /** A live announcement titled `title`, and the revision its form is drawn from. */
  async function live(title: string): Promise<{ id: number; revision: number }> {
    const { id } = (await saveAnnouncement(null, input(title), as(mina))) as { id: number };
    await setPublishing('announcement', id, LIVE, as(mina));
    return { id, revision: await newestRevision('announcement', id) };
  }

  it('keeps a published record as it is while its change waits; the form and the preview show the change; published now, the site does', async () => {
    const { id, revision } = await live('주차 안내');
    const saved = await saveAnnouncement(id, input('주차장 공사 안내'), as(mina), revision);
    expect(saved).toEqual({ id, revision: expect.any(Number), prepared: true });
    const change = (saved as { revision: number }).revision;

    // The row, the public read and the cache are the published version; the form and the preview are the change.
    expect((await stored(id)).title).toBe('주차 안내');
    expect((await getAnnouncement(id))!.title).toBe('주차 안내');
    expect((await getAnnouncement(id, true))!.title).toBe('주차장 공사 안내');
    expect((await getAnnouncementForStaff(id))!.title).toBe('주차장 공사 안내');
    expect(await preparedChange('announcement', id)).toEqual({ revision: change, by: 'Mina', at: expect.any(Date), publishAt: null, live: revision });

    // A colleague's form drawn before the change is refused, naming Mina; a newer change is published only by its own revision.
    expect(await saveAnnouncement(id, input('다른 제목'), as(joon), revision)).toMatchObject({ conflict: { by: 'Mina', revision: change } });
    expect(await applyChange('announcement', id, revision, as(joon))).toBe('notFound');

    expect(await applyChange('announcement', id, change, as(joon))).toBeNull();
    expect((await stored(id)).title).toBe('주차장 공사 안내');
    expect((await getAnnouncement(id))!.title).toBe('주차장 공사 안내');
    expect((await stored(id)).published).toBe(true);
    expect(await preparedChange('announcement', id)).toBeNull();
    expect(await actionsOn(id)).toEqual(expect.arrayContaining(['announcement-prepare', 'announcement-apply-change']));
    const newest = (await database().db.select({ action: revisions.action }).from(revisions).where(eq(revisions.recordId, id))).map((row) => row.action);
    expect(newest).toEqual(expect.arrayContaining(['prepare', `apply:${change}`]));
  });

  it('publishes a change at its time, not before, once however many workers look; a discarded change leaves the record as it is', async () => {
    const { id, revision } = await live('영업시간 안내');
    const change = ((await saveAnnouncement(id, input('연말 영업시간 안내'), as(mina), revision)) as { revision: number }).revision;
    const at = new Date('2030-01-02T14:00:00Z');
    expect(await scheduleChange('announcement', id, change, at, as(mina))).toBe(true);
    expect((await preparedChange('announcement', id))!.publishAt).toEqual(at);

    expect(await publishDueChanges(new Date('2030-01-02T13:59:59Z'))).toBe(0);
    expect((await stored(id)).title).toBe('영업시간 안내');
    const [first, second] = await Promise.all([publishDueChanges(at), publishDueChanges(at)]);
    expect(first + second).toBe(1);
    expect((await stored(id)).title).toBe('연말 영업시간 안내');
    expect(await preparedChange('announcement', id)).toBeNull();

    const next = ((await saveAnnouncement(id, input('잘못 쓴 제목'), as(joon), await newestRevision('announcement', id))) as { revision: number }).revision;
    expect(await discardChange('announcement', id, next, as(joon))).toBe(true);
    expect(await discardChange('announcement', id, next, as(joon))).toBe(false);
    expect((await stored(id)).title).toBe('연말 영업시간 안내');
    expect((await getAnnouncementForStaff(id))!.title).toBe('연말 영업시간 안내');
    expect(await actionsOn(id)).toEqual(expect.arrayContaining(['announcement-schedule-change', 'announcement-apply-change', 'announcement-discard-change']));

    // Taken back to draft with a change prepared, its form shows the change; a save writes the row and holds it.
    await saveAnnouncement(id, input('새해 영업시간 안내'), as(mina), await newestRevision('announcement', id));
    await setPublishing('announcement', id, { published: false, publishFrom: null, publishUntil: null }, as(mina));
    expect((await getAnnouncementForStaff(id))!.title).toBe('새해 영업시간 안내');
    expect(await saveAnnouncement(id, input('새해 영업시간 안내 (수정)'), as(mina), await newestRevision('announcement', id))).not.toHaveProperty('prepared');
    expect((await stored(id)).title).toBe('새해 영업시간 안내 (수정)');
    expect(await preparedChange('announcement', id)).toBeNull();
  });

  it('answers staff in their words: a change saved, a time passed or missing, a change gone meanwhile', async () => {
    const { id, revision } = await live('주차 안내');
    request.cookie = mina.cookie.slice(`${ADMIN_COOKIE}=`.length);
    const form = new FormData();
    form.set('title', '새 주차 안내');
    form.set('content', '<p>새 본문</p>');
    form.set('base', String(revision));
    const saved = await saveRecordAction('en', 'announcement', id, IDLE, form);
    expect(saved).toMatchObject({ status: 'done', message: 'saved', base: expect.any(Number) });
    const change = (await preparedChange('announcement', id))!.revision;
    expect(saved.base).toBe(change);

    const ask = (values: Record<string, string>) => {
      const data = new FormData();
      for (const [key, value] of Object.entries(values)) data.set(key, value);
      return preparedChangeAction('en', 'announcement', id, IDLE, data);
    };
    expect(await ask({ intent: 'schedule', revision: String(change), publish_at: '2001-01-01T09:00' })).toEqual({ status: 'error', message: 'publishAtPast' });
    expect(await ask({ intent: 'schedule', revision: String(change), publish_at: '' })).toMatchObject({ status: 'error', errors: { publish_at: [expect.any(String)] } });
    expect(await ask({ intent: 'delete everything', revision: String(change) })).toMatchObject({ status: 'error', errors: { intent: [expect.any(String)] } });
    expect(await ask({ intent: 'schedule', revision: String(change), publish_at: '2099-05-01T09:30' })).toEqual({ status: 'done', message: 'scheduled' });
    expect((await preparedChange('announcement', id))!.publishAt).toEqual(new Date('2099-05-01T13:30:00Z'));
    // Published, its panel is gone: the record's page says so (a redirect to it, `?change=published`).
    await expect(ask({ intent: 'publish', revision: String(change) })).rejects.toThrow('NEXT_REDIRECT');
    expect(await ask({ intent: 'publish', revision: String(change) })).toEqual({ status: 'error', message: 'gone' });
    expect((await stored(id)).title).toBe('새 주차 안내');
    request.cookie = '';
  });
});
