import { eq } from 'drizzle-orm';
import { IDLE } from '@/lib/admin/form-state';
import { auditLog, mailQueue, sales, staffUsers, weeklyAdSends, weeklyAdSubscribers } from '@/lib/server/db/schema';
import { ADMIN_COOKIE } from '@/lib/server/services/staff-auth';
import { listSubscribers, readSubscriberAsStaff, subscriberCounts, weeklyAdSendReports } from '@/lib/server/services/weekly-ad-admin';
import { removeSubscriberAction } from '@/app/[locale]/admin/weekly-ad-actions';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { staffCookie } from '../helpers/staff-session';
import { staffRequest as session } from '../helpers/staff-action-request';

/*
 * The weekly ad in the back office (issue 53): counts by store and language and each sale's send
 * for those who manage sales; the addresses, each read audited, and an address removed with the
 * mail still waiting for it, by admins only.
 */

jest.mock('next/headers', () => jest.requireActual('../helpers/staff-action-request').nextHeaders());
jest.mock('next-intl/server', () => jest.requireActual('../helpers/next-intl-server').nextIntlServer());
jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), revalidatePath: () => undefined }));

jest.setTimeout(60_000);

describe.each(databaseKinds)('the weekly ad in the back office, on %s', (kind) => {
  const database = useTestDatabase(kind);
  const db = () => database().db;
  const ids: number[] = [];
  let sale = 0;

  beforeAll(async () => {
    const values = (email: string, storeSlug: string, status: 'pending' | 'confirmed' | 'unsubscribed', language: 'ko' | 'en' | 'both') => ({
      email,
      storeSlug,
      status,
      language,
      editions: ['korean' as const],
      consent: { at: '2026-12-01T15:00:00.000Z', address: '198.51.100.7', page: '/weekly-ad', text: '동의합니다', locale: 'ko' },
      linkKey: email,
      unsubscribedAt: status === 'unsubscribed' ? new Date() : null,
    });
    const rows = await db()
      .insert(weeklyAdSubscribers)
      .values([values('a@example.com', 'centreville-va', 'confirmed', 'ko'), values('b@example.com', 'centreville-va', 'confirmed', 'ko'), values('c@example.com', 'centreville-va', 'pending', 'en'), values('d@example.com', 'edison-nj', 'unsubscribed', 'en')])
      .returning();
    ids.push(...rows.map((row) => row.id));
    const [inserted] = await db().insert(sales).values({ saleStart: '2026-12-04', location: 2, published: true }).returning({ id: sales.id });
    sale = inserted!.id;
    await db().insert(weeklyAdSends).values({ saleId: sale, location: 2, recipients: 2, createdAt: new Date(Date.now() - 60_000) });
    await db()
      .insert(mailQueue)
      .values([
        { key: `weekly-ad:${sale}:${ids[0]}`, recipient: 'a@example.com', subject: 's', body: 'b', status: 'sent' },
        { key: `weekly-ad:${sale}:${ids[1]}`, recipient: 'b@example.com', subject: 's', body: 'b' },
      ]);
  });

  it('counts confirmed and waiting subscriptions by store and language, never the stopped ones', async () => {
    expect(await subscriberCounts()).toEqual([
      { store: 'centreville-va', language: 'en', confirmed: 0, pending: 1 },
      { store: 'centreville-va', language: 'ko', confirmed: 2, pending: 0 },
    ]);
  });

  it("reports each sale's send: queued, waiting, sent, failed", async () => {
    expect(await weeklyAdSendReports()).toEqual([expect.objectContaining({ saleId: sale, location: 2, saleStart: '2026-12-04', recipients: 2, queued: 1, sent: 1, failed: 0, unsubscribedSince: 0 })]);
  });

  it('lists the addresses by store and state, and records who read one', async () => {
    expect((await listSubscribers(1, { store: 'centreville-va', status: 'confirmed' })).results.map((row) => row.email).sort()).toEqual(['a@example.com', 'b@example.com']);
    const [admin] = await db().insert(staffUsers).values({ email: `ad-admin-${kind}@lotteplaza.test`, name: 'Admin', role: 'admin', passwordHash: 'x' }).returning();
    expect((await readSubscriberAsStaff(ids[0]!, { staffId: admin!.id, address: '192.0.2.40' }))!.consent.text).toBe('동의합니다');
    const [read] = await db().select().from(auditLog).where(eq(auditLog.subjectKind, 'weekly-ad-subscriber'));
    expect(read).toMatchObject({ action: 'read', subjectId: ids[0], staffId: admin!.id });
  });

  it('lets an admin remove an address with the mail still waiting for it, audited; an editor may not', async () => {
    session.cookie = (await staffCookie('editor', `ad-editor-${kind}`)).cookie.slice(`${ADMIN_COOKIE}=`.length);
    const form = new FormData();
    form.set('id', String(ids[1]));
    expect(await removeSubscriberAction('en', IDLE, form)).toMatchObject({ status: 'error' });
    expect(await db().select().from(weeklyAdSubscribers).where(eq(weeklyAdSubscribers.id, ids[1]!))).toHaveLength(1);

    session.cookie = (await staffCookie('admin', `ad-admin2-${kind}`)).cookie.slice(`${ADMIN_COOKIE}=`.length);
    await expect(removeSubscriberAction('en', IDLE, form)).rejects.toMatchObject({ digest: expect.stringContaining('/en/admin/subscribers?deleted=1') });
    expect(await db().select().from(weeklyAdSubscribers).where(eq(weeklyAdSubscribers.id, ids[1]!))).toHaveLength(0);
    expect(await db().select().from(mailQueue).where(eq(mailQueue.recipient, 'b@example.com'))).toHaveLength(0);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'weekly-ad-subscriber-remove'))).toHaveLength(1);
  });
});
