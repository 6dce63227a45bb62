import { eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { addDays, storeToday } from '@/lib/dates';
import { applications, auditLog, inquiries, mailQueue, postings, uploadedFiles } from '@/lib/server/db/schema';
import { listApplicationsForStaff } from '@/lib/server/services/private-records';
import { sweepRetention } from '@/lib/server/services/retention';
import * as general from '@/app/api/inquiry/general/route';
import * as inquiryRetrieve from '@/app/api/inquiry/retrieve/route';
import * as inquiryDetail from '@/app/api/inquiry/[id]/route';
import * as inquiryExport from '@/app/api/inquiry/export/route';
import * as apply from '@/app/api/employments/apply/route';
import * as applyRetrieve from '@/app/api/employments/apply/retrieve/route';
import * as applyDetail from '@/app/api/employments/apply/[id]/route';
import * as applyExport from '@/app/api/employments/apply/export/route';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { cookieOf, del, get, postForm, postJson, useIsolatedStorage } from '../helpers/route-requests';
import { pdfFile, pngFile } from '../helpers/upload-fixtures';

/*
 * A visitor's own records in their hands (issue 52): after the e-mail and password check they
 * download everything they sent (their text, our answer, their files) and take a submission
 * back: an inquiry is deleted at once, an application withdrawn at once and deleted when its
 * legal period ends. A mail confirms each; nothing of another visitor is reachable.
 */

jest.setTimeout(60_000);

const person = { name: 'Kim Minji', phone: '301-555-0123', password: 'kimchi-2026' };
const EN = { 'accept-language': 'en-US,en' };

describe.each(databaseKinds)("a visitor's own records, on %s", (kind) => {
  const database = useTestDatabase(kind);
  const storedFiles = useIsolatedStorage();
  const db = () => database().db;
  const email = `own-${kind}@example.com`;
  let posting = 0;

  beforeAll(async () => {
    [{ id: posting }] = (await db()
      .insert(postings)
      .values({ title: '캐셔', titleEng: 'Cashier', jobType: 1, careerType: 2, cities: [1], dueDate: addDays(storeToday(), 30), published: true })
      .returning({ id: postings.id })) as [{ id: number }];
  });

  const ask = async (title: string, from = email, headers: Record<string, string> = {}) =>
    (await (await postForm(general.POST, '/api/inquiry/general/', { ...person, email: from, title, content: `About ${title}`, file1: pdfFile('menu.pdf'), file2: pngFile() }, headers)).json()).id as number;
  const lookUp = async () => cookieOf(await postJson(inquiryRetrieve.POST, '/api/inquiry/retrieve/', { email, password: person.password }));
  const unzip = async (response: Response) => unzipSync(new Uint8Array(await response.arrayBuffer()));

  describe('inquiries', () => {
    let mine: number[] = [];
    let theirs = 0;

    beforeAll(async () => {
      mine = [await ask('Parking', email, EN), await ask('Opening hours', email, EN)];
      theirs = await ask('Not yours', 'someone-else@example.com');
      await db().update(inquiries).set({ progress: 2, answer: 'Yes, by the entrance.', answerDate: new Date('2026-11-02T15:00:00Z') }).where(eq(inquiries.id, mine[0]!));
    });

    it('downloads everything the visitor sent, with our answer and their files, and nothing of anyone else', async () => {
      expect((await get(inquiryExport.GET, '/api/inquiry/export/', { headers: EN })).status).toBe(401);
      const response = await get(inquiryExport.GET, '/api/inquiry/export/', { headers: { cookie: await lookUp() } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/zip');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="lotte-plaza-my-inquiries.zip"');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const files = await unzip(response);
      expect(Object.keys(files).sort()).toEqual(
        mine.flatMap((id) => [`inquiry-${id}/details.json`, `inquiry-${id}/menu.pdf`, `inquiry-${id}/photo.png`]).sort(),
      );
      const details = JSON.parse(strFromU8(files[`inquiry-${mine[0]}/details.json`]!));
      expect(details).toMatchObject({ id: mine[0], title: 'Parking', content: 'About Parking', email, answer: 'Yes, by the entrance.', answered_at: '2026-11-02T15:00:00.000Z', files: ['menu.pdf', 'photo.png'] });
      expect(strFromU8(files[`inquiry-${mine[0]}/menu.pdf`]!)).toMatch(/^%PDF-1\.4/);
      expect(JSON.parse(strFromU8(files[`inquiry-${mine[1]}/details.json`]!))).toMatchObject({ answer: null, answered_at: null });
      expect(Object.keys(files).some((name) => name.startsWith(`inquiry-${theirs}/`))).toBe(false);
    });

    it("refuses to delete another visitor's inquiry, or any without a lookup, or from another site", async () => {
      const proof = await lookUp();
      expect((await del(inquiryDetail.DELETE, `/api/inquiry/${theirs}`, { cookie: proof }, { id: String(theirs) })).status).toBe(404);
      expect((await del(inquiryDetail.DELETE, `/api/inquiry/${mine[1]}`, {}, { id: String(mine[1]) })).status).toBe(404);
      expect((await del(inquiryDetail.DELETE, `/api/inquiry/${mine[1]}`, { cookie: proof, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, { id: String(mine[1]) })).status).toBe(403);
      expect((await db().select().from(inquiries).where(eq(inquiries.id, theirs))).length).toBe(1);
      expect((await db().select().from(inquiries).where(eq(inquiries.id, mine[1]!))).length).toBe(1);
    });

    it('deletes the inquiry at once with its files, mails the visitor in their language, and the lookup no longer names it', async () => {
      const proof = await lookUp();
      const keys = (await db().select().from(uploadedFiles).where(eq(uploadedFiles.ownerId, mine[1]!))).filter((file) => file.ownerKind === 'inquiry').map((file) => file.storageKey);
      expect(keys).toHaveLength(2);
      const response = await del(inquiryDetail.DELETE, `/api/inquiry/${mine[1]}`, { cookie: proof }, { id: String(mine[1]) });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ deleted: true });
      expect((await db().select().from(inquiries).where(eq(inquiries.id, mine[1]!))).length).toBe(0);
      expect(storedFiles().filter((key) => keys.includes(key))).toEqual([]);
      const [mail] = await db().select().from(mailQueue).where(eq(mailQueue.key, `inquiryDeleted:${mine[1]}`));
      expect(mail).toMatchObject({ recipient: email, subject: 'Your inquiry to Lotte Plaza Market was deleted' });
      expect(mail!.body).not.toContain('About Opening hours');
      const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'inquiry-deleted-by-sender'));
      expect(entry).toMatchObject({ staffId: null, subjectKind: 'inquiry', subjectId: mine[1] });

      const rest = cookieOf(response);
      expect(rest).toMatch(/^lp_qna=./);
      const list = await (await get(inquiryRetrieve.GET, '/api/inquiry/retrieve/', { headers: { cookie: rest } })).json();
      expect(list.results.map((row: { id: number }) => row.id)).toEqual([mine[0]]);
      // Gone: a second delete finds nothing.
      expect((await del(inquiryDetail.DELETE, `/api/inquiry/${mine[1]}`, { cookie: proof }, { id: String(mine[1]) })).status).toBe(404);
    });
  });

  describe('job applications', () => {
    let id = 0;
    let sentAt = new Date();

    beforeAll(async () => {
      id = (await (await postForm(apply.POST, '/api/employments/apply/', { ...person, email, content: 'Weekends only.', employment_info: String(posting), file1: pdfFile() }, EN)).json()).id;
      sentAt = (await db().select().from(applications).where(eq(applications.id, id)))[0]!.createdAt;
    });

    const proof = async () => cookieOf(await postJson(applyRetrieve.POST, '/api/employments/apply/retrieve/', { email, password: person.password }));

    it('withdraws an application at once: hidden from staff, kept until three years from sending, said to the visitor and mailed once', async () => {
      expect((await listApplicationsForStaff({ postingId: posting, page: 1 })).results.map((row) => row.id)).toEqual([id]);
      const cookie = await proof();
      const response = await del(applyDetail.DELETE, `/api/employments/apply/${id}`, { cookie, ...EN }, { id: String(id) });
      expect(response.status).toBe(200);
      const until = new Date(sentAt);
      until.setUTCFullYear(until.getUTCFullYear() + 3);
      const answer = await response.json();
      expect(answer).toEqual({ withdrawn_at: expect.any(String), deleted_on: until.toISOString() });

      expect((await listApplicationsForStaff({ postingId: posting, page: 1 })).results).toEqual([]);
      const detail = await (await get(applyDetail.GET, `/api/employments/apply/${id}`, { params: { id: String(id) }, headers: { cookie } })).json();
      expect(detail).toMatchObject({ id, withdrawn_at: answer.withdrawn_at, deleted_on: answer.deleted_on, content: 'Weekends only.' });
      // Withdrawing again changes nothing and mails nothing more.
      expect(await (await del(applyDetail.DELETE, `/api/employments/apply/${id}`, { cookie }, { id: String(id) })).json()).toEqual(answer);
      const mails = await db().select().from(mailQueue).where(eq(mailQueue.key, `applicationWithdrawn:${id}`));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ recipient: email, subject: 'Your job application to Lotte Plaza Market was withdrawn' });

      const files = await unzip(await get(applyExport.GET, '/api/employments/apply/export/', { headers: { cookie } }));
      expect(JSON.parse(strFromU8(files[`application-${id}/details.json`]!))).toMatchObject({ id, content: 'Weekends only.', withdrawn_at: answer.withdrawn_at, posting: { title_eng: 'Cashier' } });
      expect(files[`application-${id}/resume.pdf`]).toBeDefined();
    });

    it('deletes the withdrawn application with its files on the day its period ends, not a day before', async () => {
      const until = new Date(sentAt);
      until.setUTCFullYear(until.getUTCFullYear() + 3);
      expect((await sweepRetention(new Date(until.getTime() - 86_400_000))).jobApplication).toBe(0);
      expect((await db().select().from(applications).where(eq(applications.id, id))).length).toBe(1);
      expect((await sweepRetention(until)).jobApplication).toBe(1);
      expect((await db().select().from(applications).where(eq(applications.id, id))).length).toBe(0);
      expect((await db().select().from(uploadedFiles).where(eq(uploadedFiles.ownerId, id))).filter((file) => file.ownerKind === 'application')).toEqual([]);
    });
  });
});
