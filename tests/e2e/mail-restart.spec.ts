import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, ownAddress, test } from './fixtures';
import { ADMIN, signIn } from './admin-session';
import { startProductionServer, stopProcess, waitForAnswer, type Started } from './own-server';
import { inProcessSmtp, type Received } from '../helpers/in-process-smtp';

/**
 * Issue 37's "done when": a submitted inquiry makes exactly one staff mail and, once answered,
 * one visitor mail, across a restart of the server in between. The production build runs on an
 * embedded database kept on disk, as the README's run command keeps it, and sends to a real
 * SMTP server in this process. The answer's mail is queued while that mail server is down and
 * the app restarts before it comes back: the new process sends it, once.
 */
const PORT = Number(process.env.E2E_MAIL_PORT ?? 3305);
const origin = `http://127.0.0.1:${PORT}`;
const smtp = inProcessSmtp();
const visitor = { name: 'Lee Sora', email: 'sora.lee@example.com', phone: '703-555-0199', password: 'mandu-2026!' };

test.describe.configure({ mode: 'serial' });

let folder = '';
let app: Started | null = null;

async function startApp() {
  app = startProductionServer(PORT, {
    SITE_URL: origin,
    PGLITE_DIR: path.join(folder, 'pglite'),
    UPLOAD_DIR: path.join(folder, 'uploads'),
    DATABASE_URL: '',
    SMTP_URL: smtp.url(),
    MAIL_FROM: '"Lotte Plaza Market" <no-reply@lotteplaza.example>',
  });
  await waitForAnswer(`${origin}/api/health`, Date.now() + 200_000, app);
}

async function stopApp() {
  if (app) await stopProcess(app);
  app = null;
}

/** The mails received so far that `pick` chooses, once at least `count` have come (or the wait is over). */
async function mailsFor(pick: (mail: Received) => boolean, count: number, timeout: number) {
  await expect.poll(() => smtp.received.filter(pick).length, { timeout, intervals: [500] }).toBeGreaterThanOrEqual(count);
  return smtp.received.filter(pick);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  folder = mkdtempSync(path.join(tmpdir(), 'lotte-mail-'));
  await smtp.start();
  await startApp();
});

test.afterAll(async () => {
  await stopApp();
  await smtp.stop().catch(() => undefined);
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test('an inquiry makes one staff mail and the visitor\'s receipt; its answer, queued while mail is down, one visitor mail after a restart', async ({ page, request }) => {
  test.setTimeout(360_000);
  const sent = await request.post(`${origin}/api/inquiry/general/?lang=en`, {
    multipart: { ...visitor, title: 'Do you sell fresh rice cakes?', content: 'On weekdays, at Herndon?' },
    headers: { 'X-Forwarded-For': '198.51.100.71' },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: number };

  // The first admin reads inquiries and mail comes in Korean unless the account says otherwise.
  // With it, the visitor's receipt, in English as they wrote.
  const first = await mailsFor((mail) => mail.to === ADMIN.email || mail.to === visitor.email, 2, 30_000);
  expect(first.find((mail) => mail.to === visitor.email)!.subject).toBe('We received your inquiry – Lotte Plaza Market');
  const staffMail = first.find((mail) => mail.to === ADMIN.email);
  expect(staffMail!.subject).toBe(`롯데플라자마켓: 새 문의(#${id})가 접수되었습니다`);
  const link = `${origin}/admin/inquiries/${id}`;
  expect(staffMail!.text).toContain(link);
  expect(staffMail!.text).not.toContain('rice cakes');
  expect(staffMail!.text).not.toContain(visitor.email);

  // The mail server goes down; staff follow the mail's link and answer.
  await smtp.stop();
  await ownAddress(page);
  await page.goto(link);
  await signIn(page, ADMIN.email, ADMIN.password, { email: '이메일', password: '비밀번호', submit: '로그인' });
  await expect(page).toHaveURL(link);
  await page.getByRole('textbox', { name: /^답변/ }).fill('Yes, every weekday from 9 am.');
  await page.getByRole('button', { name: '답변 저장' }).click();
  await expect(page.getByRole('status').filter({ hasText: '답변을 저장했습니다' })).toBeVisible();

  // The app stops with the answer's mail still queued, and starts again; then mail comes back.
  await stopApp();
  await startApp();
  await smtp.start();
  // The first try failed (the server was down), so the next is a minute after it.
  const [visitorMail] = await mailsFor((mail) => mail.to === visitor.email && mail.subject.includes('answered'), 1, 150_000);
  expect(visitorMail!.subject).toBe('Your inquiry to Lotte Plaza Market has been answered');
  expect(visitorMail!.text).toContain(`${origin}/en/myQna`);
  expect(visitorMail!.text).not.toContain('every weekday');
  expect(visitorMail!.text).not.toContain(visitor.password);

  // Once the queue holds nothing waiting (the sent mark is written), nothing can come twice.
  await expect(async () => {
    await page.goto(`${origin}/admin`);
    await expect(page.getByText('메일: 보낼 메일이 없습니다.')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  expect(smtp.received.filter((mail) => mail.to === ADMIN.email)).toHaveLength(1);
  expect(smtp.received.filter((mail) => mail.to === visitor.email)).toHaveLength(2);
  expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(smtp.received.length);
});
