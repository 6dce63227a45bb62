import { setPublishing, setTrashed } from '@/lib/server/services/publishing';
import { eq } from 'drizzle-orm';
import { auditLog, staffUsers, uploadedFiles } from '@/lib/server/db/schema';
import { getAnnouncementForStaff, listAnnouncementsForStaff, saveAnnouncement } from '@/lib/server/services/announcement-admin';
import { getAnnouncement, listAnnouncements, listRecentAnnouncements } from '@/lib/server/services/announcements';
import { storePublicFile } from '@/lib/server/services/files';
import { announcementSchema } from '@/lib/validation/announcement';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { fileAddress, useIsolatedStorage } from '../helpers/route-requests';
import { DRAFT, LIVE } from '../helpers/publishing';

describe.each(databaseKinds)('announcements in the back office on %s', (kind) => {
  const database = useTestDatabase(kind);
  useIsolatedStorage();
  const actor = { staffId: 0, address: '192.0.2.11' };
  const input = (values: Record<string, unknown>) => announcementSchema.validateSync({ title: '휴무 안내', content: '<p>설날 휴무</p>', published: 'true', ...values }, { stripUnknown: true });

  beforeAll(async () => {
    const [editor] = await database().db.insert(staffUsers).values({ email: `notices-${kind}@lotteplaza.test`, name: 'Notices', role: 'editor', passwordHash: 'x' }).returning();
    actor.staffId = editor!.id;
  });

  it('publishes a notice with its attachments in order, on the board and the home list at once; unpublished, it is gone', async () => {
    const pdf = await storePublicFile('hours.pdf', new TextEncoder().encode('%PDF-1.4'), undefined, true);
    const saved = await saveAnnouncement(null, input({ title_eng: 'Holiday hours', content_eng: '<p>Closed <em>Jan 1</em></p><script>x</script>', file2: String(pdf.id) }), actor);
    expect(saved).toEqual({ id: expect.any(Number), revision: expect.any(Number) });
    const id = (saved as { id: number }).id;
    expect(await getAnnouncement(id)).toBeNull();
    expect(await setPublishing('announcement', id, LIVE, actor)).toBe(true);
    const shown = await getAnnouncement(id);
    expect(shown).toMatchObject({ title_eng: 'Holiday hours', file1: fileAddress(pdf.id, 'hours.pdf'), file2: null });
    expect(String(shown!.content_eng)).toBe('<p>Closed <em>Jan 1</em></p>');
    expect((await listRecentAnnouncements()).map((row) => row.id)).toContain(id);
    expect((await database().db.select().from(uploadedFiles).where(eq(uploadedFiles.id, pdf.id)))[0]!.pending).toBe(false);
    expect((await getAnnouncementForStaff(id))!.files[0]).toEqual({ id: pdf.id, url: fileAddress(pdf.id, 'hours.pdf') });

    expect(await setPublishing('announcement', id, DRAFT, actor)).toBe(true);
    expect(await getAnnouncement(id)).toBeNull();
    expect((await listAnnouncements(1)).results.map((row) => row.id)).not.toContain(id);
    expect((await listAnnouncementsForStaff({ search: 'holiday', state: 'draft', page: 1 })).results.map((row) => row.id)).toEqual([id]);
    expect((await database().db.select().from(auditLog).where(eq(auditLog.subjectId, id))).map((row) => row.action).sort()).toEqual(['announcement-create', 'announcement-publish', 'announcement-unpublish']);
    expect(await setTrashed('announcement', id, true, actor)).toBe(true);
    expect(await getAnnouncementForStaff(id)).toBeNull();
  });

  it('refuses an attachment that is not a stored public file', async () => {
    const [privateFile] = await database().db.insert(uploadedFiles).values({ storageKey: `n-${kind}`, originalName: 'id.pdf', mimeType: 'application/pdf', size: 1, visibility: 'private', ownerKind: 'tenant' }).returning();
    expect(await saveAnnouncement(null, input({ file1: String(privateFile!.id) }), actor)).toBe('badFile');
    expect(await saveAnnouncement(null, input({ file1: '999999' }), actor)).toBe('badFile');
    expect(await saveAnnouncement(999_999, input({}), actor)).toBe('notFound');
  });
});
