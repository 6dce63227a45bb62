import { and, eq } from 'drizzle-orm';
import { auditLog, inquiries, staffUsers } from '@/lib/server/db/schema';
import { hashPassword } from '@/lib/server/auth/passwords';
import { answerInquiry, listInquiriesForStaff, readInquiryAsStaff, retrieveInquiries } from '@/lib/server/services/inquiries';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';

describe.each(databaseKinds)('answering inquiries in the back office on %s', (kind) => {
  const database = useTestDatabase(kind);
  let actor = { staffId: 0, address: '192.0.2.5' };

  beforeAll(async () => {
    const db = database().db;
    const [staff] = await db.insert(staffUsers).values({ email: `support-${kind}@lotteplaza.test`, name: 'Support', role: 'support', passwordHash: 'x' }).returning();
    actor = { staffId: staff!.id, address: '192.0.2.5' };
    const passwordHash = await hashPassword('asker-password');
    await db.insert(inquiries).values([
      { inquiryType: 1, title: 'Parking', name: 'Lee', email: 'lee@example.com', phone: '301-555-0100', passwordHash, content: 'Sundays?' },
      { inquiryType: 2, category: 3, title: 'Salmon', name: 'Kim', email: 'kim@example.com', phone: '301-555-0101', passwordHash, content: 'Weekly.' },
    ]);
  });

  it('lists by status and kind', async () => {
    expect((await listInquiriesForStaff({ page: 1 })).count).toBe(2);
    expect((await listInquiriesForStaff({ type: 2, page: 1 })).results.map((row) => row.title)).toEqual(['Salmon']);
    expect((await listInquiriesForStaff({ progress: 2, page: 1 })).count).toBe(0);
    expect((await listInquiriesForStaff({ page: 1 })).results[0]).toMatchObject({ name: expect.any(String), email: expect.stringContaining('@') });
  });

  it('saves an answer as completed with its date, audited; the sender then reads it', async () => {
    const [parking] = await database().db.select().from(inquiries).where(eq(inquiries.title, 'Parking'));
    expect(await readInquiryAsStaff(parking!.id, actor)).toMatchObject({ title: 'Parking', progress: 1, answer: '' });
    expect(await answerInquiry(parking!.id, 'Yes, every day.', actor)).toBe(true);
    const mine = await retrieveInquiries('lee@example.com', 'asker-password', 1);
    expect(mine.results[0]).toMatchObject({ progress: 2, answer: 'Yes, every day.', answer_date: expect.any(String) });
    expect((await listInquiriesForStaff({ progress: 2, page: 1 })).results.map((row) => row.title)).toEqual(['Parking']);
    const logged = await database().db.select().from(auditLog).where(and(eq(auditLog.staffId, actor.staffId), eq(auditLog.subjectId, parking!.id)));
    expect(logged.map((row) => row.action).sort()).toEqual(['inquiry-answer', 'read']);
    expect(await answerInquiry(999_999, 'Nobody', actor)).toBe(false);
  });
});
