import { and, count, eq, sql } from 'drizzle-orm';
import { addDays, storeToday } from '@/lib/dates';
import { applications, inquiries, postings, auditLog, staffUsers, tenantApplications, uploadedFiles } from '@/lib/server/db/schema';
import { ADMIN_COOKIE, signIn } from '@/lib/server/services/staff-auth';
import { STAFF_COST } from '@/lib/server/auth/passwords';
import crypto from 'node:crypto';
import { hashPassword } from '@/lib/server/auth/passwords';
import { inTurn } from '@/lib/server/auth/password-turns';
import * as general from '@/app/api/inquiry/general/route';
import * as vendor from '@/app/api/inquiry/vendor/route';
import * as inquiryRetrieve from '@/app/api/inquiry/retrieve/route';
import * as inquiryDetail from '@/app/api/inquiry/[id]/route';
import * as apply from '@/app/api/employments/apply/route';
import * as applyRetrieve from '@/app/api/employments/apply/retrieve/route';
import * as applyDetail from '@/app/api/employments/apply/[id]/route';
import * as tenants from '@/app/api/storetenants/route';
import * as files from '@/app/api/files/[id]/[name]/route';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { LIMITS, setLimiterStore } from '@/lib/server/rate-limit';
import { memoryStore } from '@/lib/server/rate-limit/limiters';
import { cookieOf, del, fileParams, get, ORIGIN, postForm, postJson, useIsolatedStorage } from '../helpers/route-requests';
import { docxFile, exeFile, fakePdf, hugePdf, hwpFile, jpgFile, pdfFile, pngFile, textFile } from '../helpers/upload-fixtures';

jest.setTimeout(60_000);

const person = { name: 'Kim Minji', email: 'Minji.Kim@Example.com', phone: '301-555-0123', password: 'kimchi-2026' };
const generalFields = { ...person, title: 'Parking at Catonsville', content: 'Is there parking for bicycles?' };
const EN = { 'accept-language': 'en-US,en' };

describe.each(databaseKinds)('what visitors send, on %s', (kind) => {
  const database = useTestDatabase(kind);
  const storedFiles = useIsolatedStorage();
  const today = storeToday();
  let openPosting = 0;
  let closedPosting = 0;

  const rowCount = async (table: typeof inquiries | typeof applications | typeof tenantApplications | typeof uploadedFiles) =>
    (await database().db.select({ n: count() }).from(table))[0]!.n;

  beforeAll(async () => {
    const rows = await database()
      .db.insert(postings)
      .values([
        { title: '캐셔', titleEng: 'Cashier', jobType: 1, careerType: 2, cities: [1], dueDate: today, published: true },
        { title: '회계', titleEng: 'Accountant', jobType: 2, careerType: 1, cities: [18], dueDate: addDays(today, -1), published: true },
      ])
      .returning({ id: postings.id });
    openPosting = rows[0]!.id;
    closedPosting = rows[1]!.id;
  });

  describe('general and vendor inquiries', () => {
    it('stores a general inquiry with its files, the email lower-cased and the password hashed', async () => {
      const response = await postForm(general.POST, '/api/inquiry/general/', { ...generalFields, file1: pdfFile(), file2: pngFile(), file3: textFile() });
      expect(response.status).toBe(201);
      const { id } = await response.json();
      const [row] = await database().db.select().from(inquiries).where(eq(inquiries.id, id));
      expect(row).toMatchObject({ inquiryType: 1, category: null, email: 'minji.kim@example.com', progress: 1, title: 'Parking at Catonsville' });
      expect(row!.passwordHash).toMatch(/^scrypt\$/);
      expect(row!.passwordHash).not.toContain(person.password);
      expect([row!.file1, row!.file2, row!.file3].every(Boolean)).toBe(true);
      const stored = await database().db.select().from(uploadedFiles).where(eq(uploadedFiles.ownerId, id));
      expect(stored.map((file) => [file.originalName, file.visibility, file.ownerKind])).toEqual([
        ['resume.pdf', 'private', 'inquiry'],
        ['photo.png', 'private', 'inquiry'],
        ['note.txt', 'private', 'inquiry'],
      ]);
      // Stored under random names that say nothing about the file.
      expect(stored.every((file) => /^\d{4}-\d{2}\/[0-9a-f-]{36}$/.test(file.storageKey))).toBe(true);
    });

    it('accepts an inquiry without optional files, and every allowed format', async () => {
      expect((await postForm(general.POST, '/api/inquiry/general', generalFields)).status).toBe(201);
      const response = await postForm(vendor.POST, '/api/inquiry/vendor/', { ...generalFields, category: '3', files: [docxFile(), hwpFile(), jpgFile()] });
      expect(response.status).toBe(201);
      const [row] = await database().db.select().from(inquiries).where(eq(inquiries.id, (await response.json()).id));
      expect(row).toMatchObject({ inquiryType: 2, category: 3 });
    });

    it('says what is missing or wrong, field by field, in the visitor\'s language', async () => {
      const before = await rowCount(inquiries);
      const korean = await postForm(general.POST, '/api/inquiry/general/', { email: 'not-an-email', phone: 'call me', content: 'x'.repeat(501) });
      expect(korean.status).toBe(400);
      expect(await korean.json()).toEqual({
        title: ['필수 입력 항목입니다.'],
        name: ['필수 입력 항목입니다.'],
        email: ['올바른 이메일 주소를 입력해 주세요.'],
        phone: ['올바른 전화번호를 입력해 주세요.'],
        password: ['필수 입력 항목입니다.'],
        content: ['500자 이내로 입력해 주세요.'],
      });
      const english = await postForm(vendor.POST, '/api/inquiry/vendor/', { ...generalFields, category: '9' }, EN);
      expect(english.status).toBe(400);
      expect(await english.json()).toEqual({ category: ['Please choose a product category.'] });
      const noCategory = await postForm(vendor.POST, '/api/inquiry/vendor/', generalFields, EN);
      expect(await noCategory.json()).toEqual({ category: ['Please choose a product category.'] });
      expect(await rowCount(inquiries)).toBe(before);
    });

    it('refuses a NUL byte in a form field, writing nothing', async () => {
      const before = await rowCount(inquiries);
      const response = await postForm(general.POST, '/api/inquiry/general/', { ...generalFields, title: 'Park\u0000ing' }, EN);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ title: ['This value cannot be accepted. Please type it again as plain text.'] });
      expect(await rowCount(inquiries)).toBe(before);
    });

    it('takes exactly 500 characters of content', async () => {
      expect((await postForm(general.POST, '/api/inquiry/general/', { ...generalFields, content: '가'.repeat(500) })).status).toBe(201);
    });

    it.each([
      ['four files', () => [pdfFile('a.pdf'), pdfFile('b.pdf'), pdfFile('c.pdf'), pdfFile('d.pdf')], 400, 'Up to 3 files can be uploaded'],
      ['a file over 10 MB', () => [hugePdf()], 413, 'The size of each file cannot exceed a maximum of 10 MB.'],
      ['a forbidden extension', () => [exeFile()], 400, 'Some files have invalid extensions.'],
      ['a .pdf that is not a PDF', () => [fakePdf()], 400, 'The contents of a file do not match its extension.'],
      ['a binary .txt', () => [new File([Buffer.from([0x00, 0x01, 0x02])], 'notes.txt')], 400, 'The contents of a file do not match its extension.'],
      ['a file without extension', () => [new File(['hello'], 'README')], 400, 'Some files have invalid extensions.'],
      ['an empty .txt', () => [new File([], 'empty.txt')], 400, 'The contents of a file do not match its extension.'],
      ['a .ndoc that is not an office package', () => [new File(['<script>alert(1)</script>'], 'plan.ndoc')], 400, 'The contents of a file do not match its extension.'],
    ])('refuses %s, writing no row and no file', async (_name, make, status, message) => {
      const rows = await rowCount(inquiries);
      const fileRows = await rowCount(uploadedFiles);
      const onDisk = storedFiles().length;
      const response = await postForm(general.POST, '/api/inquiry/general/', { ...generalFields, files: make() }, EN);
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ files: [message] });
      expect(await rowCount(inquiries)).toBe(rows);
      expect(await rowCount(uploadedFiles)).toBe(fileRows);
      expect(storedFiles()).toHaveLength(onDisk);
    });

    it('refuses a body that is not a multipart form (415), and one that cannot be read (400)', async () => {
      const asJson = await postJson(general.POST, '/api/inquiry/general/', generalFields);
      expect(asJson.status).toBe(415);
      const broken = await general.POST(
        new Request(`${ORIGIN}/api/inquiry/general/`, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=xyz' }, body: '--nope' }),
        { params: Promise.resolve({}) } as never,
      );
      expect(broken.status).toBe(400);
      expect(await broken.json()).toEqual({ detail: '양식을 읽을 수 없습니다. 다시 시도해 주세요.' });
    });

    it('refuses a declared body larger than three full files before reading it (413)', async () => {
      const response = await general.POST(
        new Request(`${ORIGIN}/api/inquiry/general/`, {
          method: 'POST',
          headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(40 * 1024 * 1024) },
          body: '--x--',
        }),
        { params: Promise.resolve({}) } as never,
      );
      expect(response.status).toBe(413);
    });

    it.each([
      ['a multipart upload', general.POST, '/api/inquiry/general/', 'multipart/form-data; boundary=x', 31],
      ['a JSON lookup', inquiryRetrieve.POST, '/api/inquiry/retrieve/', 'application/json', 0],
    ])('stops reading %s sent without Content-Length at the limit (413)', async (_, handler, path, type, limitMb) => {
      // An endless body, 1 MB a pull: reading it whole would never end.
      let pulled = 0;
      const endless = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 1;
          controller.enqueue(new Uint8Array(1 << 20).fill(120));
        },
      });
      const response = await handler(
        new Request(`${ORIGIN}${path}`, { method: 'POST', headers: { 'content-type': type, ...EN }, body: endless, duplex: 'half' } as RequestInit),
        { params: Promise.resolve({}) } as never,
      );
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ detail: 'The request is too large.' });
      expect(pulled).toBeLessThanOrEqual(limitMb + 3);
    });

    it('leaves no file behind when saving the record fails', async () => {
      const onDisk = storedFiles().length;
      const fileRows = await rowCount(uploadedFiles);
      // A title longer than the column allows would pass; force a database failure instead.
      const spy = jest.spyOn(database().db, 'transaction').mockRejectedValueOnce(new Error('database went away'));
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const response = await postForm(general.POST, '/api/inquiry/general/', { ...generalFields, file1: pdfFile() }, EN);
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ detail: 'Something went wrong on our side. Please try again later.' });
      expect(storedFiles()).toHaveLength(onDisk);
      expect(await rowCount(uploadedFiles)).toBe(fileRows);
      spy.mockRestore();
      consoleError.mockRestore();
    });
  });

  describe('looking up one\'s own inquiries', () => {
    let mine: number[] = [];
    let theirs = 0;

    beforeAll(async () => {
      const email = `lookup-${kind}@example.com`;
      mine = [];
      for (const title of ['First question', 'Second question']) {
        mine.push((await (await postForm(general.POST, '/api/inquiry/general/', { ...generalFields, email, title, file1: pdfFile() })).json()).id);
      }
      theirs = (await (await postForm(general.POST, '/api/inquiry/general/', { ...generalFields, email: 'someone@else.com' })).json()).id;
      await database().db.update(inquiries).set({ progress: 2, answer: 'Yes, by the entrance.', answerDate: new Date() }).where(eq(inquiries.id, mine[0]!));
    });

    it('lists them, newest first, with the answer once completed, and sets a short-lived httpOnly cookie', async () => {
      const response = await postJson(inquiryRetrieve.POST, '/api/inquiry/retrieve/', { email: `LOOKUP-${kind}@example.com`, password: person.password });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({ count: 2, current_page: 1, total_pages: 1, next: null, previous: null });
      expect(body.results.map((r: { id: number }) => r.id)).toEqual([...mine].reverse());
      const answered = body.results.find((r: { id: number }) => r.id === mine[0]);
      expect(answered).toMatchObject({ progress: 2, answer: 'Yes, by the entrance.', answer_date: expect.any(String) });
      expect(body.results.find((r: { id: number }) => r.id === mine[1])).toMatchObject({ progress: 1, answer: '', answer_date: null });
      const cookie = response.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^lp_qna=[^;]+; Path=\/api\/; HttpOnly; SameSite=Strict; Max-Age=1800$/);
    });

    it('shows one inquiry and its files only to the visitor who proved it', async () => {
      const proof = cookieOf(await postJson(inquiryRetrieve.POST, '/api/inquiry/retrieve/', { email: `lookup-${kind}@example.com`, password: person.password }));
      const detail = await get(inquiryDetail.GET, `/api/inquiry/${mine[0]}`, { params: { id: String(mine[0]) }, headers: { cookie: proof } });
      expect(detail.status).toBe(200);
      const body = await detail.json();
      expect(body).toMatchObject({ id: mine[0], title: 'First question', name: 'Kim Minji', answer: 'Yes, by the entrance.', category: null, file1: expect.stringMatching(/\/resume\.pdf\?v=/) });

      const params = fileParams(body.file1);
      const file = await get(files.GET, body.file1, { params, headers: { cookie: proof } });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(file.headers.get('cache-control')).toBe('private, no-store');
      expect((await get(files.GET, body.file1, { params })).status).toBe(404);

      // Someone else's inquiry, with or without a cookie of one's own: not found.
      expect((await get(inquiryDetail.GET, `/api/inquiry/${theirs}`, { params: { id: String(theirs) }, headers: { cookie: proof } })).status).toBe(404);
      expect((await get(inquiryDetail.GET, `/api/inquiry/${mine[0]}`, { params: { id: String(mine[0]) } })).status).toBe(404);
      const forged = proof.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      expect((await get(inquiryDetail.GET, `/api/inquiry/${mine[0]}`, { params: { id: String(mine[0]) }, headers: { cookie: forged } })).status).toBe(404);
    });

    it('shows any inquiry to active staff allowed to read inquiries, and audits the read', async () => {
      const hash = await hashPassword('staff-secret-123', STAFF_COST);
      const sessionOf = async (role: 'support' | 'editor') => {
        const email = `${role}-${kind}@lotteplaza.test`;
        await database().db.insert(staffUsers).values({ email, name: 'Staff', role, passwordHash: hash });
        const signedIn = await signIn({ email, password: 'staff-secret-123', address: '198.51.100.7', locale: 'en' });
        return { id: signedIn!.staff.id, cookie: `${ADMIN_COOKIE}=${signedIn!.token}` };
      };
      const support = await sessionOf('support');
      const editor = await sessionOf('editor');
      const read = (cookie: string) => get(inquiryDetail.GET, `/api/inquiry/${theirs}`, { params: { id: String(theirs) }, headers: { cookie } });
      expect((await read(support.cookie)).status).toBe(200);
      const [logged] = await database().db.select().from(auditLog).where(and(eq(auditLog.staffId, support.id), eq(auditLog.action, 'read')));
      expect(logged).toMatchObject({ subjectKind: 'inquiry', subjectId: theirs });
      // An editor may not read inquiries; nor may a deactivated account.
      expect((await read(editor.cookie)).status).toBe(404);
      await database().db.update(staffUsers).set({ active: false }).where(eq(staffUsers.id, support.id));
      expect((await read(support.cookie)).status).toBe(404);
    });

    it('hashes once per lookup, whatever the number of records under the address, and as much for an unknown one', async () => {
      // No timed assertion (shared machines are noisy): count the key derivations instead.
      await postJson(inquiryRetrieve.POST, '/api/inquiry/retrieve/', { email: `warm-up-${kind}@example.com`, password: 'whatever-1' });
      const derive = jest.spyOn(crypto, 'scrypt');
      try {
        for (const body of [
          { email: `nobody-${kind}@example.com`, password: 'whatever-1' },
          { email: `lookup-${kind}@example.com`, password: 'wrong-password-1' },
          { email: `lookup-${kind}@example.com`, password: person.password },
        ]) {
          derive.mockClear();
          await postJson(inquiryRetrieve.POST, '/api/inquiry/retrieve/', body);
          expect(derive).toHaveBeenCalledTimes(1);
        }
      } finally {
        derive.mockRestore();
      }
    });

    it('finds a record whose hash has a random salt (sent before issue 50), then by equality', async () => {
      const email = `older-${kind}@example.com`;
      const [older] = await database()
        .db.insert(inquiries)
        .values({ inquiryType: 1, title: 'Sent last year', name: person.name, email, phone: person.phone, passwordHash: await hashPassword(person.password), content: 'Hello' })
        .returning({ id: inquiries.id, passwordHash: inquiries.passwordHash });
      const newer = (await (await postForm(general.POST, '/api/inquiry/general/', { ...generalFields, email, title: 'Sent today' })).json()).id;
      const derive = jest.spyOn(crypto, 'scrypt');
      try {
        expect((await postJson(inquiryRetrieve.POST, '/api/inquiry/retrieve/', { email, password: 'not-the-one-1' })).status).toBe(200);
        expect(derive).toHaveBeenCalledTimes(2);
        derive.mockClear();
        const found = await (await postJson(inquiryRetrieve.POST, '/api/inquiry/retrieve/', { email, password: person.password })).json();
        expect(found.results.map((row: { id: number }) => row.id).sort()).toEqual([older!.id, newer].sort());
        derive.mockClear();
        // Rehashed when found: the next lookup hashes once.
        const again = await (await postJson(inquiryRetrieve.POST, '/api/inquiry/retrieve/', { email, password: person.password })).json();
        expect(again.count).toBe(2);
        expect(derive).toHaveBeenCalledTimes(1);
      } finally {
        derive.mockRestore();
      }
      const [row] = await database().db.select({ passwordHash: inquiries.passwordHash }).from(inquiries).where(eq(inquiries.id, older!.id));
      expect(row!.passwordHash).not.toBe(older!.passwordHash);
    });

    it('answers 503 "busy" with Retry-After when too many password checks wait, and the try does not count', async () => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      const waiting = Array.from({ length: 34 }, () => inTurn(() => held));
      try {
        const email = `busy-${kind}@example.com`;
        for (let attempt = 0; attempt < 12; attempt += 1) {
          const response = await postJson(inquiryRetrieve.POST, '/api/inquiry/retrieve/', { email, password: `guess-${attempt}` }, { ...EN, 'x-forwarded-for': '10.0.7.7' });
          expect(response.status).toBe(503);
          expect(response.headers.get('retry-after')).toBe('5');
          expect(await response.json()).toEqual({ detail: 'Too many requests are waiting right now. Please try again in a few seconds; nothing was saved.' });
        }
        const before = await rowCount(inquiries);
        const sent = await postForm(general.POST, '/api/inquiry/general/', { ...generalFields, email }, { 'accept-language': 'ko' });
        expect(sent.status).toBe(503);
        expect((await sent.json()).detail).toBe('지금 처리를 기다리는 요청이 많습니다. 몇 초 뒤에 다시 시도해 주세요. 아무것도 저장되지 않았습니다.');
        expect(await rowCount(inquiries)).toBe(before);
      } finally {
        release();
        await Promise.all(waiting);
      }
      // Twelve refused tries from one address did not use up its ten failed lookups.
      const after = await postJson(inquiryRetrieve.POST, '/api/inquiry/retrieve/', { email: `busy-${kind}@example.com`, password: 'guess-again' }, { 'x-forwarded-for': '10.0.7.7' });
      expect(after.status).toBe(200);
    });

    it.each([
      ['an array for the e-mail', { email: ['a@b.co'], password: 'abcd1234' }, 'email'],
      ['an object for the password', { email: 'a@b.co', password: { toString: 1 } }, 'password'],
      ['a NUL byte in the e-mail', { email: 'a\u0000@b.co', password: 'abcd1234' }, 'email'],
    ])('refuses %s with a 400 naming the field, never a 500', async (_name, body, field) => {
      const response = await postJson(inquiryRetrieve.POST, '/api/inquiry/retrieve/', body, EN);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ [field]: ['This value cannot be accepted. Please type it again as plain text.'] });
    });

    it('ignores a __proto__ key in a lookup body', async () => {
      const response = await inquiryRetrieve.POST(
        new Request(`${ORIGIN}/api/inquiry/retrieve/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":"nobody@example.com","password":"abcd1234","__proto__":{"polluted":true}}' }),
        { params: Promise.resolve({}) } as never,
      );
      expect(response.status).toBe(200);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('answers a wrong password exactly like an unknown email: nothing, and no cookie', async () => {
      for (const body of [
        { email: `lookup-${kind}@example.com`, password: 'wrong' },
        { email: 'nobody@example.com', password: person.password },
      ]) {
        const response = await postJson(inquiryRetrieve.POST, '/api/inquiry/retrieve/', body);
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ count: 0, next: null, previous: null, current_page: 1, total_pages: 1, results: [] });
        expect(response.headers.get('set-cookie')).toBeNull();
      }
    });

    it('refuses a malformed lookup', async () => {
      const bad = await postJson(inquiryRetrieve.POST, '/api/inquiry/retrieve/', { email: 'x' }, EN);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ email: ['Please enter a valid e-mail address.'], password: ['This field is required.'] });
      const notJson = await inquiryRetrieve.POST(
        new Request(`${ORIGIN}/api/inquiry/retrieve/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{oops' }),
        { params: Promise.resolve({}) } as never,
      );
      expect(notJson.status).toBe(400);
      const form = await postForm(inquiryRetrieve.POST, '/api/inquiry/retrieve/', { email: 'a@b.co', password: 'x' });
      expect(form.status).toBe(415);
    });

    it('stops guessing after 10 failed lookups for an email from one address, yet lets the owner in from theirs', async () => {
      const email = `lookup-${kind}@example.com`;
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const response = await postJson(inquiryRetrieve.POST, '/api/inquiry/retrieve/', { email, password: `guess-${attempt}` }, { 'x-forwarded-for': '10.0.0.66' });
        expect(response.status).toBe(200);
      }
      const blocked = await postJson(inquiryRetrieve.POST, '/api/inquiry/retrieve/', { email, password: person.password }, { ...EN, 'x-forwarded-for': '10.0.0.66' });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
      expect((await blocked.json()).detail).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
      // The owner, from their own address, is not locked out by someone else's guesses.
      const owner = await postJson(inquiryRetrieve.POST, '/api/inquiry/retrieve/', { email, password: person.password }, { 'x-forwarded-for': '10.0.1.1' });
      expect(owner.status).toBe(200);
      expect((await owner.json()).count).toBeGreaterThan(0);
    });

    it('checks only ten of forty wrong passwords sent at once; the rest are refused before any check', async () => {
      const email = `lookup-${kind}@example.com`;
      const derive = jest.spyOn(crypto, 'scrypt');
      try {
        const answers = await Promise.all(
          Array.from({ length: 40 }, (_, index) => postJson(inquiryRetrieve.POST, '/api/inquiry/retrieve/', { email, password: `wrong-${index}` }, { 'x-forwarded-for': '10.9.9.9' }).then((response) => response.status)),
        );
        expect(answers.filter((status) => status === 200)).toHaveLength(10);
        expect(answers.filter((status) => status === 429)).toHaveLength(30);
        // One key derivation for each of the ten checks, though the address has two records.
        expect(derive).toHaveBeenCalledTimes(10);
      } finally {
        derive.mockRestore();
      }
    });

    it('asks new submissions for eight characters and no common password, and still finds records made with shorter ones', async () => {
      const short = await postForm(general.POST, '/api/inquiry/general/', { ...generalFields, password: 'abcd' }, EN);
      expect(short.status).toBe(400);
      expect(await short.json()).toEqual({ password: ['Use 8 to 64 characters.'] });
      const common = await postForm(general.POST, '/api/inquiry/general/', { ...generalFields, password: 'Password1' });
      expect(common.status).toBe(400);
      expect(await common.json()).toEqual({ password: ['너무 흔한 비밀번호입니다. 남이 짐작하기 어려운 비밀번호를 입력해 주세요.'], detail: '너무 흔한 비밀번호입니다. 남이 짐작하기 어려운 비밀번호를 입력해 주세요.' });
      const email = `old-record-${kind}@example.com`;
      await database().db.insert(inquiries).values({ inquiryType: 1, title: 'From 2025', name: 'Old', email, phone: '301-555-0100', passwordHash: await hashPassword('abcd'), content: 'Before the rule.' });
      const found = await postJson(inquiryRetrieve.POST, '/api/inquiry/retrieve/', { email, password: 'abcd' });
      expect(found.status).toBe(200);
      expect((await found.json()).count).toBe(1);
    });

    it('stops guessing at a ceiling a day for one email, saying when to try again', async () => {
      const email = `daily-${kind}@example.com`;
      const counters = memoryStore('lookup-day-test:');
      setLimiterStore(counters);
      try {
        await counters.limiter('failedLookupPerEmailDay', LIMITS.failedLookupPerEmailDay).penalty(`lookup-fail:email-day:${email}`, LIMITS.failedLookupPerEmailDay.limit);
        const blocked = await postJson(inquiryRetrieve.POST, '/api/inquiry/retrieve/', { email, password: 'wrong-one' }, { ...EN, 'x-forwarded-for': '10.3.0.1' });
        expect(blocked.status).toBe(429);
        expect(await blocked.json()).toEqual({ detail: 'Too many wrong passwords for this e-mail address today. Try again in 24 hours.' });
        expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
      } finally {
        setLimiterStore(undefined);
      }
    });

    it('stops guessing at a much higher ceiling for one email tried from many addresses', async () => {
      const email = `spread-${kind}@example.com`;
      for (let attempt = 0; attempt < LIMITS.failedLookupPerEmail.limit; attempt += 1) {
        await postJson(inquiryRetrieve.POST, '/api/inquiry/retrieve/', { email, password: 'wrong-one' }, { 'x-forwarded-for': `10.1.${Math.floor(attempt / 200)}.${attempt % 200}` });
      }
      const blocked = await postJson(inquiryRetrieve.POST, '/api/inquiry/retrieve/', { email, password: 'wrong-one' }, { 'x-forwarded-for': '10.2.0.1' });
      expect(blocked.status).toBe(429);
    });

    it('stops guessing after 10 failed lookups from one address, whatever the email', async () => {
      for (let attempt = 0; attempt < 10; attempt += 1) {
        await postJson(inquiryRetrieve.POST, '/api/inquiry/retrieve/', { email: `guess${attempt}@example.com`, password: 'x' }, { 'x-forwarded-for': '192.0.2.7' });
      }
      const blocked = await postJson(inquiryRetrieve.POST, '/api/inquiry/retrieve/', { email: `lookup-${kind}@example.com`, password: person.password }, { 'x-forwarded-for': '192.0.2.7' });
      expect(blocked.status).toBe(429);
      const elsewhere = await postJson(inquiryRetrieve.POST, '/api/inquiry/retrieve/', { email: `lookup-${kind}@example.com`, password: person.password }, { 'x-forwarded-for': '192.0.2.8' });
      expect(elsewhere.status).toBe(200);
    });
  });

  describe('job applications', () => {
    it('stores an application to an open posting, and lets the applicant look it up', async () => {
      const email = `applicant-${kind}@example.com`;
      const response = await postForm(apply.POST, '/api/employments/apply/', { ...person, email, content: 'I have worked as a cashier for two years.', employment_info: String(openPosting), file1: pdfFile() });
      expect(response.status).toBe(201);
      const { id } = await response.json();

      const found = await postJson(applyRetrieve.POST, '/api/employments/apply/retrieve/', { email, password: person.password });
      const list = await found.json();
      expect(list).toMatchObject({ count: 1, results: [{ id, title: '캐셔', title_eng: 'Cashier', job_type: 1, career_type: 2, city: [1] }] });
      const cookie = cookieOf(found);
      expect(cookie).toMatch(/^lp_apply=/);

      const detail = await (await get(applyDetail.GET, `/api/employments/apply/${id}`, { params: { id: String(id) }, headers: { cookie } })).json();
      expect(detail).toMatchObject({ id, name: 'Kim Minji', email, phone: '301-555-0123', content: 'I have worked as a cashier for two years.', file1: expect.stringMatching(/\/resume\.pdf\?v=/) });
      expect((await get(applyDetail.GET, `/api/employments/apply/${id}`, { params: { id: String(id) } })).status).toBe(404);
      // An inquiry lookup cookie proves nothing about applications.
      const qnaCookie = cookie.replace(/^lp_apply=/, 'lp_qna=');
      expect((await get(applyDetail.GET, `/api/employments/apply/${id}`, { params: { id: String(id) }, headers: { cookie: qnaCookie } })).status).toBe(404);
    });

    it('lists again what a lookup proved, from its cookie alone (a reload, another language), until the lookup is forgotten', async () => {
      const email = `returning-${kind}@example.com`;
      const { id } = await (await postForm(apply.POST, '/api/employments/apply/', { ...person, email, content: 'Weekends only.', employment_info: String(openPosting) })).json();
      const cookie = cookieOf(await postJson(applyRetrieve.POST, '/api/employments/apply/retrieve/', { email, password: person.password }));

      const again = await get(applyRetrieve.GET, '/api/employments/apply/retrieve/?lang=en', { headers: { cookie } });
      expect(again.status).toBe(200);
      expect(again.headers.get('cache-control')).toBe('no-store');
      expect(await again.json()).toMatchObject({ count: 1, results: [{ id, title_eng: 'Cashier' }] });
      // No lookup, another kind's, or an undecodable cookie: nothing proved, an empty list.
      for (const other of [undefined, cookie.replace(/^lp_apply=/, 'lp_qna='), 'lp_apply=%E0%A4']) {
        const answer = await get(applyRetrieve.GET, '/api/employments/apply/retrieve/', { headers: other ? { cookie: other } : {} });
        expect(answer.status).toBe(200);
        expect(await answer.json()).toMatchObject({ count: 0, results: [] });
      }
      expect((await get(applyRetrieve.GET, '/api/employments/apply/retrieve/?page=2', { headers: { cookie } })).status).toBe(404);

      const forgotten = await del(applyRetrieve.DELETE, '/api/employments/apply/retrieve/', { cookie });
      expect(forgotten.status).toBe(204);
      expect(forgotten.headers.get('set-cookie')).toMatch(/^lp_apply=; Path=\/api\/; HttpOnly; SameSite=Strict; Max-Age=0$/);
      // Forgetting is for the visitor's own pages: another site cannot make it happen.
      expect((await del(applyRetrieve.DELETE, '/api/employments/apply/retrieve/', { cookie, origin: 'http://evil.example' })).status).toBe(403);
    });

    it('lists again the inquiries a lookup proved, from its cookie alone', async () => {
      const email = `returning-asker-${kind}@example.com`;
      const { id } = await (await postForm(general.POST, '/api/inquiry/general/', { ...generalFields, email })).json();
      const cookie = cookieOf(await postJson(inquiryRetrieve.POST, '/api/inquiry/retrieve/', { email, password: generalFields.password }));
      expect(await (await get(inquiryRetrieve.GET, '/api/inquiry/retrieve/', { headers: { cookie } })).json()).toMatchObject({ count: 1, results: [{ id }] });
      expect((await del(inquiryRetrieve.DELETE, '/api/inquiry/retrieve/', { cookie })).headers.get('set-cookie')).toMatch(/^lp_qna=;/);
    });

    it('takes an application lookup\'s cookie, renamed, as proof of nothing: another visitor\'s inquiry with that number stays hidden', async () => {
      const victim = await postForm(general.POST, '/api/inquiry/general/', { ...generalFields, email: `victim-${kind}@example.com`, file1: pdfFile('private.pdf') });
      const inquiryId = (await victim.json()).id as number;
      // The attacker's own application, under the same number as the victim's inquiry.
      const email = `attacker-${kind}@example.com`;
      await database().db.insert(applications).values({ id: inquiryId, postingId: openPosting, name: 'Mallory', email, phone: '301-555-0199', passwordHash: await hashPassword('own-password-1'), content: 'Mine.' });
      await database().db.execute(sql`select setval(pg_get_serial_sequence('applications', 'id'), (select max(id) from applications))`);
      const proof = cookieOf(await postJson(applyRetrieve.POST, '/api/employments/apply/retrieve/', { email, password: 'own-password-1' }));
      expect(proof).toMatch(/^lp_apply=/);
      expect((await get(applyDetail.GET, `/api/employments/apply/${inquiryId}`, { params: { id: String(inquiryId) }, headers: { cookie: proof } })).status).toBe(200);

      const replayed = proof.replace(/^lp_apply=/, 'lp_qna=');
      expect((await get(inquiryDetail.GET, `/api/inquiry/${inquiryId}`, { params: { id: String(inquiryId) }, headers: { cookie: replayed } })).status).toBe(404);
      const [file] = await database().db.select().from(uploadedFiles).where(eq(uploadedFiles.ownerId, inquiryId));
      expect(file).toMatchObject({ ownerKind: 'inquiry', originalName: 'private.pdf' });
      expect((await get(files.GET, `/api/files/${file!.id}/private.pdf`, { params: { id: String(file!.id), name: 'private.pdf' }, headers: { cookie: replayed } })).status).toBe(404);
      // Nor does a lookup token pass for a staff session.
      const asStaff = proof.replace(/^lp_apply=/, `${ADMIN_COOKIE}=`);
      expect((await get(inquiryDetail.GET, `/api/inquiry/${inquiryId}`, { params: { id: String(inquiryId) }, headers: { cookie: asStaff } })).status).toBe(404);
      // A cookie that cannot be decoded is no cookie, not a 500.
      for (const cookie of ['lp_qna=%', 'lp_apply=%E0%A4', `${ADMIN_COOKIE}=%`]) {
        expect((await get(inquiryDetail.GET, `/api/inquiry/${inquiryId}`, { params: { id: String(inquiryId) }, headers: { cookie } })).status).toBe(404);
      }
    });

    it.each(['99999999999', '0x2', '1e0', ' 2.0'])('refuses posting id %p with a 400, never a 500', async (raw) => {
      const before = await rowCount(applications);
      const response = await postForm(apply.POST, '/api/employments/apply/', { ...person, content: 'Hello', employment_info: raw }, EN);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ employment_info: [expect.any(String)] });
      const vendorCode = await postForm(vendor.POST, '/api/inquiry/vendor/', { ...generalFields, category: raw }, EN);
      expect(await vendorCode.json()).toEqual({ category: ['Please choose a product category.'] });
      expect(await rowCount(applications)).toBe(before);
    });

    it('refuses a closed posting, a missing one, and one not given', async () => {
      const before = await rowCount(applications);
      const closed = await postForm(apply.POST, '/api/employments/apply/', { ...person, content: 'Hello', employment_info: String(closedPosting) }, EN);
      expect(closed.status).toBe(400);
      expect(await closed.json()).toMatchObject({ employment_info: ['This job posting is closed.'] });
      const missing = await postForm(apply.POST, '/api/employments/apply/', { ...person, content: 'Hello', employment_info: '987654' });
      expect(await missing.json()).toMatchObject({ employment_info: ['존재하지 않는 채용 공고입니다.'] });
      const none = await postForm(apply.POST, '/api/employments/apply/', { ...person, content: 'Hello' });
      expect(none.status).toBe(400);
      expect(await rowCount(applications)).toBe(before);
    });
  });

  describe('food-court tenant applications', () => {
    it('stores the application with its documents (optional fields may be empty)', async () => {
      const response = await postForm(tenants.POST, '/api/storetenants/', {
        name: 'Park Joon',
        email: 'joon@tteokbokki.example',
        phone: '(813) 555-0142',
        address: '17605 Bruce B. Downs Blvd, Tampa, FL',
        storename: '',
        files: [pdfFile('menu.pdf'), jpgFile('kitchen.jpg')],
      });
      expect(response.status).toBe(201);
      const [row] = await database().db.select().from(tenantApplications).where(eq(tenantApplications.id, (await response.json()).id));
      expect(row).toMatchObject({ storename: '', businessType: '', address: '17605 Bruce B. Downs Blvd, Tampa, FL' });
      expect(row!.file1 && row!.file2).toBeTruthy();
      // Tenant documents are for staff only: there is no lookup for them.
      const [file] = await database().db.select().from(uploadedFiles).where(eq(uploadedFiles.id, row!.file1!));
      expect(file).toMatchObject({ visibility: 'private', ownerKind: 'tenant', ownerId: row!.id });
      expect((await get(files.GET, `/api/files/${file!.id}/menu.pdf`, { params: { id: String(file!.id), name: 'menu.pdf' } })).status).toBe(404);
    });

    it('needs an address and at least one document', async () => {
      const response = await postForm(tenants.POST, '/api/storetenants/', { name: 'Park Joon', email: 'joon@example.com', phone: '813-555-0142' }, EN);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ address: ['This field is required.'], files: ['Please attach at least one file.'] });
    });
  });

  describe('posts that another site makes a browser send', () => {
    const cases: [string, Record<string, string>][] = [
      ['another origin', { origin: 'http://evil.example' }],
      ['a sandboxed page ("null")', { origin: 'null' }],
      ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
      ['Sec-Fetch-Site: same-site (a neighbouring host)', { 'sec-fetch-site': 'same-site', origin: 'http://shop.localhost:3000' }],
    ];
    it.each(cases)('refuses %s with a 403 in the visitor\'s language, and stores nothing', async (_case, headers) => {
      const before = await rowCount(inquiries);
      const response = await postForm(general.POST, '/api/inquiry/general/', generalFields, { ...headers, ...EN, host: 'localhost:3000' });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ detail: 'This was sent from a page that is not ours, so it was refused. Open the page on our own site and send it again.' });
      const tenant = await postForm(tenants.POST, '/api/storetenants/', { name: 'Park Joon', email: 'joon@example.com', phone: '813-555-0142', address: 'Tampa', files: pdfFile() }, { ...headers, host: 'localhost:3000' });
      expect(tenant.status).toBe(403);
      expect((await tenant.json()).detail).toMatch(/^롯데플라자 사이트가 아닌/);
      expect(await rowCount(inquiries)).toBe(before);
    });

    it('takes posts from our own pages, and from clients that send neither header', async () => {
      const own = { origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' };
      expect((await postForm(general.POST, '/api/inquiry/general/', generalFields, own)).status).toBe(201);
      expect((await postForm(general.POST, '/api/inquiry/general/', generalFields, { origin: 'http://localhost:3000', host: 'localhost:3000' })).status).toBe(201);
      expect((await postForm(general.POST, '/api/inquiry/general/', generalFields)).status).toBe(201);
      // Only writes are refused: a GET from anywhere is answered as before.
      expect((await get(files.GET, '/api/files/999999/x.pdf', { params: { id: '999999', name: 'x.pdf' }, headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(404);
    });
  });

  describe('submission flood', () => {
    it('answers 429 with Retry-After after 20 submissions an hour from one address', async () => {
      const headers = { 'x-forwarded-for': '198.51.100.9' };
      for (let i = 0; i < 20; i += 1) {
        expect((await postForm(general.POST, '/api/inquiry/general/', { ...generalFields, title: `Flood ${i}` }, headers)).status).toBe(201);
      }
      const blocked = await postForm(general.POST, '/api/inquiry/general/', generalFields, headers);
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await postForm(general.POST, '/api/inquiry/general/', generalFields, { 'x-forwarded-for': '198.51.100.10' })).status).toBe(201);
    });
  });
});
