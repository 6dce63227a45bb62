import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, type Cookie, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/**
 * The first admin account, made from ADMIN_EMAIL, ADMIN_PASSWORD and ADMIN_TOTP_SECRET on the test
 * server's first start: it signs in with two factors from the start (issue 37).
 */
export const ADMIN = { email: 'admin@lotteplaza.example', password: 'correct-horse-battery', totpSecret: 'KRSXG5CTMVRXEZLUKRXXI4DBONZXO33S' };

/**
 * What every server the end-to-end tests start is given: no analytics, the tests' first admin, one
 * trusted proxy hop (tests give each sign-in an address of its own in X-Forwarded-For), and a
 * folder of the demo's drawn pictures shared by every seed.
 */
export const TEST_SERVER_ENV = {
  NEXT_PUBLIC_GA_ID: '',
  NEXT_TELEMETRY_DISABLED: '1',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  ADMIN_TOTP_SECRET: ADMIN.totpSecret,
  TRUSTED_PROXY_HOPS: '1',
  // Every server the run starts seeds the same week's demo pictures: drawn once, then read.
  DEMO_ART_CACHE: path.join(tmpdir(), 'lotte-demo-art'),
};

const STEP_MS = 30_000;
/** The steps used on one server: each server the tests start has a database, and so a record of used codes, of its own. */
const stepFile = (origin: string) => path.join(tmpdir(), `lotteplaza-e2e-totp-step-${new URL(origin).port}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A 30-second step no other sign-in of this run has used on the server at `origin` (it accepts
 * each code once, and both workers may sign the same admin in): the next free one of the three the
 * server accepts (the step before, now's, the next: for a phone's clock a little off); waits until
 * it may be used.
 */
async function freeStep(origin: string): Promise<number> {
  const file = stepFile(origin);
  const lock = `${file}.lock`;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock left by a run that was stopped.
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })!.mtimeMs > 10_000) rmSync(lock, { recursive: true, force: true });
      await sleep(50);
    }
  }
  let step: number;
  try {
    let last = 0;
    try {
      last = Number(readFileSync(file, 'utf8')) || 0;
    } catch {
      // None used yet.
    }
    const current = Math.floor(Date.now() / STEP_MS);
    // The step before now's is accepted only until now's ends: taken only with 20 s of it left, for
    // a busy machine's fill, click and check (a code sent as its step ran out was refused).
    const earliest = (current + 1) * STEP_MS - Date.now() >= 20_000 ? current - 1 : current;
    step = Math.max(earliest, last + 1);
    writeFileSync(file, String(step));
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
  // Usable from the step before it.
  const from = (step - 1) * STEP_MS;
  if (Date.now() < from) await sleep(from - Date.now() + 200);
  return step;
}

/** The admin's authenticator code for a free step of the server at `origin`. */
export async function adminCode(origin: string): Promise<string> {
  const step = await freeStep(origin);
  return new TOTP({ secret: Secret.fromBase32(ADMIN.totpSecret) }).generate({ timestamp: step * STEP_MS + 1 });
}

export const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@lotteplaza.test`;

/** On a phone the back office's menu is a disclosure: opened here when it is closed. */
export async function openAdminMenu(page: Page) {
  const menu = page.locator('aside details');
  const toggle = menu.locator('> summary');
  if ((await toggle.isVisible()) && (await menu.getAttribute('open')) === null) await toggle.click();
}

/**
 * Where the staff-session setup project (staff-session.setup.ts) keeps the admin's session for the
 * run's main server: every worker comes in with it instead of signing in again.
 */
export const STAFF_SESSION_FILE = path.join('test-results', '.auth', 'admin-session.json');

/** The admin's session for `origin` saved by the setup project, if any. */
function savedSession(origin: string): Cookie | undefined {
  try {
    const saved = JSON.parse(readFileSync(STAFF_SESSION_FILE, 'utf8')) as { origin: string; cookie: Cookie };
    return saved.origin === origin ? saved.cookie : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the admin's session of `page`'s origin for the rest of the run. */
export async function saveAdminSession(page: Page) {
  const origin = new URL(page.url()).origin;
  const cookie = (await page.context().cookies(origin)).find((candidate) => candidate.name === 'lp_admin');
  if (!cookie) throw new Error('the admin is not signed in');
  mkdirSync(path.dirname(STAFF_SESSION_FILE), { recursive: true });
  writeFileSync(STAFF_SESSION_FILE, JSON.stringify({ origin, cookie }));
}

/**
 * The admin's sessions this worker holds, by origin. The server takes one code a 30-second step,
 * so a run cannot sign the admin in afresh for every test: a test comes in with the run's session
 * (the sign-in page sends a signed-in admin straight on), unless it was ended, or the test asks
 * for a session of its own (`fresh`: one it may end, such as signing out).
 */
const adminSessions = new Map<string, Cookie>();

/** Signs in at the sign-in page; the admin gives its second factor as well. */
export async function signIn(page: Page, email: string, password: string, words = { email: 'E-mail', password: 'Password', submit: 'Sign in' }, { fresh = false } = {}) {
  const admin = email === ADMIN.email && password === ADMIN.password;
  const origin = new URL(page.url()).origin;
  const kept = fresh ? undefined : (adminSessions.get(origin) ?? savedSession(origin));
  if (admin && kept) {
    await page.context().addCookies([kept]);
    await page.reload();
    if (!new URL(page.url()).pathname.includes('/admin/login')) return;
    adminSessions.delete(origin);
  }
  await page.getByLabel(words.email).fill(email);
  await page.getByLabel(words.password).fill(password);
  await page.getByRole('button', { name: words.submit }).click();
  if (!admin) return;
  await giveSecondFactor(page);
  const session = (await page.context().cookies(origin)).find((cookie) => cookie.name === 'lp_admin');
  if (session && !fresh) adminSessions.set(origin, session);
}

/**
 * Comes in as the admin at `origin` before the first page of a test is opened: with the run's
 * session as a cookie (no sign-in page, no redirect), or by signing in when there is none yet.
 */
export async function comeInAsAdmin(page: Page, origin = test.info().project.use.baseURL!) {
  const kept = adminSessions.get(origin) ?? savedSession(origin);
  if (kept) return page.context().addCookies([kept]);
  await page.goto(`${origin}/en/admin/login`);
  await signIn(page, ADMIN.email, ADMIN.password);
}

/** The admin's second step, on the page the password sent it to: a code from its authenticator, then on. */
export async function giveSecondFactor(page: Page) {
  await page.waitForURL(/\/admin\/login\/second-factor/);
  await page.locator('input[name=code]').fill(await adminCode(new URL(page.url()).origin));
  await page.locator('form:has(input[name=code]) button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.includes('/admin/login'));
}

/** A record page's "Move to trash": a disclosure that asks once more, then the button inside it. */
export async function moveToTrash(page: Page, words = { trash: 'Move to trash', question: 'Move it to the trash?' }) {
  const disclosure = page.locator('details').filter({ has: page.locator('summary', { hasText: words.trash }) });
  await disclosure.locator('summary').click();
  await disclosure.getByText(words.question).waitFor();
  await disclosure.locator('form').getByRole('button', { name: words.trash }).click();
}
