import type { Page } from '@playwright/test';
import { acceptCookies, expect, ownAddress, seriousA11yViolations, test } from './fixtures';

/*
 * What needs a browser and the real server on /career: the list's links (sort, pager, a posting
 * opened with its list in the address, List and Back), the filter form (with script and without),
 * the application form with its files and the lookup of it. The filter rules' words
 * (tests/unit/career-filters.test.tsx), the closed posting's apply page in each language and the
 * missing-posting alert (tests/unit/career-apply-page.test.tsx), the lookup's empty answer
 * (tests/unit/own-records-answers.test.tsx) and the list's data (tests/api/content-reads.test.ts)
 * are tested below the browser.
 */

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await ownAddress(page);
});

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n') });
const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** On a phone the filters are folded away in a disclosure (wider, its summary is hidden). */
async function openFilters(page: Page, name: string) {
  const toggle = page.locator('summary', { hasText: name });
  if (await toggle.isVisible()) await toggle.click();
}

/** The page's schema.org JobPosting objects (text matching skips script elements). */
const jobPostings = (page: Page) =>
  page.$$eval('script[type="application/ld+json"]', (scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')).filter((data) => data['@type'] === 'JobPosting'));

const postings = (page: Page) => page.getByRole('main').locator('a[href*="/career/"]');

/** A posting page's fact by its term. */
const fact = (page: Page, label: string) => page.locator('dl > div').filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) }).getByRole('definition');

test.describe('/career', () => {
  test('lists ten postings a page with their facts, pay and deadlines; Closing Soon and the pager put the nearest deadline first and the closed ones last', async ({ page }) => {
    await page.goto('/career', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: '채용' })).toBeVisible();
    await expect(page.getByText('총 16개의 채용 공고가 있습니다')).toBeVisible();
    await expect(postings(page)).toHaveCount(10);
    await expect(postings(page).first()).toContainText('잭슨빌점 스낵랩 직원');
    await expect(postings(page).first()).toContainText('D-10');
    await expect(page.getByRole('link', { name: /마케팅 매니저/ })).toContainText('본사');
    await expect(page.getByRole('link', { name: /수산 코너 직원/ })).toContainText('상시 모집');
    await expect(page.getByRole('link', { name: /농산 코너 직원/ })).toContainText('D-Day');
    await expect(page.getByRole('main').getByRole('link', { name: '내 지원 내역' })).toHaveAttribute('href', '/career-my');
    // The pay on the card, read out with its label, which only a screen reader hears.
    await expect(page.getByRole('link', { name: /캐셔 \(파트타임\)/ })).toContainText('급여 시급 $15.00~$16.50');

    await page.getByRole('navigation', { name: '정렬' }).getByRole('link', { name: '마감 임박순' }).click();
    await expect(page).toHaveURL(/\/career\?ordering=due_date$/);
    await expect(page.getByRole('link', { name: '마감 임박순' })).toHaveAttribute('aria-current', 'true');
    await expect(postings(page).first()).toContainText('D-Day');
    await page.getByRole('navigation', { name: '페이지' }).getByRole('link', { name: '2 페이지' }).click();
    await expect(page).toHaveURL(/ordering=due_date&page=2$/);
    await expect(postings(page)).toHaveCount(6);
    // The oldest posting closed ten days ago; the closed ones come last.
    await expect(page.getByRole('link', { name: /회계 담당/ })).toContainText('마감');
    await expect(postings(page).last()).toContainText('마감');
  });

  test('a posting opens in place with the list in its address, with its pay and benefits; List and Back return to the same list', async ({ page }) => {
    await page.goto('/en/career?careerTypes=2&page=1', { waitUntil: 'networkidle' });
    await expect(page.getByRole('link', { name: /Cashier \(part time\)/ })).toContainText('Pay $15.00-$16.50 an hour');
    await page.getByRole('link', { name: /Bakery associate, Orlando/ }).click();
    await expect(page).toHaveURL(/\/en\/career\/\d+\?careerTypes=2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bakery associate, Orlando' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Orlando' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply' })).toHaveAttribute('href', /\/en\/career-apply\?post=\d+$/);

    await page.getByRole('link', { name: 'List' }).click();
    await expect(page).toHaveURL(/\/en\/career\?careerTypes=2$/);
    await page.getByRole('link', { name: /Cashier \(part time\)/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cashier (part time)');
    await expect(fact(page, 'Pay')).toHaveText('$15.00-$16.50 an hour');
    await expect(fact(page, 'Benefits')).toHaveText('Paid sick leave; 10% employee discount; flexible schedules; a path to full-time roles.');
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/career\?careerTypes=2$/);
    await expect(page.getByText(/There are a total of \d+ job postings/)).toBeVisible();
  });

  test('a closed posting says so, with its pay and benefits, and offers no Apply and no JobPosting; its apply page says it has closed, with no alert and no form', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/career?page=2', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: /배송 기사/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '배송 기사 (CDL)' })).toBeVisible();
    await expect(page.getByText('마감된 공고로 더 이상 지원을 받지 않습니다.')).toBeVisible();
    await expect(page.getByRole('link', { name: '지원하기' })).toHaveCount(0);
    await expect(fact(page, '급여')).toHaveText(/\$/);
    await expect(fact(page, '복리후생')).not.toBeEmpty();
    expect(await jobPostings(page)).toEqual([]);
    const id = /\/career\/(\d+)/.exec(new URL(page.url()).pathname)?.[1];
    expect(id).toBeTruthy();

    await page.goto(`/career-apply?post=${id}`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('status')).toContainText('‘배송 기사 (CDL)’ 공고는 마감되어 더 이상 지원을 받지 않습니다.');
    await expect(page).toHaveURL(new RegExp(`/career-apply\\?post=${id}$`));
    await expect(page.getByRole('button', { name: '제출' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: '진행 중인 공고 보기' })).toHaveAttribute('href', '/career');
    await expect(page.getByRole('main').getByRole('link', { name: '마감된 공고 보기' })).toHaveAttribute('href', `/career/${id}`);
    expect(dialogs).toEqual([]);
  });

  test('the filters apply at each click, keep the choice in the address, and rule out what the spec\'s rules forbid', async ({ page }) => {
    await page.goto('/en/career', { waitUntil: 'networkidle' });
    await openFilters(page, 'Show filters');
    await page.getByRole('checkbox', { name: 'Headquarters (Jessup)' }).check();
    await expect(page).toHaveURL(/\/en\/career\?cities=18$/);
    await expect(page.getByText('There are a total of 3 job postings')).toBeVisible();
    const warehouse = page.getByRole('checkbox', { name: 'Warehouse' });
    await expect(warehouse).toBeDisabled();
    await expect(warehouse).toHaveAccessibleDescription('Not with Headquarters (Jessup)');
    await expect(page.getByRole('checkbox', { name: 'Corporate Office' })).toBeEnabled();

    await page.getByRole('link', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/en\/career$/);
    await expect(page.getByText('There are a total of 16 job postings')).toBeVisible();

    await page.getByRole('checkbox', { name: 'Store Operation (Retail)' }).check();
    await expect(page).toHaveURL(/jobTypes=3$/);
    await expect(page.getByText('There are a total of 10 job postings')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Silver Spring' }).check();
    await expect(page).toHaveURL(/cities=3&jobTypes=3$/);
    await expect(page.getByRole('checkbox', { name: 'Store Operation (Retail)' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Part Time' }).check();
    await expect(page).toHaveURL(/cities=3&jobTypes=3&careerTypes=2$/);
    await expect(page.getByText('There are a total of 2 job postings')).toBeVisible();
  });
});

test.describe('applying', () => {
  test('apply with files, then find and open the application in /career-my, keep the list across a change of language, and forget it', async ({ page }) => {
    const email = unique('apply-ko');
    await page.goto('/career', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: /캐셔 \(파트타임\)/ }).click();
    await page.getByRole('link', { name: '지원하기', exact: true }).click();
    await expect(page).toHaveURL(/\/career-apply\?post=\d+$/);
    await expect(page.getByRole('link', { name: '캐셔 (파트타임)' })).toBeVisible();

    await page.getByLabel(/^이름/).fill('Park Jiwoo');
    await page.getByLabel(/^이메일/).fill(email);
    await page.getByLabel(/^전화번호/).fill('571-555-0142');
    await page.getByLabel(/^비밀번호/).fill('cashier-2026');
    await page.getByLabel(/^내용/).fill('Weekends and evenings are fine.');
    await page.locator('input[type="file"]').setInputFiles([pdf('이력서.pdf'), pdf('cover.pdf')]);
    await page.getByRole('checkbox', { name: '개인정보 수집 및 이용에 동의합니다.' }).check();
    await page.getByRole('button', { name: '제출' }).click();
    await expect(page.getByRole('heading', { name: '지원서가 제출되었습니다' })).toBeVisible();
    expect(await seriousA11yViolations(page), 'the done screen').toEqual([]);

    await page.getByRole('main').getByRole('link', { name: '내 지원 내역' }).click();
    await expect(page).toHaveURL(/\/career-my$/);
    await page.getByLabel('이메일').fill(email);
    await page.getByLabel('비밀번호').fill('cashier-2026');
    await page.getByRole('button', { name: '확인' }).click();
    const row = page.getByRole('button', { name: /캐셔 \(파트타임\)/ });
    await expect(row).toContainText('지원서 보기');
    expect(await seriousA11yViolations(page), 'the applications found').toEqual([]);
    await row.click();
    await expect(page.getByRole('heading', { level: 1, name: '캐셔 (파트타임)' })).toBeVisible();
    expect(await seriousA11yViolations(page), 'the application open').toEqual([]);
    await expect(page.getByText('Weekends and evenings are fine.')).toBeVisible();
    await expect(page.getByText('571-555-0142')).toBeVisible();
    await expect(page).toHaveURL(/\/career-my$/);
    // The file is served to the applicant who looked it up (this browser's lookup cookie), never cached.
    const download = page.getByRole('link', { name: /이력서\.pdf/ });
    const response = await page.request.get((await download.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toMatch(/no-store|private/);
    await page.getByRole('button', { name: '목록' }).click();
    await expect(row).toBeVisible();

    // Switching language keeps the list (the lookup's cookie, not the password, brings it back)
    // until Look up again forgets it.
    await page.getByRole('link', { name: /English/ }).first().click();
    await expect(page).toHaveURL(/\/en\/career-my$/);
    const englishRow = page.getByRole('button', { name: /Cashier \(part time\)/ });
    await expect(englishRow).toContainText('View Application');
    await page.getByRole('button', { name: 'Look up with another e-mail' }).click();
    await expect(page.getByLabel('Password')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(englishRow).toBeHidden();
  });
});

test.describe('careers without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the filters are a form that sends the choice in the address; postings are links', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/en/career');
    await openFilters(page, 'Show filters');
    await page.getByRole('checkbox', { name: 'Part Time' }).check();
    await page.getByRole('checkbox', { name: 'Warehouse' }).check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/careerTypes=2/);
    await expect(page.getByText('There is a total of 1 job posting')).toBeVisible();
    // The answer is a new page: on a phone its panel is folded again, above the list.
    await openFilters(page, 'Show filters');
    await expect(page.getByRole('checkbox', { name: 'Headquarters (Jessup)' })).toBeDisabled();
    await page.getByRole('link', { name: /Freezer warehouse associate/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Freezer warehouse associate' })).toBeVisible();
  });
});
