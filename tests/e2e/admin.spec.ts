import { expect, hydrating, ownAddress, seriousA11yViolations, test } from './fixtures';
import { ADMIN, comeInAsAdmin, giveSecondFactor, openAdminMenu, signIn, unique } from './admin-session';

// Each test signs in from an address of its own: the sign-in limit per address of one never reaches another.
test.beforeEach(async ({ page }) => ownAddress(page));

test.describe('/admin', () => {
  // Staff sign-ins are full scrypts, and the admin's second step may wait for a fresh code (admin-session.ts).
  test.describe.configure({ timeout: 120_000 });
  test('asks for a sign-in first, refuses a wrong password, then opens the dashboard; no public chrome, never indexed or cached', async ({ page }) => {
    const response = await page.goto('/admin/staff');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fstaff$/);
    expect(response?.headers()['cache-control']).toMatch(/no-store/);
    await expect(page.getByRole('heading', { level: 1, name: '관리자 로그인' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: '주 메뉴' })).toHaveCount(0);
    // The sign-in pages, which admin-pages.spec.ts's walk (signed in) never shows.
    expect(await seriousA11yViolations(page)).toEqual([]);

    await signIn(page, ADMIN.email, 'not-the-password', { email: '이메일', password: '비밀번호', submit: '로그인' });
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('이메일 또는 비밀번호가 올바르지 않습니다.');
    await page.getByLabel('비밀번호').fill(ADMIN.password);
    await page.getByRole('button', { name: '로그인' }).click();
    // The password alone opens nothing: an admin gives a code from the authenticator app too.
    await expect(page.getByRole('heading', { level: 1, name: '인증 코드 입력' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect((await page.goto('/admin/staff'))?.url()).toMatch(/\/admin\/login\/second-factor\?next=%2Fadmin%2Fstaff$/);
    await page.getByLabel('코드').fill('000000');
    await page.getByRole('button', { name: '계속' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('코드가 맞지 않거나 이미 사용된 코드입니다.');
    await giveSecondFactor(page);
    await expect(page).toHaveURL(/\/admin\/staff$/);
    await expect(page.getByRole('heading', { level: 1, name: '직원 계정' })).toBeVisible();
    await openAdminMenu(page);
    await expect(page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link')).toHaveText(['대시보드', '채용 공고', '주간 세일', '특가 행사', '메인 슬라이드', '공지사항', '자주 묻는 질문', '연혁', '상품 부서', '상품 항목', '자체 브랜드', '매장', '주간 광고', '구독자', '입사 지원서', '문의 관리', '입점 신청', '직원 계정', '감사 기록', '휴지통']);

    await page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: '감사 기록' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '감사 기록' })).toBeVisible();
    // Narrowed to failed sign-ins (many sign-ins of the other tests come first otherwise).
    await page.locator('select[name=action]').selectOption({ label: '로그인 실패' });
    await page.getByRole('button', { name: '보기', exact: true }).click();
    await expect(page).toHaveURL(/[?&]action=sign-in-failed/);
    await expect(page.getByRole('cell', { name: '로그인 실패' }).first()).toBeVisible();
  });

  test('an admin creates an editor, who is refused the staff accounts; signing out ends a session, and so does a deactivation', async ({ page, browser }) => {
    const email = unique('editor');
    await page.goto('/en/admin/login');
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.goto('/en/admin/staff');
    const form = page.getByRole('region', { name: 'New account' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Name').fill('Kim Editor');
    await form.getByLabel('Password').fill('too-short');
    await form.getByRole('button', { name: 'Create account' }).click();
    // The shared schema speaks before anything is sent.
    await expect(form.getByText('Use at least 12 characters.')).toBeVisible();
    await form.getByLabel('Password').fill('Sunshine-2026!');
    await form.getByRole('button', { name: 'Create account' }).click();
    // The server's lists of common passwords answer at the field.
    await expect(form.getByText('This password is among the most common ones', { exact: false })).toBeVisible();
    await form.getByLabel('Password').fill('kimchi-ladle-sunrise');
    // Edited: its message is gone before the next save.
    await expect(form.getByText('This password is among the most common ones', { exact: false })).toHaveCount(0);
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByRole('status')).toHaveText('The account was created.');
    await expect(page.getByRole('rowheader', { name: email })).toBeVisible();
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Name').fill('Again');
    await form.getByLabel('Password').fill('kimchi-ladle-sunrise');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByRole('alert')).toHaveText('This e-mail is already used by an account.');
    // The staff page with the form's refusal shown (admin-pages.spec.ts checks the page as it opens).
    expect(await seriousA11yViolations(page)).toEqual([]);

    const editorContext = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.77' } });
    const editor = hydrating(await editorContext.newPage());
    await editor.goto('/en/admin/login');
    await signIn(editor, email, 'kimchi-ladle-sunrise');
    await expect(editor.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(editor.getByText('Signed in as Kim Editor (Editor)').first()).toBeVisible();
    await expect(editor.getByRole('listitem').filter({ hasText: 'Manage announcements' })).toBeVisible();
    await openAdminMenu(editor);
    await expect(editor.getByRole('navigation', { name: 'Admin menu' }).getByRole('link')).toHaveText(['Dashboard', 'Job postings', 'Weekly sales', 'Special deals', 'Home slides', 'Announcements', 'FAQ', 'Our Story history', 'Product departments', 'Product items', 'Private brands', 'Stores', 'Weekly ad', 'Trash']);
    const refused = await editor.goto('/en/admin/staff');
    expect(refused?.status()).toBe(403);
    await expect(editor.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
    // The 403 page, which no admin of admin-pages.spec.ts's walk meets.
    expect(await seriousA11yViolations(editor)).toEqual([]);
    // Nor may an editor read inquiries (support's and admin's).
    expect((await editor.goto('/en/admin/inquiries'))?.status()).toBe(403);
    // Nor applications (hr's and admin's), nor their files' list.
    expect((await editor.goto('/en/admin/applications'))?.status()).toBe(403);
    await expect(editor.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();

    // Signing out ends the session (the editor's: the admin's is the run's, shared by every worker).
    await editor.goto('/en/admin');
    await openAdminMenu(editor);
    await editor.getByRole('button', { name: 'Sign out' }).click();
    await expect(editor).toHaveURL(/\/en\/admin\/login$/);
    await editor.goto('/en/admin');
    await expect(editor).toHaveURL(/\/en\/admin\/login\?next=%2Fadmin$/);
    await signIn(editor, email, 'kimchi-ladle-sunrise');
    await expect(editor.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // Deactivated by the admin: the editor's session ends at once.
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: email }) });
    // A second step asks first.
    await row.getByText('Deactivate', { exact: true }).click();
    await expect(row.getByText(`Deactivate ${email}? Every sign-in of this account ends at once`)).toBeVisible();
    await row.getByRole('button', { name: 'Yes, deactivate' }).click();
    await expect(row.getByRole('cell', { name: 'Deactivated' })).toBeVisible();
    await editor.goto('/en/admin');
    await expect(editor).toHaveURL(/\/en\/admin\/login\?next=%2Fadmin$/);
    await editorContext.close();
  });

  test('staff find a pending inquiry by its status and answer it: an empty answer is refused, a saved one is said to reach the sender', async ({ page }) => {
    const email = unique('asker');
    const title = `Parking on Sundays ${email.slice(6, 19)}`;
    // From an address of its own (page.request does not take the page's extra headers).
    const sent = await page.request.post('/api/inquiry/general/', {
      headers: { 'X-Forwarded-For': '203.0.113.41' },
      multipart: { title, name: 'Lee Visitor', email, phone: '301-555-0123', password: 'parking-2026', content: 'Is the lot open on Sundays?' },
    });
    expect(sent.status()).toBe(201);
    const { id } = (await sent.json()) as { id: number };

    await comeInAsAdmin(page);

    await page.goto('/en/admin/inquiries');
    await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible();
    await page.getByLabel('Status').selectOption({ label: 'Pending' });
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/progress=1/);
    await expect(page.getByRole('cell', { name: 'Pending' }).first()).toBeVisible();
    // Its row is numbered as staff mail names it ("New inquiry (#id)"), not by its place in the list.
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByRole('cell').first()).toHaveText(String(id));
    await row.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Is the lot open on Sundays?')).toBeVisible();
    await page.getByRole('button', { name: 'Save answer' }).click();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Answer' }).fill('Yes: the lot is open whenever the store is.');
    await page.getByRole('button', { name: 'Save answer' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('The answer was saved; the sender sees it in My Q&A.');
    // An inquiry's page, which admin-pages.spec.ts's walk does not open.
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('five wrong passwords for an account, then that account is refused from its address, saying which limit and when to try again; a colleague there is not', async ({ page }) => {
    // A visitor's lookup first: the limits' store is made by whichever code meets it first, the API's or the sign-in's.
    expect((await page.request.post('/api/inquiry/retrieve/', { data: { email: unique('lookup'), password: 'nope' } })).status()).toBe(200);
    const words = { email: '이메일', password: '비밀번호', submit: '로그인' };
    const alert = page.getByRole('main').getByRole('alert');
    const waitMessage = /^이 네트워크에서 이 계정의 비밀번호가 여러 번 틀렸습니다\. 1[45]분 후에 다시 시도해 주세요\. 다른 계정은 여기에서 계속 로그인할 수 있습니다\.$/;
    // Each attempt is answered by the sign-in action itself, never by an error page.
    const attempt = async (email: string, password: string) => {
      const answered = page.waitForResponse((response) => response.request().method() === 'POST');
      await signIn(page, email, password, words);
      expect((await answered).status()).toBe(200);
    };
    const email = unique('guess');
    await page.goto('/admin/login');
    for (let tries = 0; tries < 5; tries += 1) {
      await attempt(email, `wrong-${tries}`);
      await expect(alert).toHaveText('이메일 또는 비밀번호가 올바르지 않습니다.');
    }
    await attempt(email, 'wrong-again');
    await expect(alert).toHaveText(waitMessage);
    // A colleague at the same address (an office behind one address) is not held back by it.
    await attempt(unique('colleague'), 'any-password');
    await expect(alert).toHaveText('이메일 또는 비밀번호가 올바르지 않습니다.');
    await expect(page.getByRole('heading', { level: 1, name: '관리자 로그인' })).toBeVisible();
  });

  test('the dashboard shows what waits by age; Your account chooses a daily digest in English', async ({ page }, testInfo) => {
    // One admin account for both projects: its mail settings are changed by one of them only.
    test.skip(testInfo.project.name !== 'desktop', 'the desktop project alone changes the admin\'s settings');
    await page.goto('/en/admin/login');
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page.getByRole('heading', { level: 2, name: 'Waiting' })).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText(['What', 'Under a day', '1\u2060–\u20603 days', 'Over 3 days']);
    await expect(page.getByRole('rowheader')).toHaveText(['Inquiries not answered', 'Applications no one has opened', 'Tenant applications no one has opened']);
    await expect(page.getByRole('region', { name: 'Waiting, by age' })).toBeVisible();
    await expect(page.getByText(/^Mail: /)).toBeVisible();

    await page.goto('/en/admin/account');
    const form = page.locator('form:has(input[name=notify])');
    await expect(form.getByRole('radio', { name: 'A mail for each new record' })).toBeChecked();
    await form.getByRole('radio', { name: 'One digest a day, at 8:00 AM New York time' }).check();
    await form.getByLabel('Language of the mail').selectOption('en');
    await form.getByRole('button', { name: 'Save mail settings' }).click();
    await expect(form.getByRole('status')).toHaveText('Mail settings saved.');
    await page.reload();
    await expect(form.getByRole('radio', { name: 'One digest a day, at 8:00 AM New York time' })).toBeChecked();
    await expect(form.getByLabel('Language of the mail')).toHaveValue('en');
    // Back as it was.
    await form.getByRole('radio', { name: 'A mail for each new record' }).check();
    await form.getByLabel('Language of the mail').selectOption('ko');
    await form.getByRole('button', { name: 'Save mail settings' }).click();
    await expect(form.getByRole('status')).toHaveText('Mail settings saved.');
  });
});
