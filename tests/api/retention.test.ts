import { count, eq, inArray } from 'drizzle-orm';
import { applications, auditLog, inquiries, mailQueue, postings, staffSessions, staffUsers, tenantApplications, uploadedFiles } from '@/lib/server/db/schema';
import { persistWithFiles } from '@/lib/server/services/files';
import { dueForDeletion, sweepRetention } from '@/lib/server/services/retention';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { useIsolatedStorage } from '../helpers/route-requests';

/*
 * The retention schedule kept (issue 52), with the time passed in: each kind of record is deleted
 * with its files at the end of its period and not a day before, a batch at a time, audited.
 */

jest.setTimeout(60_000);

const person = { name: 'Kim Minji', email: 'minji@example.com', phone: '301-555-0123', passwordHash: 'scrypt$x' };
const pdf = (name: string) => ({ name, size: 8, mimeType: 'application/pdf', bytes: new TextEncoder().encode('%PDF-1.4') });
const at = (iso: string) => new Date(iso);
const DAY = 86_400_000;

describe.each(databaseKinds)('the retention schedule, on %s', (kind) => {
  const database = useTestDatabase(kind);
  const storedFiles = useIsolatedStorage();
  const db = () => database().db;
  let posting = 0;
  let staff = 0;

  beforeAll(async () => {
    [{ id: posting }] = (await db().insert(postings).values({ title: '캐셔', titleEng: 'Cashier', jobType: 1, careerType: 2, cities: [1], published: true }).returning({ id: postings.id })) as [{ id: number }];
    [{ id: staff }] = (await db().insert(staffUsers).values({ email: 'retention@example.com', name: 'Retention', passwordHash: 'x', role: 'admin' }).returning({ id: staffUsers.id })) as [{ id: number }];
  });

  const inquiry = (sent: string, answered: string | null) =>
    persistWithFiles('inquiry', [pdf('a.pdf'), pdf('b.pdf')], async (tx, files) => {
      const [row] = await tx
        .insert(inquiries)
        .values({ inquiryType: 1, title: 'Parking', content: 'Is there parking?', ...person, ...files, createdAt: at(sent), progress: answered ? 2 : 1, answer: answered ? 'Yes' : '', answerDate: answered ? at(answered) : null })
        .returning({ id: inquiries.id });
      return row!.id;
    });
  const tenant = (sent: string) =>
    persistWithFiles('tenant', [pdf('license.pdf')], async (tx, files) => (await tx.insert(tenantApplications).values({ ...person, address: '1 Main St', ...files, createdAt: at(sent) }).returning({ id: tenantApplications.id }))[0]!.id);
  const application = (sent: string) =>
    persistWithFiles('application', [pdf('resume.pdf')], async (tx, files) => (await tx.insert(applications).values({ postingId: posting, ...person, content: 'Hello', ...files, createdAt: at(sent) }).returning({ id: applications.id }))[0]!.id);

  const exists = async (table: typeof inquiries | typeof tenantApplications | typeof applications, id: number) => (await db().select({ n: count() }).from(table).where(eq(table.id, id)))[0]!.n === 1;
  const filesOf = async (owner: 'inquiry' | 'tenant' | 'application', id: number) => db().select().from(uploadedFiles).where(eq(uploadedFiles.ownerId, id)).then((rows) => rows.filter((row) => row.ownerKind === owner));

  it('deletes an answered inquiry with its files a year after the answer, not a day before', async () => {
    const id = await inquiry('2025-01-10T15:00:00Z', '2025-02-03T18:30:00Z');
    const keys = (await filesOf('inquiry', id)).map((file) => file.storageKey);
    expect(keys).toHaveLength(2);
    expect(storedFiles()).toEqual(expect.arrayContaining(keys));

    expect((await sweepRetention(at('2026-02-02T18:30:00Z'))).inquiryAnswered).toBe(0);
    expect(await exists(inquiries, id)).toBe(true);
    // A year from the answer (not from sending it).
    expect((await sweepRetention(at('2026-02-03T18:29:59Z'))).inquiryAnswered).toBe(0);
    const swept = await sweepRetention(at('2026-02-03T18:30:00Z'));
    expect(swept.inquiryAnswered).toBe(1);
    expect(await exists(inquiries, id)).toBe(false);
    expect(await filesOf('inquiry', id)).toEqual([]);
    expect(storedFiles().filter((key) => keys.includes(key))).toEqual([]);
  });

  it('keeps an unanswered inquiry two years from sending it, then deletes it', async () => {
    const id = await inquiry('2024-03-01T12:00:00Z', null);
    expect((await sweepRetention(at('2026-02-28T12:00:00Z'))).inquiryUnanswered).toBe(0);
    expect(await exists(inquiries, id)).toBe(true);
    expect((await sweepRetention(at('2026-03-01T12:00:00Z'))).inquiryUnanswered).toBe(1);
    expect(await exists(inquiries, id)).toBe(false);
  });

  it('deletes a tenant application two years after it was sent, and a job application three years after, each with its files', async () => {
    const tenantId = await tenant('2024-06-15T09:00:00Z');
    const applicationId = await application('2023-06-15T09:00:00Z');
    expect(await sweepRetention(at('2026-06-14T09:00:00Z'))).toMatchObject({ tenantApplication: 0, jobApplication: 0 });
    expect(await exists(tenantApplications, tenantId)).toBe(true);
    expect(await exists(applications, applicationId)).toBe(true);
    expect(await sweepRetention(at('2026-06-15T09:00:00Z'))).toMatchObject({ tenantApplication: 1, jobApplication: 1 });
    expect(await exists(tenantApplications, tenantId)).toBe(false);
    expect(await exists(applications, applicationId)).toBe(false);
    expect(await filesOf('tenant', tenantId)).toEqual([]);
    expect(await filesOf('application', applicationId)).toEqual([]);
  });

  it('deletes staff sessions thirty days after they ended, audit entries after three years, settled mail after ninety days (a waiting one never)', async () => {
    const [session] = await db().insert(staffSessions).values({ staffId: staff, tokenHash: 'retention-session', createdAt: at('2026-01-01T08:00:00Z'), lastSeenAt: at('2026-01-01T09:00:00Z') }).returning({ id: staffSessions.id });
    const [entry] = await db().insert(auditLog).values({ staffId: staff, action: 'sign-in', createdAt: at('2023-03-01T00:00:00Z') }).returning({ id: auditLog.id });
    const mails = await db()
      .insert(mailQueue)
      .values([
        { key: 'retention-sent', recipient: 'a@example.com', subject: 's', body: 'b', status: 'sent', createdAt: at('2025-12-01T00:00:00Z') },
        { key: 'retention-pending', recipient: 'a@example.com', subject: 's', body: 'b', status: 'pending', createdAt: at('2025-12-01T00:00:00Z') },
      ])
      .returning({ id: mailQueue.id, key: mailQueue.key });
    // The session ended at its idle limit, eight hours after it was last used: 17:00 on 1 January.
    expect((await sweepRetention(at('2026-01-31T16:59:59Z'))).staffSession).toBe(0);
    expect((await sweepRetention(at('2026-01-31T17:00:00Z'))).staffSession).toBe(1);
    expect((await db().select().from(staffSessions).where(eq(staffSessions.id, session!.id))).length).toBe(0);
    const before = await sweepRetention(at('2026-02-28T23:59:59Z'));
    expect(before.mail).toBe(0);
    expect((await db().select().from(auditLog).where(eq(auditLog.id, entry!.id))).length).toBe(1);
    const later = await sweepRetention(at('2026-03-01T00:00:00Z'));
    expect(later.auditEntry).toBeGreaterThanOrEqual(1);
    expect((await db().select().from(auditLog).where(eq(auditLog.id, entry!.id))).length).toBe(0);
    expect(later.mail).toBe(1);
    expect((await db().select({ key: mailQueue.key }).from(mailQueue).where(inArray(mailQueue.id, mails.map((mail) => mail.id)))).map((row) => row.key)).toEqual(['retention-pending']);
  });

  it('works a batch at a time, audits each batch, and tells staff what goes within the coming days', async () => {
    const ids = [];
    for (let index = 0; index < 5; index += 1) ids.push(await tenant('2025-01-01T00:00:00Z'));
    const due = at('2027-01-01T00:00:00Z');
    expect((await dueForDeletion(new Date(due.getTime() - 31 * DAY), 30)).tenantApplication).toBe(0);
    expect((await dueForDeletion(new Date(due.getTime() - 30 * DAY), 30)).tenantApplication).toBe(5);
    const before = (await db().select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'retention-delete')))[0]!.n;
    expect((await sweepRetention(due, 2)).tenantApplication).toBe(5);
    const audited = await db().select().from(auditLog).where(eq(auditLog.action, 'retention-delete'));
    const batches = audited.slice(before).filter((row) => row.subjectKind === 'tenantApplication');
    expect(batches.map((row) => row.detail)).toEqual(['2 (+2 files)', '2 (+2 files)', '1 (+1 files)']);
    expect(batches.every((row) => row.staffId === null)).toBe(true);
    for (const id of ids) expect(await exists(tenantApplications, id)).toBe(false);
  });
});
