import { applications, auditLog, inquiries, postings, tenantApplications } from '@/lib/server/db/schema';
import { waitingWork } from '@/lib/server/services/waiting-work';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';

describe.each(databaseKinds)("the dashboard's waiting work on %s", (kind) => {
  const database = useTestDatabase(kind);
  const now = new Date('2031-03-10T15:00:00Z');
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  const sender = { name: 'Kim', email: 'kim@example.com', phone: '301-555-0100', passwordHash: 'x' };

  beforeAll(async () => {
    const { db } = database();
    await db.insert(inquiries).values([
      { ...sender, inquiryType: 1, title: 'a', content: 'a', createdAt: hoursAgo(2) },
      { ...sender, inquiryType: 1, title: 'b', content: 'b', createdAt: hoursAgo(30) },
      { ...sender, inquiryType: 2, title: 'c', content: 'c', createdAt: hoursAgo(71) },
      { ...sender, inquiryType: 1, title: 'd', content: 'd', createdAt: hoursAgo(200) },
      // Answered: not waiting, however old.
      { ...sender, inquiryType: 1, title: 'e', content: 'e', progress: 2, answer: 'Yes', createdAt: hoursAgo(300) },
    ]);
    const [posting] = await db.insert(postings).values({ title: '캐셔', titleEng: 'Cashier', jobType: 1, careerType: 1, cities: [1], dueDate: '2031-04-01' }).returning();
    const sent = await db
      .insert(applications)
      .values([
        { ...sender, postingId: posting!.id, content: 'x', createdAt: hoursAgo(1) },
        { ...sender, postingId: posting!.id, content: 'y', createdAt: hoursAgo(100) },
      ])
      .returning();
    await db.insert(tenantApplications).values({ name: 'Park', email: 'park@example.com', phone: '813-555-0100', address: 'Tampa', createdAt: hoursAgo(50) });
    // Opened by a member of staff: no longer new. A read of an inquiry with that id changes nothing here.
    await db.insert(auditLog).values([
      { staffId: null, action: 'read', subjectKind: 'application', subjectId: sent[1]!.id },
      { staffId: null, action: 'read', subjectKind: 'inquiry', subjectId: sent[0]!.id },
    ]);
  });

  it('counts what each role reads, by how long it has waited', async () => {
    expect(await waitingWork('admin', now)).toEqual({
      inquiry: { underDay: 1, days: 2, overThreeDays: 1 },
      application: { underDay: 1, days: 0, overThreeDays: 0 },
      tenant: { underDay: 0, days: 1, overThreeDays: 0 },
    });
    expect(Object.keys(await waitingWork('support', now))).toEqual(['inquiry', 'tenant']);
    expect(Object.keys(await waitingWork('hr', now))).toEqual(['application']);
    expect(await waitingWork('editor', now)).toEqual({});
  });
});
