import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, ownAddress, PNG, test } from './fixtures';
import type { Page } from '@playwright/test';
import { ADMIN, moveToTrash, signIn } from './admin-session';
import { startProductionServer, stopProcess, waitForAnswer, type Started } from './own-server';
import { inProcessSmtp, type Received } from '../helpers/in-process-smtp';
import { addDays, storeTimeOf, storeToday } from '../../lib/dates';

/**
 * Mail across a restart of the server. The production build runs on an embedded database kept
 * on disk, as the README's run command keeps it, and sends to a real SMTP server in this process,
 * at 8 mails a minute (MAIL_RATE_PER_MINUTE: two a 15-second round), so a send of three is still
 * going when the server restarts.
 * - Issue 37: a submitted inquiry makes exactly one staff mail and, once answered, one visitor
 *   mail. The answer's mail is queued while the mail server is down and the app restarts before
 *   it comes back: the new process sends it, once.
 * - Issue 53: shoppers sign up for the weekly ad and confirm; a sale staff scheduled goes live at
 *   its minute and each gets one mail, though the server restarts between the first and the last;
 *   a cookieless one-click POST unsubscribes, and the next sale mails only the others.
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
    MAIL_RATE_PER_MINUTE: '8',
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

/** Staff post a Florida sale starting `start` (a new record with its Korean/English flyer) and leave it a draft. */
async function draftFloridaSale(page: Page, start: string) {
  await page.goto(`${origin}/en/admin/sales/new`);
  await page.getByLabel('First day').fill(start);
  await page.getByLabel('Region').selectOption('3');
  const korean = page.getByRole('group', { name: 'Korean / English' });
  await korean.locator('input[type=file]').setInputFiles({ name: `flyer-${start}.png`, mimeType: 'image/png', buffer: PNG });
  await expect(korean.getByRole('img', { name: 'Korean / English' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/admin\/sales\/\d+\?saved=1$/);
}

test("the weekly ad: signed up and confirmed, a scheduled sale mails each shopper once across a restart mid-send; a one-click POST unsubscribes, and the next sale mails only the others", async ({ page, request }) => {
  test.setTimeout(420_000);
  const mark = Date.now().toString(36);
  const shoppers = { orlando: `orlando-${mark}@example.com`, tampa: `tampa-${mark}@example.com`, jacksonville: `jacksonville-${mark}@example.com` };
  const adMails = (email: string) => smtp.received.filter((mail) => mail.to === email && mail.headers['list-unsubscribe']);

  // One signs up on the page, in English; two with the form's own post (Tampa in Korean, Jacksonville both).
  await ownAddress(page);
  await page.goto(`${origin}/en/weekly-ad`);
  await page.getByLabel('E-mail address').fill(shoppers.orlando);
  await page.getByLabel('Store').selectOption('orlando-fl');
  await page.getByRole('radio', { name: 'English', exact: true }).check();
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Thank you. If this address can get the weekly ad')).toBeVisible();
  for (const [email, store, language] of [[shoppers.tampa, 'tampa-fl', 'ko'], [shoppers.jacksonville, 'jacksonville-fl', 'both']]) {
    const signedUp = await request.post(`${origin}/api/weekly-ad/`, {
      form: { locale: language === 'ko' ? 'ko' : 'en', page: '/weekly-ad', email: email!, store: store!, language: language!, editions: 'korean', consent: 'yes' },
      headers: { 'X-Forwarded-For': '198.51.100.72' },
      maxRedirects: 0,
    });
    expect(signedUp.status()).toBe(303);
  }

  // Each confirms from the mail's link: the page's button (a GET confirms nothing).
  for (const email of Object.values(shoppers)) {
    const [confirmMail] = await mailsFor((mail) => mail.to === email, 1, 45_000);
    const link = new RegExp(`${origin}(/en)?/weekly-ad/confirm\\?t=[\\w.-]+`).exec(confirmMail!.text)![0];
    await page.goto(link);
    await page.getByRole('button', { name: /^(Confirm|확인)$/ }).click();
    await expect(page.getByRole('status')).toContainText(/Confirmed|확인/);
  }

  // Staff take this week's Florida flyer down and post the week again from a day that is free
  // (a region has one sale per first day), published at the next minute at least 20 s away.
  const week = Array.from({ length: 7 }, (_, days) => addDays(storeToday(), -days));
  const weekStart = week.find((day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 5)!;
  const [second, first] = week.filter((day) => day !== weekStart);
  await page.goto(`${origin}/en/admin/sales`);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`${origin}/en/admin/sales?location=3`);
  await page.getByRole('row').filter({ hasText: 'On sale' }).getByRole('link').click();
  await moveToTrash(page);
  await expect(page).toHaveURL(/\/en\/admin\/sales\?deleted=1$/);
  await draftFloridaSale(page, first!);
  const minute = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000;
  await page.getByLabel('Publish from (New York time)').fill(storeTimeOf(new Date(minute)));
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Scheduled.' })).toBeVisible();
  // The next week's draft, ready meanwhile.
  await draftFloridaSale(page, second!);
  const nextSale = page.url().replace(/\?saved=1$/, '');

  // At the minute the worker mails the three, two a round: the server stops after the first
  // arrives, and the one it was still sending is finished and marked before it exits.
  await expect.poll(() => Object.values(shoppers).filter((email) => adMails(email).length).length, { timeout: 120_000, intervals: [250] }).toBeGreaterThan(0);
  expect(Date.now()).toBeGreaterThanOrEqual(minute);
  await stopApp();
  const beforeRestart = Object.values(shoppers).filter((email) => adMails(email).length).length;
  expect(beforeRestart).toBeLessThan(3);
  await startApp();
  await expect.poll(() => Object.values(shoppers).every((email) => adMails(email).length), { timeout: 60_000, intervals: [500] }).toBe(true);

  const [ad] = adMails(shoppers.orlando);
  expect(ad!.subject).toMatch(/^Lotte Plaza Market Orlando: this week's sale, /);
  expect(ad!.text).toContain(`${origin}/en/sale/florida`);
  expect(ad!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const oneClick = /^<(.+)>$/.exec(ad!.headers['list-unsubscribe']!)![1]!;
  expect(oneClick).toMatch(new RegExp(`^${origin}/api/weekly-ad/unsubscribe/\\?t=`));
  expect(adMails(shoppers.tampa)[0]!.subject).toMatch(/^\[롯데플라자마켓 탬파점\] 이번 주 세일 /);

  // A mail program's one-click POST: no cookie, no page.
  const unsubscribed = await fetch(oneClick, { method: 'POST', body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }) });
  expect(unsubscribed.status).toBe(200);

  // The next sale goes out when it is published: to the two who stayed.
  await page.goto(nextSale);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();
  await expect.poll(() => [shoppers.tampa, shoppers.jacksonville].every((email) => adMails(email).length === 2), { timeout: 90_000, intervals: [500] }).toBe(true);
  await expect(async () => {
    await page.goto(`${origin}/en/admin`);
    await expect(page.getByText('Mail: nothing waiting to be sent.')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  expect(adMails(shoppers.orlando)).toHaveLength(1);
  for (const email of Object.values(shoppers)) expect(smtp.received.filter((mail) => mail.to === email)).toHaveLength(email === shoppers.orlando ? 2 : 3);
  expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(smtp.received.length);
});
