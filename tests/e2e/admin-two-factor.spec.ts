import { Secret, TOTP } from 'otpauth';
import { expect, hydrating, ownAddress, seriousA11yViolations, test } from './fixtures';
import { ADMIN, openAdminMenu, signIn, unique } from './admin-session';

/*
 * Issue 37: an admin cannot reach the back office without a second factor; a new admin enrols
 * at the first sign-in (QR code or key, then a first code), gets ten recovery codes, each of
 * which works once; an admin resets another's second factor, and the audit log shows it.
 */

const PASSWORD = 'pickled-radish-harbour';
const codeFor = (key: string) => new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')) }).generate();

test.beforeEach(async ({ page }) => ownAddress(page));
// Two sign-ins and an account made, each a full scrypt, on a busy machine.
test.setTimeout(180_000);

test('a new admin enrols at the first sign-in; a recovery code stands in for the app\'s, once; an admin resets the second factor, which ends the session, and the audit log says so', async ({ page, browser }) => {
  const email = unique('second-admin');
  await page.goto('/en/admin/login?next=%2Fadmin%2Fstaff');
  await signIn(page, ADMIN.email, ADMIN.password);
  const form = page.getByRole('region', { name: 'New account' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Name').fill('Second Admin');
  await form.getByLabel('Role').selectOption('admin');
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByRole('status')).toHaveText('The account was created.');

  const context = await browser.newContext();
  const other = hydrating(await context.newPage());
  await ownAddress(other);
  await other.goto('/en/admin/login?next=%2Fadmin%2Fannouncements');
  await signIn(other, email, PASSWORD);
  // The password alone: only the enrolment page, whatever the address asked for.
  await expect(other.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toBeVisible();
  await expect(other.getByText('Admin accounts must sign in with two factors.')).toBeVisible();
  // The enrolment page, which no signed-in admin of admin-pages.spec.ts's walk meets.
  expect(await seriousA11yViolations(other)).toEqual([]);
  await other.goto('/en/admin/announcements');
  await expect(other).toHaveURL(/\/en\/admin\/login\/enrol\?next=%2Fadmin%2Fannouncements$/);
  await expect(other.getByRole('img', { name: 'QR code to add Lotte Plaza Market to your authenticator app' })).toBeVisible();
  const key = (await other.locator('code').first().textContent())!;
  await other.getByLabel('Code from the app').fill('123456');
  await other.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(other.getByRole('main').getByRole('alert')).toContainText('This code is not right');
  await other.getByLabel('Code from the app').fill(codeFor(key));
  await other.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(other.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  const codes = await other.getByRole('region', { name: 'Your recovery codes' }).getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  // Kept as a text file (a plain link: before any script too), copied or printed.
  const download = other.getByRole('link', { name: 'Download as a text file' });
  expect(decodeURIComponent((await download.getAttribute('href'))!)).toContain(codes.join('\n'));
  await expect(other.getByRole('button', { name: 'Print' })).toBeVisible();
  await other.getByRole('link', { name: 'Continue to the back office' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();

  // Signed out and in again: a recovery code instead of the app's, once.
  const signOut = async () => {
    await openAdminMenu(other);
    await other.getByRole('button', { name: 'Sign out' }).click();
    await expect(other).toHaveURL(/\/en\/admin\/login$/);
  };
  await signOut();
  await signIn(other, email, PASSWORD);
  await expect(other.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  await other.getByRole('textbox', { name: /^Code/ }).fill(codes[0]!);
  await other.getByRole('button', { name: 'Continue' }).click();
  // Taken to the account, which says a code was spent and how many are left (tests/api/second-factor.test.ts refuses it a second time).
  await expect(other.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(other.getByRole('main').getByRole('status').first()).toHaveText('You signed in with a recovery code, which now no longer works. 9 codes are left.');
  await expect(other.getByText('9 recovery codes are left.')).toBeVisible();

  // The first admin resets it: the session ends (the next sign-in enrols again: tests/api/second-factor.test.ts).
  await page.reload();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: email }) });
  await expect(row).toContainText('On');
  await row.locator('summary', { hasText: 'Reset two-factor' }).click();
  await row.getByRole('button', { name: 'Reset two-factor' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Reset. They set up two-factor sign-in again at their next sign-in.');
  await expect(row).toContainText('Off');
  await other.goto('/en/admin');
  await expect(other).toHaveURL(/\/en\/admin\/login\?next=%2Fadmin$/);
  await context.close();

  // The audit log, narrowed to resets.
  await page.goto('/en/admin/audit');
  await page.locator('select[name=action]').selectOption({ label: 'Two-factor sign-in reset' });
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/[?&]action=second-factor-reset/);
  await expect(page.getByRole('row').filter({ hasText: 'Two-factor sign-in reset' }).filter({ hasText: email }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Signed in' })).toHaveCount(0);
});
