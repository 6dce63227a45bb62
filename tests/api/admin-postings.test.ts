import { setPublishing, setTrashed } from '@/lib/server/services/publishing';
import { and, eq } from 'drizzle-orm';
import { applications, auditLog, staffUsers, tenantApplications, uploadedFiles } from '@/lib/server/db/schema';
import { getPostingForStaff, listPostingsForStaff, postingPublishRefusal, postingTrashRefusal, savePosting } from '@/lib/server/services/posting-admin';
import { getPosting, listPostingEntries, listPostings, postingState } from '@/lib/server/services/postings';
import { applyChange } from '@/lib/server/services/prepared-changes';
import { listApplicationsForStaff, listTenantsForStaff, readApplicationAsStaff, readTenantAsStaff } from '@/lib/server/services/private-records';
import { storePublicFile } from '@/lib/server/services/files';
import { postingSchema, type PostingInput } from '@/lib/validation/posting';
import { postingStatus } from '@/lib/admin/posting-status';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { useIsolatedStorage } from '../helpers/route-requests';
import { DRAFT, LIVE } from '../helpers/publishing';

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
      pay_min: '16',
      pay_max: '18.50',
      pay_unit: 'hour',
      benefits: '유급 병가, 직원 할인',
      benefits_eng: 'Paid sick leave, employee discount',
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
  /** Published as the record page's Publish does it: refused when the pay law is not met. */
  const publish = async (id: number) => (await postingPublishRefusal(id)) ?? setPublishing('posting', id, LIVE, actor);
  /** Saved as a draft: its id. */
  const drafted = async (values: Record<string, unknown>) => ((await savePosting(null, input(values), actor)) as { id: number }).id;
  /** Saved, then published. */
  const created = async (values: Record<string, unknown>) => {
    const id = await drafted(values);
    expect(await publish(id)).toBe(true);
    return id;
  };
  /** To the trash as the record page's Move to trash does it: refused once people applied. */
  const trash = async (id: number) => (await postingTrashRefusal(id)) ?? ((await setTrashed('posting', id, true, actor)) ? null : 'notFound');

  it('creates a posting that shows on /career at once, cleaned and audited', async () => {
    const id = await created({});
    expect(await titles()).toContain('Cashier');
    const stored = await getPostingForStaff(id);
    expect(stored).toMatchObject({ cities: [1, 3], experience: 1, pay_min: 1600, pay_max: 1850, pay_unit: 'hour', benefits_eng: 'Paid sick leave, employee discount', start_date: TODAY, due_date: '2026-12-31', published: true });
    expect(stored!.content).toBe('<p>Full <strong>shifts</strong></p>');
    expect(await getPosting(id, TODAY)).toMatchObject({ experience: 1, start_date: TODAY, pay: { min: 1600, max: 1850, unit: 'hour' }, benefits: '유급 병가, 직원 할인', closed: false });
    expect((await listPostings(query, TODAY)).results.find((row) => row.id === id)!.pay).toEqual({ min: 1600, max: 1850, unit: 'hour' });
    const logged = await database().db.select().from(auditLog).where(and(eq(auditLog.subjectKind, 'posting'), eq(auditLog.subjectId, id)));
    expect(logged.map((row) => [row.action, row.address])).toEqual([
      ['posting-create', '192.0.2.9'],
      ['posting-publish', '192.0.2.9'],
    ]);
  });

  it('keeps a draft and a posting whose period has not begun off the site, and lists both for staff', async () => {
    const draft = await drafted({ title_eng: 'Draft baker', published: '' });
    const later = await created({ title_eng: 'January stocker', start_date: '2027-01-05', due_date: '2027-01-31' });
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
    const id = await created({ title_eng: 'Butcher', always_open: 'true', due_date: '' });
    expect((await getPostingForStaff(id))!.due_date).toBeNull();
    // Published: the edit waits as a prepared change until it is published.
    const prepared = await savePosting(id, input({ title_eng: 'Head butcher', always_open: 'true' }), actor);
    expect(prepared).toMatchObject({ id, prepared: true });
    expect(await titles()).not.toContain('Head butcher');
    expect(await applyChange('posting', id, (prepared as { revision: number }).revision, actor)).toBeNull();
    expect(await titles()).toContain('Head butcher');
    expect(await setPublishing('posting', id, DRAFT, actor)).toBe(true);
    expect(await titles()).not.toContain('Head butcher');
    expect(await setPublishing('posting', id, LIVE, actor)).toBe(true);
    expect(await savePosting(999_999, input(), actor)).toBe('notFound');
    expect(await setPublishing('posting', 999_999, LIVE, actor)).toBe(false);
  });

  it('publishes a Maryland or New Jersey posting only with pay and benefits; a Florida one without', async () => {
    const bare = { pay_min: '', pay_max: '', pay_unit: '', benefits: '', benefits_eng: '' };
    const draft = await drafted({ ...bare, title_eng: 'Edison stocker', cities: ['14'], published: '' });
    expect(await getPostingForStaff(draft)).toMatchObject({ pay_min: null, pay_max: null, pay_unit: null, published: false });
    expect(await publish(draft)).toBe('payRequired');
    expect(await getPosting(draft, TODAY)).toBeNull();
    expect((await listPostingsForStaff({ search: 'Edison stocker', state: 'all', page: 1 }, TODAY)).results[0]!.pay_missing).toBe(true);
    await savePosting(draft, input({ title_eng: 'Edison stocker', cities: ['14'], published: '' }), actor);
    expect(await publish(draft)).toBe(true);
    expect((await listPostingsForStaff({ search: 'Edison stocker', state: 'all', page: 1 }, TODAY)).results[0]!.pay_missing).toBe(false);

    const orlando = await created({ ...bare, title_eng: 'Orlando baker', cities: ['15'] });
    expect(await getPosting(orlando, TODAY)).toMatchObject({ pay: null, benefits: '', closed: false });
    // A unit chosen without amounts is not pay: nothing half-stored (the table's check would refuse it).
    const unitOnly = await drafted({ ...bare, pay_unit: 'hour', title_eng: 'Tampa clerk', cities: ['16'] });
    expect(await getPostingForStaff(unitOnly)).toMatchObject({ pay_min: null, pay_max: null, pay_unit: null });
  });

  it('keeps the page of a posting past its last day, or taken down after people applied, marked closed and out of the sitemap', async () => {
    const db = database().db;
    const past = await created({ title_eng: 'Past stocker', start_date: '2026-10-01', due_date: '2026-11-21' });
    expect(await getPosting(past, TODAY)).toMatchObject({ closed: true });
    expect(await postingState(past, TODAY)).toBe('closed');

    const taken = await created({ title_eng: 'Taken down' });
    await db.insert(applications).values({ postingId: taken, name: 'Kim', email: 'kim@example.com', phone: '301-555-0113', passwordHash: 'x', content: 'Hi' });
    expect(await setPublishing('posting', taken, DRAFT, actor)).toBe(true);
    expect(await getPosting(taken, TODAY)).toMatchObject({ title_eng: 'Taken down', closed: true });
    expect(await postingState(taken, TODAY)).toBe('closed');
    expect(await titles()).not.toContain('Taken down');
    const entries = await listPostingEntries(TODAY);
    expect(entries.filter((entry) => [past, taken].includes(entry.id)).map((entry) => entry.open)).toEqual([false, false]);
    expect((await listPostingsForStaff({ search: 'Taken down', state: 'closed', page: 1 }, TODAY)).count).toBe(1);
    expect((await listPostingsForStaff({ search: 'Taken down', state: 'draft', page: 1 }, TODAY)).count).toBe(0);

    // Nobody applied: unpublished is simply gone (a draft), as before.
    const quiet = await created({ title_eng: 'Quiet one' });
    await setPublishing('posting', quiet, DRAFT, actor);
    expect(await getPosting(quiet, TODAY)).toBeNull();
    expect(await postingState(quiet, TODAY)).toBe('missing');
    // Reopened, the taken-down posting is open again.
    expect(await setPublishing('posting', taken, LIVE, actor)).toBe(true);
    expect(await getPosting(taken, TODAY)).toMatchObject({ closed: false });
  });

  it('words and filters a posting by what the site shows: scheduled to publish later is "Scheduled", not "Open"; an ended window is "Closed"', async () => {
    const at = new Date('2026-11-22T15:00:00Z');
    const later = await created({ title_eng: 'Later today', start_date: '2026-11-01' });
    await setPublishing('posting', later, { published: true, publishFrom: new Date('2026-11-22T20:00:00Z'), publishUntil: null }, actor);
    const ended = await created({ title_eng: 'Window over', start_date: '2026-11-01', due_date: '2026-12-31' });
    await setPublishing('posting', ended, { published: true, publishFrom: null, publishUntil: new Date('2026-11-22T14:00:00Z') }, actor);
    const stateOf = async (id: number) => {
      const row = (await listPostingsForStaff({ search: '', state: 'all', page: 1 }, TODAY, at)).results.find((posting) => posting.id === id)!;
      return postingStatus(row, TODAY, at);
    };
    const inList = async (state: 'scheduled' | 'open' | 'closed') => (await listPostingsForStaff({ search: '', state, page: 1 }, TODAY, at)).results.map((row) => row.id);
    expect(await stateOf(later)).toBe('scheduled');
    expect(await inList('scheduled')).toContain(later);
    expect(await inList('open')).not.toContain(later);
    expect(await stateOf(ended)).toBe('closed');
    expect(await inList('closed')).toContain(ended);
    expect(await inList('open')).not.toContain(ended);
    // A period that begins tomorrow is scheduled too, in the words and in the filter.
    const tomorrow = await created({ title_eng: 'From tomorrow', start_date: '2026-11-23' });
    expect(await stateOf(tomorrow)).toBe('scheduled');
    expect(await inList('scheduled')).toContain(tomorrow);
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
    const lonely = await drafted({ title_eng: 'Nobody applied' });
    expect(await trash(lonely)).toBeNull();
    expect(await getPostingForStaff(lonely)).toBeNull();
    expect(await trash(lonely)).toBe('notFound');

    const wanted = await drafted({ title_eng: 'Popular' });
    const [application] = await db.insert(applications).values({ postingId: wanted, name: 'Park', email: 'park@example.com', phone: '301-555-0111', passwordHash: 'x', content: 'Hello' }).returning();
    expect(await trash(wanted)).toBe('hasApplications');
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
