import { and, eq } from 'drizzle-orm';
import { applications, auditLog, staffUsers, tenantApplications, uploadedFiles } from '@/lib/server/db/schema';
import { deletePosting, getPostingForStaff, listPostingsForStaff, savePosting, setPostingPublished } from '@/lib/server/services/posting-admin';
import { getPosting, listPostingEntries, listPostings, postingState } from '@/lib/server/services/postings';
import { listApplicationsForStaff, listTenantsForStaff, readApplicationAsStaff, readTenantAsStaff } from '@/lib/server/services/private-records';
import { storePublicFile } from '@/lib/server/services/files';
import { postingSchema, type PostingInput } from '@/lib/validation/posting';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { useIsolatedStorage } from '../helpers/route-requests';

const TODAY = '2026-11-22';
const query = { page: 1, cities: [], jobTypes: [], careerTypes: [], ordering: 'created_at' as const };

const input = (change: Partial<Record<keyof PostingInput, unknown>> = {}): PostingInput =>
  postingSchema.validateSync(
    {
      title: '캐셔 모집',
      title_eng: 'Cashier',
      content: '<p>Full <strong>shifts</strong></p><script>alert(1)</script>',
      job_type: '1',
      career_type: '2',
      experience: '1',
      cities: ['3', '1', '3'],
      start_date: TODAY,
      due_date: '2026-12-31',
      published: 'true',
      ...change,
    },
    { stripUnknown: true },
  );

describe.each(databaseKinds)('job postings in the back office on %s', (kind) => {
  const database = useTestDatabase(kind);
  useIsolatedStorage();
  const actor = { staffId: 0, address: '192.0.2.9' };
  beforeAll(async () => {
    const [editor] = await database().db.insert(staffUsers).values({ email: `editor-${kind}@lotteplaza.test`, name: 'Editor', role: 'editor', passwordHash: 'x' }).returning();
    actor.staffId = editor!.id;
  });
  const titles = async () => (await listPostings(query, TODAY)).results.map((row) => row.title_eng);

  it('creates a posting that shows on /career at once, cleaned and audited', async () => {
    const id = (await savePosting(null, input(), actor))!;
    expect(await titles()).toContain('Cashier');
    const stored = await getPostingForStaff(id);
    expect(stored).toMatchObject({ cities: [1, 3], experience: 1, start_date: TODAY, due_date: '2026-12-31', published: true });
    expect(stored!.content).toBe('<p>Full <strong>shifts</strong></p>');
    expect(await getPosting(id, TODAY)).toMatchObject({ experience: 1, start_date: TODAY });
    const logged = await database().db.select().from(auditLog).where(and(eq(auditLog.subjectKind, 'posting'), eq(auditLog.subjectId, id)));
    expect(logged.map((row) => [row.action, row.address])).toEqual([['posting-create', '192.0.2.9']]);
  });

  it('keeps a draft and a posting whose period has not begun off the site, and lists both for staff', async () => {
    const draft = (await savePosting(null, input({ title_eng: 'Draft baker', published: '' }), actor))!;
    const later = (await savePosting(null, input({ title_eng: 'January stocker', start_date: '2027-01-05', due_date: '2027-01-31' }), actor))!;
    expect(await titles()).not.toEqual(expect.arrayContaining(['Draft baker']));
    expect(await titles()).not.toEqual(expect.arrayContaining(['January stocker']));
    expect(await getPosting(later, TODAY)).toBeNull();
    expect(await getPosting(later, '2027-01-05')).not.toBeNull();
    expect(await postingState(draft, TODAY)).toBe('missing');
    expect((await listPostingEntries(TODAY)).map((entry) => entry.id)).not.toContain(later);
    const staffList = await listPostingsForStaff({ search: '', state: 'all', page: 1 }, TODAY);
    expect(staffList.results.map((row) => row.title_eng)).toEqual(expect.arrayContaining(['Draft baker', 'January stocker']));
    expect((await listPostingsForStaff({ search: '', state: 'draft', page: 1 }, TODAY)).results.map((row) => row.id)).toEqual([draft]);
    expect((await listPostingsForStaff({ search: 'baker', state: 'all', page: 1 }, TODAY)).results.map((row) => row.id)).toEqual([draft]);
    expect((await listPostingsForStaff({ search: '100%_', state: 'all', page: 1 }, TODAY)).count).toBe(0);
  });

  it('makes an always-open posting, edits it, publishes and unpublishes it', async () => {
    const id = (await savePosting(null, input({ title_eng: 'Butcher', always_open: 'true', due_date: '' }), actor))!;
    expect((await getPostingForStaff(id))!.due_date).toBeNull();
    expect(await savePosting(id, input({ title_eng: 'Head butcher', always_open: 'true' }), actor)).toBe(id);
    expect(await titles()).toContain('Head butcher');
    expect(await setPostingPublished(id, false, actor)).toBe(true);
    expect(await titles()).not.toContain('Head butcher');
    expect(await setPostingPublished(id, true, actor)).toBe(true);
    expect(await savePosting(999_999, input(), actor)).toBeNull();
    expect(await setPostingPublished(999_999, true, actor)).toBe(false);
  });

  it('claims the editor images a body shows, and only pending public ones', async () => {
    const db = database().db;
    const image = await storePublicFile('shelf.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47]), db, true);
    const [privateFile] = await db.insert(uploadedFiles).values({ storageKey: 'k-private', originalName: 'cv.pdf', mimeType: 'application/pdf', size: 1, visibility: 'private', ownerKind: 'application', pending: false }).returning();
    await savePosting(null, input({ content: `<p><img src="/api/files/${image.id}/shelf.png" alt="Shelf"></p><p><img src="/api/files/${privateFile!.id}/cv.pdf"></p>` }), actor);
    const [claimed] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, image.id));
    expect(claimed!.pending).toBe(false);
    const [untouched] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, privateFile!.id));
    expect(untouched).toMatchObject({ visibility: 'private', pending: false });
  });

  it('deletes a posting nobody applied to; one with applications stays; reads of applications and tenants are audited', async () => {
    const db = database().db;
    const lonely = (await savePosting(null, input({ title_eng: 'Nobody applied' }), actor))!;
    expect(await deletePosting(lonely, actor)).toBeNull();
    expect(await getPostingForStaff(lonely)).toBeNull();
    expect(await deletePosting(lonely, actor)).toBe('notFound');

    const wanted = (await savePosting(null, input({ title_eng: 'Popular' }), actor))!;
    const [application] = await db.insert(applications).values({ postingId: wanted, name: 'Park', email: 'park@example.com', phone: '301-555-0111', passwordHash: 'x', content: 'Hello' }).returning();
    expect(await deletePosting(wanted, actor)).toBe('hasApplications');
    expect(await getPostingForStaff(wanted)).not.toBeNull();
    expect((await listPostingsForStaff({ search: 'Popular', state: 'all', page: 1 }, TODAY)).results[0]!.applications).toBe(1);

    expect((await listApplicationsForStaff({ postingId: wanted, page: 1 })).results.map((row) => row.name)).toEqual(['Park']);
    expect((await listApplicationsForStaff({ postingId: lonely, page: 1 })).count).toBe(0);
    expect(await readApplicationAsStaff(application!.id, actor)).toMatchObject({ name: 'Park', content: 'Hello', posting_id: wanted });
    const [tenant] = await db.insert(tenantApplications).values({ name: 'Choi', email: 'choi@example.com', phone: '301-555-0112', address: '1 Main St', storename: 'Choi Kimbap' }).returning();
    expect((await listTenantsForStaff(1)).results.map((row) => row.storename)).toEqual(['Choi Kimbap']);
    expect(await readTenantAsStaff(tenant!.id, actor)).toMatchObject({ address: '1 Main St', file1: null });
    const reads = await db.select().from(auditLog).where(eq(auditLog.action, 'read'));
    expect(reads.map((row) => `${row.subjectKind}:${row.subjectId}`).sort()).toEqual([`application:${application!.id}`, `tenant:${tenant!.id}`].sort());
  });
});

describe('the posting form schema', () => {
  const errors = (values: Record<string, unknown>) => {
    try {
      postingSchema.validateSync(values, { abortEarly: false });
      return {};
    } catch (error) {
      return Object.fromEntries((error as { inner: Array<{ path: string; message: string }> }).inner.map((item) => [item.path, item.message]));
    }
  };

  it('asks for what the spec asks, with one message a field', () => {
    expect(errors({ content: '<p> </p>', job_type: 'x', career_type: '9', cities: [], start_date: '2026-02-30', due_date: '2026-01-01' })).toEqual({
      title: 'required',
      content: 'required',
      job_type: 'required',
      career_type: 'invalidValue',
      cities: 'chooseOne',
      start_date: 'invalidDate',
      due_date: 'dueBeforeStart',
    });
    expect(errors({ title: 'A', content: '<p>x</p>', job_type: '1', career_type: '1', cities: '18', start_date: TODAY })).toEqual({ due_date: 'required' });
    expect(errors({ title: 'A', content: '<img src="/api/files/1/a.png">', job_type: '1', career_type: '1', cities: '18', start_date: TODAY, always_open: 'true' })).toEqual({});
  });
});
