import { eq } from 'drizzle-orm';
import { announcements, postings, revisions, staffUsers, uploadedFiles } from '@/lib/server/db/schema';
import { saveAnnouncement } from '@/lib/server/services/announcement-admin';
import { getAnnouncement, listAnnouncements } from '@/lib/server/services/announcements';
import { storePublicFile } from '@/lib/server/services/files';
import { listRevisions, setPublishing, setTrashed } from '@/lib/server/services/publishing';
import { restoreRevision } from '@/lib/server/services/revision-restore';
import { purgeExpiredTrash, purgeRecord } from '@/lib/server/services/trash';
import { announcementSchema } from '@/lib/validation/announcement';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { useIsolatedStorage } from '../helpers/route-requests';

const DAY = 86_400_000;

describe.each(databaseKinds)('the trash and revisions on %s', (kind) => {
  const database = useTestDatabase(kind);
  useIsolatedStorage();
  const actor = { staffId: 0, address: '192.0.2.12' };
  const input = (values: Record<string, unknown>) => announcementSchema.validateSync({ title: '휴무 안내', content: '<p>설날 휴무</p>', ...values }, { stripUnknown: true });
  const create = async (values: Record<string, unknown> = {}) => (await saveAnnouncement(null, input(values), actor)) as { id: number };
  const publish = (id: number) => setPublishing('announcement', id, { published: true, publishFrom: null, publishUntil: null }, actor);

  beforeAll(async () => {
    const [editor] = await database().db.insert(staffUsers).values({ email: `trash-${kind}@lotteplaza.test`, name: 'Trash', role: 'editor', passwordHash: 'x' }).returning();
    actor.staffId = editor!.id;
  });

  it('hides a trashed announcement from the site and brings it back when restored', async () => {
    const { id } = await create();
    await publish(id);
    expect(await getAnnouncement(id)).not.toBeNull();

    expect(await setTrashed('announcement', id, true, actor)).toBe(true);
    expect(await getAnnouncement(id)).toBeNull();
    expect((await listAnnouncements(1)).results.map((row) => row.id)).not.toContain(id);

    expect(await setTrashed('announcement', id, false, actor)).toBe(true);
    expect(await getAnnouncement(id)).not.toBeNull();
    expect((await listAnnouncements(1)).results.map((row) => row.id)).toContain(id);
    expect(await setTrashed('announcement', id, false, actor)).toBe(false);
  });

  it('deletes a trashed record for good with its revisions and its files, keeping a file another record uses', async () => {
    const own = await storePublicFile('own.pdf', new TextEncoder().encode('%PDF-1.4'), undefined, true);
    const shared = await storePublicFile('shared.pdf', new TextEncoder().encode('%PDF-1.4'), undefined, true);
    const { id } = await create({ file1: String(own.id), file2: String(shared.id) });
    await create({ file1: String(shared.id) });
    const db = database().db;
    expect(await listRevisions('announcement', id)).not.toHaveLength(0);

    expect(await purgeRecord('announcement', id, actor)).toBe('notFound');
    await setTrashed('announcement', id, true, actor);
    expect(await purgeRecord('announcement', id, actor)).toBeNull();

    expect(await db.select().from(announcements).where(eq(announcements.id, id))).toEqual([]);
    expect(await db.select().from(revisions).where(eq(revisions.recordId, id))).toEqual([]);
    expect(await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, own.id))).toEqual([]);
    expect(await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, shared.id))).toHaveLength(1);
  });

  it('purges only what has been in the trash 30 days by the given time', async () => {
    const at = new Date('2026-03-01T12:00:00Z');
    const db = database().db;
    const { id: old } = await create({ title: '오래된 공지' });
    const { id: recent } = await create({ title: '최근 공지' });
    const { id: kept } = await create({ title: '남은 공지' });
    await db.update(announcements).set({ deletedAt: new Date(at.getTime() - 30 * DAY) }).where(eq(announcements.id, old));
    await db.update(announcements).set({ deletedAt: new Date(at.getTime() - 30 * DAY + 60_000) }).where(eq(announcements.id, recent));

    expect(await purgeExpiredTrash(at)).toBe(1);
    expect(await db.select().from(announcements).where(eq(announcements.id, old))).toEqual([]);
    expect(await db.select().from(announcements).where(eq(announcements.id, recent))).toHaveLength(1);
    expect(await db.select().from(announcements).where(eq(announcements.id, kept))).toHaveLength(1);
  });

  it('restores an older title and body as a new revision, and the record stays published', async () => {
    const { id } = await create({ title: '첫 제목', content: '<p>첫 본문</p>' });
    await publish(id);
    expect(await saveAnnouncement(id, input({ title: '바꾼 제목', content: '<p>바꾼 본문</p>' }), actor)).toMatchObject({ id });
    const first = (await listRevisions('announcement', id)).find((revision) => revision.action === 'create')!;

    expect(await restoreRevision('announcement', id, first.id, actor)).toBeNull();
    expect(await getAnnouncement(id)).toMatchObject({ title: '첫 제목' });
    expect(String((await getAnnouncement(id))!.content)).toBe('<p>첫 본문</p>');
    const [newest] = await listRevisions('announcement', id);
    expect(newest).toMatchObject({ action: `restore:${first.id}`, staff_id: actor.staffId, data: expect.objectContaining({ title: '첫 제목', published: true }) });
    expect(await restoreRevision('announcement', id, 999_999, actor)).toBe('notFound');
  });

  it('refuses to restore a published Maryland posting to a revision without pay', async () => {
    const db = database().db;
    const facts = { title: '캐셔', content: '', jobType: 1, careerType: 1, cities: [1], benefits: '건강 보험', benefitsEng: 'Health insurance' };
    const [posting] = await db.insert(postings).values({ ...facts, published: true, payMin: 1500, payMax: 1800, payUnit: 'hour' }).returning();
    const [unpaid] = await db.insert(revisions).values({ kind: 'posting', recordId: posting!.id, staffId: actor.staffId, action: 'create', data: { ...facts, payMin: null, payMax: null, payUnit: null } }).returning();

    expect(await restoreRevision('posting', posting!.id, unpaid!.id, actor)).toBe('payRequired');
    expect((await db.select().from(postings).where(eq(postings.id, posting!.id)))[0]).toMatchObject({ payMin: 1500, payUnit: 'hour' });
  });
});
