import { desc } from 'drizzle-orm';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { addDays, storeTimeOf, storeTimeToDate, storeToday } from '@/lib/dates';
import { inquiries, mailQueue, postings, staffUsers } from '@/lib/server/db/schema';
import { deliverDue, mailQueueCounts, queueMails, retryFailedMail } from '@/lib/server/mail/queue';
import { queueDigests } from '@/lib/server/mail/notices';
import { outboxTransport, smtpTransport } from '@/lib/server/mail/transport';
import { answerInquiry } from '@/lib/server/services/inquiries';
import * as general from '@/app/api/inquiry/general/route';
import * as apply from '@/app/api/employments/apply/route';
import * as tenants from '@/app/api/storetenants/route';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { postForm, useIsolatedStorage } from '../helpers/route-requests';
import { pdfFile } from '../helpers/upload-fixtures';
import { inProcessSmtp } from '../helpers/in-process-smtp';

jest.setTimeout(60_000);

const EN = { 'accept-language': 'en-US,en' };
const visitor = { name: 'Kim Minji', email: 'minji.kim@example.com', phone: '301-555-0123', password: 'kimchi-2026' };
const secretWords = 'Parking for my bicycle at Catonsville';

describe.each(databaseKinds)('mail on %s', (kind) => {
  const database = useTestDatabase(kind);
  useIsolatedStorage();
  const smtp = inProcessSmtp();
  const staff: Record<string, number> = {};
  let openPosting = 0;

  const person = async (tag: string, values: Partial<typeof staffUsers.$inferInsert>) => {
    const [row] = await database()
      .db.insert(staffUsers)
      .values({ email: `${tag}-${kind}@lotteplaza.test`, name: tag, passwordHash: 'x', role: 'support', ...values })
      .returning({ id: staffUsers.id });
    staff[tag] = row!.id;
  };
  const address = (tag: string) => `${tag}-${kind}@lotteplaza.test`;
  const mailsTo = (tag: string) => smtp.received.filter((mail) => mail.to === address(tag));
  const queued = () => database().db.select().from(mailQueue).orderBy(mailQueue.id);

  beforeAll(async () => {
    await smtp.start();
    await person('support', { role: 'support', mailLocale: 'en' });
    await person('hr', { role: 'hr' });
    await person('editor', { role: 'editor' });
    await person('digest', { role: 'support', notify: 'digest', mailLocale: 'en' });
    await person('quiet', { role: 'support', notify: 'off' });
    await person('former', { role: 'support', active: false });
    const [posting] = await database()
      .db.insert(postings)
      .values({ title: '캐셔', titleEng: 'Cashier', jobType: 1, careerType: 2, cities: [1], dueDate: addDays(storeToday(), 3), published: true })
      .returning({ id: postings.id });
    openPosting = posting!.id;
  });

  afterAll(() => smtp.stop());

  it('an inquiry makes exactly one mail for each member of staff who answers inquiries and asked for one, and the visitor\'s receipt; once answered, one more for the visitor', async () => {
    const response = await postForm(general.POST, '/api/inquiry/general/?lang=en', { ...visitor, title: secretWords, content: 'Is there a rack?' }, EN);
    expect(response.status).toBe(201);
    const { id } = await response.json();
    // Queued with the inquiry, sent by the worker: nothing has left yet.
    expect(smtp.received).toEqual([]);
    expect((await queued()).map((row) => row.recipient)).toEqual([address('support'), visitor.email]);

    expect(await deliverDue(smtpTransport(smtp.url()))).toBe(2);
    expect(await deliverDue(smtpTransport(smtp.url()))).toBe(0);
    const [notice] = mailsTo('support');
    expect(mailsTo('support')).toHaveLength(1);
    expect(notice!.subject).toBe(`New inquiry (#${id}) at Lotte Plaza Market`);
    expect(notice!.text).toContain(`http://localhost:3000/en/admin/inquiries/${id}`);
    // Nothing the visitor wrote: not the title, the text, the name or the address.
    for (const words of [secretWords, 'Is there a rack?', visitor.name, visitor.email]) expect(notice!.text).not.toContain(words);
    // The visitor's receipt, in the language they wrote in: what they sent and where to look it up, never the password.
    const [receipt] = smtp.received.filter((mail) => mail.to === visitor.email);
    expect(receipt!.subject).toBe('We received your inquiry – Lotte Plaza Market');
    for (const words of [`Hello ${visitor.name},`, `Title: ${secretWords}`, 'Is there a rack?', `Phone: ${visitor.phone}`, 'Attached files: 0', 'http://localhost:3000/en/myQna']) {
      expect(receipt!.text).toContain(words);
    }
    expect(receipt!.text).not.toContain(visitor.password);
    expect(smtp.received).toHaveLength(2);

    const actor = { staffId: staff.support!, address: '192.0.2.40' };
    expect(await answerInquiry(id, 'Yes: by the front door.', actor)).toBe(true);
    // An edited answer tells the visitor nothing more.
    expect(await answerInquiry(id, 'Yes: by the front door, left of it.', actor)).toBe(true);
    expect(await deliverDue(smtpTransport(smtp.url()))).toBe(1);
    const answered = smtp.received.filter((mail) => mail.to === visitor.email && mail.subject.includes('answered'));
    expect(answered).toHaveLength(1);
    expect(answered[0]!.subject).toBe('Your inquiry to Lotte Plaza Market has been answered');
    expect(answered[0]!.text).toContain('http://localhost:3000/en/myQna');
    for (const words of ['front door', visitor.password, secretWords]) expect(answered[0]!.text).not.toContain(words);
    expect((await queued()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);

    // An inquiry answered before mail existed: editing its answer mails nobody.
    const [old] = await database()
      .db.insert(inquiries)
      .values({ inquiryType: 1, title: 'Old', name: 'Kim', email: 'old@example.com', phone: '301-555-0100', passwordHash: 'x', content: 'Old', progress: 2, answer: 'Yes', createdAt: new Date('2020-01-06T15:00:00Z') })
      .returning({ id: inquiries.id });
    expect(await answerInquiry(old!.id, 'Yes, still.', actor)).toBe(true);
    expect((await queued()).some((row) => row.recipient === 'old@example.com')).toBe(false);
  });

  it('a mail queued while the mail server is down is sent once by the worker that runs after a restart', async () => {
    await smtp.stop();
    const response = await postForm(tenants.POST, '/api/storetenants/', { name: 'Park Joon', email: 'joon@example.com', phone: '813-555-0142', address: '1 Main St', files: pdfFile() }, EN);
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const before = Date.now();
    expect(await deliverDue(smtpTransport(smtp.url()))).toBe(0);
    const [waiting] = (await queued()).filter((row) => row.key.startsWith(`new-tenant:${id}:`));
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, recipient: address('support') });
    expect(waiting!.lastError).not.toBe('');
    // The first wait is a minute; until then nothing is tried.
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 59_000);
    expect(await deliverDue(smtpTransport(smtp.url()))).toBe(0);
    // The staff's notice and the applicant's receipt.
    expect((await mailQueueCounts()).pending).toBe(2);

    // The server comes back, and a new process (its own transport) looks once the wait is over.
    await smtp.start();
    const later = new Date(Date.now() + 61_000);
    expect(await deliverDue(smtpTransport(smtp.url()), later)).toBe(2);
    expect(await deliverDue(smtpTransport(smtp.url()), later)).toBe(0);
    const notices = mailsTo('support').filter((mail) => mail.subject.includes(`tenant application (#${id})`));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe(`New food-court tenant application (#${id}) at Lotte Plaza Market`);
    const receipts = smtp.received.filter((mail) => mail.to === 'joon@example.com');
    expect(receipts.map((mail) => mail.subject)).toEqual(['We received your food-court tenant application – Lotte Plaza Market']);
    for (const words of ['Business name: (none)', 'Address: 1 Main St', 'Documents: 1', 'http://localhost:3000/en/contact']) expect(receipts[0]!.text).toContain(words);
    expect((await mailQueueCounts()).pending).toBe(0);
  });

  it('two workers at once send each mail once', async () => {
    const response = await postForm(apply.POST, '/api/employments/apply/', { ...visitor, content: 'I have worked as a cashier.', employment_info: String(openPosting) });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const sent = await Promise.all([deliverDue(smtpTransport(smtp.url())), deliverDue(smtpTransport(smtp.url()))]);
    // The hr member's notice and the applicant's receipt, each once.
    expect(sent[0]! + sent[1]!).toBe(2);
    const receipts = smtp.received.filter((mail) => mail.to === visitor.email && mail.subject.includes('지원서'));
    expect(receipts.map((mail) => mail.subject)).toEqual(['입사 지원서가 접수되었습니다 – 롯데플라자 마켓']);
    for (const words of ['“캐셔” 지원서', 'I have worked as a cashier.', 'http://localhost:3000/career-my']) expect(receipts[0]!.text).toContain(words);
    // The hr member reads applications, in Korean; support does not read them.
    const notices = mailsTo('hr');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe(`롯데플라자마켓: 새 입사 지원서(#${id})가 접수되었습니다`);
    expect(notices[0]!.text).toContain(`http://localhost:3000/admin/applications/${id}`);
    expect(mailsTo('support').some((mail) => mail.subject.includes('job application'))).toBe(false);
  });

  it('a stop asked while mail goes out takes nothing more from the queue, and each mail being sent is marked sent, so none goes again after the restart', async () => {
    const to = (n: number) => `stop-${n}-${kind}@example.com`;
    await queueMails(Array.from({ length: 8 }, (_, n) => ({ key: `stop-test:${n}`, recipient: to(n), subject: `Mail ${n}`, body: 'Hello' })), database().db);
    const stopping = new AbortController();
    const smtpSend = smtpTransport(smtp.url());
    // The server is told to stop as the first mail goes out: the mails already on their way are finished.
    const sent = await deliverDue({ send: (mail) => (stopping.abort(), smtpSend.send(mail)) }, new Date(), 100, stopping.signal);
    const ours = async () => (await queued()).filter((row) => row.key.startsWith('stop-test:'));
    const received = () => smtp.received.filter((mail) => mail.to.startsWith('stop-'));
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(sent).toBeLessThan(8);
    expect(received()).toHaveLength(sent);
    expect((await ours()).filter((row) => row.status === 'sent')).toHaveLength(sent);
    expect((await ours()).filter((row) => row.status === 'pending').every((row) => row.claimToken === null && row.attempts === 0)).toBe(true);
    // The next process sends the rest, once each.
    expect(await deliverDue(smtpTransport(smtp.url()))).toBe(8 - sent);
    expect(received().map((mail) => mail.to).sort()).toEqual(Array.from({ length: 8 }, (_, n) => to(n)).sort());
  });

  it('a recipient refused for good marks the mail failed at once; a refusal for now, or of the sender, waits and tries again', async () => {
    smtp.refuseWith(550);
    await postForm(general.POST, '/api/inquiry/general/?lang=en', { ...visitor, title: 'Refused', content: 'Hello' }, EN);
    // Each inquiry queues two mails: the staff's notice and the visitor's receipt.
    expect(await deliverDue(smtpTransport(smtp.url()))).toBe(0);
    expect(await mailQueueCounts()).toEqual({ pending: 0, failed: 2 });
    smtp.refuseWith(451);
    await postForm(general.POST, '/api/inquiry/general/?lang=en', { ...visitor, title: 'Later', content: 'Hello' }, EN);
    expect(await deliverDue(smtpTransport(smtp.url()))).toBe(0);
    expect(await mailQueueCounts()).toEqual({ pending: 2, failed: 2 });
    // The site's own setting refused (its sender): tried again once mended, never given up at once.
    smtp.refuseWith(553, 'sender');
    expect(await deliverDue(smtpTransport(smtp.url()), new Date(Date.now() + 61_000))).toBe(0);
    expect(await mailQueueCounts()).toEqual({ pending: 2, failed: 2 });
    smtp.refuseWith(null);
    expect(await deliverDue(smtpTransport(smtp.url()), new Date(Date.now() + 7 * 60_000))).toBe(2);
    const failed = (await queued()).find((row) => row.status === 'failed' && row.key.startsWith('new-inquiry:'))!;
    expect(failed.lastError).toContain('No such mailbox');
    expect(failed.lastError).not.toContain(visitor.email);
    // An admin, the setting mended, queues what was given up on again: it goes out once.
    expect(await retryFailedMail()).toBe(2);
    expect(await deliverDue(smtpTransport(smtp.url()))).toBe(2);
    expect(await mailQueueCounts()).toEqual({ pending: 0, failed: 0 });
    expect(smtp.received.filter((mail) => mail.subject === `New inquiry (#${failed.key.split(':')[1]}) at Lotte Plaza Market`)).toHaveLength(1);
  });

  it('the daily digest comes once a day, at its hour, with the records of the role that reads them', async () => {
    const now = new Date();
    // The digest day whose window (08:00 the day before to 08:00) holds the records sent above.
    const day = storeTimeOf(now) >= `${storeToday(now)}T08:00` ? addDays(storeToday(now), 1) : storeToday(now);
    expect(await queueDigests(storeTimeToDate(`${day}T07:59`)!)).toBe(0);
    expect(await queueDigests(storeTimeToDate(`${day}T08:05`)!)).toBe(1);
    expect(await queueDigests(storeTimeToDate(`${day}T08:06`)!)).toBe(0);
    await deliverDue(smtpTransport(smtp.url()));
    const digests = mailsTo('digest');
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe('Lotte Plaza Market: 4 new records since yesterday');
    // Support reads inquiries and tenant applications, not job applications.
    expect(digests[0]!.text.match(/\/en\/admin\/inquiries\/\d+/g)).toHaveLength(3);
    expect(digests[0]!.text.match(/\/en\/admin\/tenants\/\d+/g)).toHaveLength(1);
    expect(digests[0]!.text).not.toContain('/admin/applications/');
    expect(digests[0]!.text).not.toContain(visitor.email);
    // Nobody else: not the one who chose none, nor the account that was closed, nor an editor.
    for (const tag of ['quiet', 'former', 'editor']) expect(mailsTo(tag)).toEqual([]);
  });

  it('without SMTP, a mail is written whole to the outbox folder and named in the log', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'lotte-outbox-'));
    const log = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      await postForm(general.POST, '/api/inquiry/general/?lang=en', { ...visitor, title: 'Outbox', content: 'Hello' }, EN);
      expect(await deliverDue(outboxTransport(folder))).toBe(2);
      const files = readdirSync(folder).sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]));
      expect(files).toEqual([expect.stringMatching(/^mail-\d+\.eml$/), expect.stringMatching(/^mail-\d+\.eml$/)]);
      // The staff's notice is queued first, then the visitor's receipt.
      const parsed = await simpleParser(readFileSync(path.join(folder, files[0]!)));
      expect(parsed.subject).toMatch(/^New inquiry \(#\d+\) at Lotte Plaza Market$/);
      // Not answered by vacation responders; an id no other database's mail has.
      expect(parsed.headers.get('auto-submitted')).toBe('auto-generated');
      const [queued] = await database().db.select().from(mailQueue).orderBy(desc(mailQueue.id)).limit(2).offset(1);
      expect(parsed.messageId).toBe(`<mail-${queued!.id}.${queued!.createdAt.getTime().toString(36)}@localhost>`);
      expect(log).toHaveBeenCalledWith(expect.stringContaining(path.join(folder, files[0]!)));
    } finally {
      log.mockRestore();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
