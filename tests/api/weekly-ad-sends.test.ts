import { eq, like } from 'drizzle-orm';
import { storeDayOf } from '@/lib/format/dates';
import { mailQueue, saleItems, sales, storeSpecialHours, weeklyAdSends, weeklyAdSubscribers } from '@/lib/server/db/schema';
import { queueWeeklyAds } from '@/lib/server/services/weekly-ad-sends';
import { subscriberOfLink } from '@/lib/server/services/weekly-ad';
import { deliverDue, queueMails } from '@/lib/server/mail/queue';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';

/*
 * The weekly ad's mail (issue 53): when a region's sale becomes public, published or at its
 * scheduled minute (the moment passed in, as the worker passes now), every confirmed subscriber of
 * the region's stores gets one mail, exactly once per sale, in their language, with the headers
 * of a one-click unsubscribe; a correction after sending sends nothing again.
 */

jest.setTimeout(60_000);

const HOUR = 60 * 60 * 1000;

describe.each(databaseKinds)("the weekly ad's mail, on %s", (kind) => {
  const database = useTestDatabase(kind);
  const db = () => database().db;
  const at = new Date();
  const today = storeDayOf(at.toISOString());
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const subscriber = (email: string, storeSlug: string, status: 'pending' | 'confirmed' | 'unsubscribed', language: 'ko' | 'en' | 'both' = 'en') => ({
      email,
      storeSlug,
      status,
      language,
      editions: ['korean' as const],
      consent: { at: at.toISOString(), address: '198.51.100.7', page: '/en/weekly-ad', text: 'I agree', locale: 'en' },
      linkKey: `key-${email}`,
      confirmedAt: status === 'confirmed' ? at : null,
    });
    const rows = await db()
      .insert(weeklyAdSubscribers)
      .values([
        subscriber('centreville@example.com', 'centreville-va', 'confirmed', 'both'),
        { ...subscriber('ashburn@example.com', 'ashburn-va', 'confirmed', 'en'), watches: ['mango'] },
        subscriber('waiting@example.com', 'ashburn-va', 'pending'),
        subscriber('gone@example.com', 'centreville-va', 'unsubscribed'),
        subscriber('herndon@example.com', 'herndon-va', 'confirmed'),
        subscriber('rockville@example.com', 'rockville-md', 'confirmed', 'ko'),
      ])
      .returning();
    for (const row of rows) ids[row.email] = row.id;
    const [virginia] = await db().insert(sales).values({ saleStart: today, location: 2, published: true }).returning();
    ids.virginia = virginia!.id;
    await db()
      .insert(saleItems)
      .values([
        { saleId: virginia!.id, position: 1, name: '고추장', nameEng: 'Gochujang <Red>', price: '$5.99', regularPrice: '$7.99', unit: '500 g', department: 'grocery', editions: ['korean'] },
        { saleId: virginia!.id, position: 2, name: '망고', nameEng: 'Mango', price: '2 for $3', department: 'produce', editions: ['korean', 'indian'] },
      ]);
    await db().insert(storeSpecialHours).values({ storeSlug: 'centreville-va', day: today, opens: null, closes: null, note: '재고 조사', noteEng: 'Stocktaking' });
    // Maryland's sale is scheduled an hour from now.
    const [maryland] = await db().insert(sales).values({ saleStart: today, location: 1, published: true, publishFrom: new Date(at.getTime() + HOUR) }).returning();
    ids.maryland = maryland!.id;
  });

  const mailsTo = (email: string) => db().select().from(mailQueue).where(eq(mailQueue.recipient, email));

  it("mails every confirmed subscriber of the region's stores once, and nobody else", async () => {
    expect(await queueWeeklyAds(at)).toBe(2);
    expect(await queueWeeklyAds(new Date(at.getTime() + 60_000))).toBe(0);
    for (const email of ['centreville@example.com', 'ashburn@example.com']) expect(await mailsTo(email)).toHaveLength(1);
    for (const email of ['waiting@example.com', 'gone@example.com', 'herndon@example.com', 'rockville@example.com']) expect(await mailsTo(email)).toHaveLength(0);
    expect((await db().select().from(weeklyAdSends).where(eq(weeklyAdSends.saleId, ids.virginia!)))[0]).toMatchObject({ location: 2, recipients: 2 });
  });

  it('writes each mail in its language, as text and HTML, with the one-click unsubscribe headers and a link that names its subscriber', async () => {
    const [mail] = await mailsTo('ashburn@example.com');
    expect(mail!.subject).toMatch(/^Lotte Plaza Market Ashburn: this week's sale, /);
    expect(mail!.body).toContain('- Gochujang <Red>: $5.99 / 500 g (reg. $7.99)');
    // Watched first: the mango this subscriber watches, before the week's other items.
    expect(mail!.body.indexOf('Your watched items on sale\n- Mango: 2 for $3')).toBeGreaterThan(-1);
    expect(mail!.body.indexOf('- Mango')).toBeLessThan(mail!.body.indexOf('- Gochujang'));
    expect(mail!.body).toContain('/en/sale/virginia');
    expect(mail!.body).toContain('Jessup, MD');
    expect(mail!.html).toContain('Gochujang &lt;Red&gt;');
    expect(mail!.html).not.toContain('<Red>');
    expect(mail!.html).toContain('name="color-scheme" content="light dark"');
    const header = mail!.headers['List-Unsubscribe']!;
    expect(header).toMatch(/^<http.*\/api\/weekly-ad\/unsubscribe\/\?t=[\w.-]+>$/);
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const token = /\?t=([\w.-]+)>/.exec(header)![1];
    expect((await subscriberOfLink(token, at))!.email).toBe('ashburn@example.com');

    const [both] = await mailsTo('centreville@example.com');
    expect(both!.subject).toMatch(/^\[롯데플라자마켓 센터빌점\] 이번 주 세일 /);
    expect(both!.body).toContain('- 고추장: $5.99');
    expect(both!.body).toContain('- Gochujang <Red>: $5.99');
    expect(both!.body).toContain('Stocktaking');
    expect(both!.body).toContain('재고 조사');
  });

  it("mails a scheduled sale at its minute, and a sale corrected after it was mailed sends nothing again", async () => {
    expect(await queueWeeklyAds(new Date(at.getTime() + HOUR - 60_000))).toBe(0);
    expect(await queueWeeklyAds(new Date(at.getTime() + HOUR))).toBe(1);
    expect(await mailsTo('rockville@example.com')).toHaveLength(1);

    await db().update(saleItems).set({ price: '$4.99' }).where(eq(saleItems.saleId, ids.virginia!));
    await db().update(sales).set({ published: false }).where(eq(sales.id, ids.virginia!));
    await db().update(sales).set({ published: true }).where(eq(sales.id, ids.virginia!));
    expect(await queueWeeklyAds(new Date(at.getTime() + 2 * HOUR))).toBe(0);
    expect(await db().select().from(mailQueue).where(like(mailQueue.key, `weekly-ad:${ids.virginia}:%`))).toHaveLength(2);
  });

  it('sends the mails people wait for before the weekly ad, and no more in a round than its pace allows', async () => {
    await db().update(mailQueue).set({ status: 'sent' }).where(eq(mailQueue.status, 'pending'));
    await queueMails([1, 2, 3].map((n) => ({ key: `bulk-${kind}-${n}`, recipient: `bulk${n}@example.com`, subject: 'ad', body: 'ad', priority: 1 })), db());
    await queueMails([{ key: `waited-for-${kind}`, recipient: 'answer@example.com', subject: 'answer', body: 'answer' }], db());
    const sent: string[] = [];
    const transport = { send: async (mail: { recipient: string }) => void sent.push(mail.recipient) };
    // A second on: PostgreSQL dates a row to the microsecond, the clock here to the millisecond.
    const soon = new Date(Date.now() + 1_000);
    expect(await deliverDue(transport, soon, 2)).toBe(2);
    // Sent side by side (the worker's lanes): which finished first is the mail server's affair.
    expect(sent.sort()).toEqual(['answer@example.com', 'bulk1@example.com']);
    expect(await deliverDue(transport, soon, 10)).toBe(2);
  });
});
