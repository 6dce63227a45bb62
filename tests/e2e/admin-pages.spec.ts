import { expect, ownAddress, seriousA11yViolations, test } from './fixtures';
import { ADMIN, comeInAsAdmin, signIn } from './admin-session';

test.beforeEach(async ({ page }) => ownAddress(page));

/**
 * Every page of the back office with the heading it opens with, in English and in Korean, and
 * whether axe reads it: each kind of page once. The record lists share one table
 * (admin-table.tsx), and a kind's new form is its edit form without the record's own parts: axe
 * reads one list and each kind's edit form.
 */
const PAGES = [
  ['/admin', 'Dashboard', '대시보드', true],
  ['/admin/postings', 'Job postings', '채용 공고', true],
  ['/admin/postings/new', 'New posting', '새 공고', false],
  ['/admin/postings/1', 'Edit posting', '공고 수정', true],
  ['/admin/sales', 'Weekly sales', '주간 세일', false],
  ['/admin/sales/new', 'New weekly sale', '새 주간 세일', false],
  ['/admin/sales/1', 'Edit weekly sale', '주간 세일 수정', true],
  ['/admin/deals', 'Special deals', '특가 행사', false],
  ['/admin/deals/new', 'New deal', '새 행사', false],
  ['/admin/deals/1', 'Edit deal', '행사 수정', true],
  ['/admin/slides', 'Home slides', '메인 슬라이드', false],
  ['/admin/slides/new', 'New slide', '새 슬라이드', false],
  ['/admin/slides/1', 'Edit slide', '슬라이드 수정', true],
  ['/admin/announcements', 'Announcements', '공지사항', false],
  ['/admin/announcements/new', 'New announcement', '새 공지', false],
  ['/admin/announcements/1', 'Edit announcement', '공지 수정', true],
  ['/admin/faq', 'FAQ', '자주 묻는 질문', false],
  ['/admin/faq/1', 'Edit question', '질문 수정', true],
  ['/admin/history', 'Our Story history', '연혁', false],
  ['/admin/history/1', 'Edit year', '연도 수정', true],
  ['/admin/products', 'Product items', '상품 항목', false],
  ['/admin/departments/1', 'Edit department text', '부서 소개 수정', true],
  ['/admin/products/1', 'Edit item', '상품 수정', true],
  ['/admin/brands/1', 'Edit brand', '브랜드 수정', true],
  ['/admin/stores', 'Stores', '매장', false],
  ['/admin/stores/gaithersburg-md', 'Gaithersburg: store details', '게이더스버그점 매장 정보', true],
  ['/admin/stores/gaithersburg-md/revisions', 'Revisions of Gaithersburg', '게이더스버그점 수정 기록', false],
  ['/admin/weekly-ad', 'Weekly ad by e-mail', '주간 광고 메일', true],
  ['/admin/subscribers', 'Weekly ad subscribers', '주간 광고 구독자', false],
  ['/admin/applications', 'Applications', '입사 지원서', true],
  ['/admin/inquiries', 'Inquiries', '문의 관리', true],
  ['/admin/tenants', 'Tenant applications', '입점 신청', true],
  ['/admin/staff', 'Staff accounts', '직원 계정', true],
  ['/admin/audit', 'Audit log', '감사 기록', true],
  ['/admin/trash', 'Trash', '휴지통', true],
  ['/admin/account', 'Your account', '내 계정', true],
  ['/admin/revisions/announcement/1', 'Announcement #1: revisions', '공지 #1 수정 기록', true],
] as const;

test.describe('every admin page', () => {
  test.skip(({ isMobile }) => isMobile, 'one pass is enough: the pages are the same at both widths (the phone\'s menu is tested below)');

  test('on a wider screen the menu is always open beside the page, with no toggle', async ({ page }) => {
    await page.goto('/en/admin/login');
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Audit log' })).toBeVisible();
    await expect(page.locator('aside details > summary')).toBeHidden();
  });

  // axe reads the English page; the Korean one has the same markup with other words, and is
  // checked to open with its own heading.
  for (const [path, english, korean, readByAxe] of PAGES) {
    test(`${path} opens for an admin with its heading in English${readByAxe ? ' (axe: nothing serious)' : ''} and in Korean`, async ({ page, baseURL }) => {
      await comeInAsAdmin(page, baseURL!);
      const response = await page.goto(`/en${path}`);
      expect(response?.status(), `/en${path}`).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: english })).toBeVisible();
      if (readByAxe) expect(await seriousA11yViolations(page), `/en${path}`).toEqual([]);
      // The English page made English the remembered language: the Korean visit says otherwise.
      await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'ko', domain: new URL(page.url()).hostname, path: '/' }]);
      expect((await page.goto(path))?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: korean })).toBeVisible();
    });
  }
});

test.describe('the admin menu', () => {
  test('on a phone, starts collapsed under a toggle that names the section shown, opens (before scripts too), and closes on the next page', { tag: '@phone' }, async ({ page, browser }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the menu collapses below 769 px only');
    await page.goto('/en/admin/login');
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.goto('/en/admin/postings/new');
    const menu = page.getByRole('navigation', { name: 'Admin menu' });
    const toggle = page.locator('aside details > summary');
    await expect(toggle).toHaveText(/^Menu\s*Job postings$/);
    await expect(menu).toBeHidden();
    // The page, not eighteen links, is what the first screen shows.
    await expect(page.getByRole('heading', { level: 1, name: 'New posting' })).toBeInViewport();

    await toggle.click();
    await expect(menu.getByRole('link')).toHaveCount(20);
    // The menu open on a phone: a state the desktop walk above never shows.
    expect(await seriousA11yViolations(page)).toEqual([]);
    await menu.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expect(toggle).toHaveText(/^Menu\s*Audit log$/);
    await expect(menu).toBeHidden();

    // Before (or without) scripts the disclosure works alike.
    const noScript = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
    await noScript.addCookies(await page.context().cookies());
    const bare = await noScript.newPage();
    await bare.goto('/en/admin/staff');
    await expect(bare.locator('aside details > summary')).toHaveText(/^Menu\s*Staff accounts$/);
    await expect(bare.getByRole('navigation', { name: 'Admin menu' })).toBeHidden();
    await bare.locator('aside details > summary').click();
    await expect(bare.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Special deals' })).toBeVisible();
    await noScript.close();
  });
});
