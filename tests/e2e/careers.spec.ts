import type { Page } from '@playwright/test';
import { acceptCookies, expect, ownAddress, seriousA11yViolations, test } from './fixtures';

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

test.describe('/career', () => {
  test('lists the postings with their facts and deadlines, newest first, ten a page', async ({ page }) => {
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

    await page.getByRole('navigation', { name: '페이지' }).getByRole('link', { name: '2페이지' }).click();
    await expect(page).toHaveURL(/\/career\?page=2$/);
    await expect(postings(page)).toHaveCount(6);
    // The oldest posting closed ten days ago.
    await expect(page.getByRole('link', { name: /회계 담당/ })).toContainText('마감');
  });

  test('Closing Soon puts the nearest open deadline first and the closed ones last', async ({ page }) => {
    await page.goto('/en/career', { waitUntil: 'networkidle' });
    await page.getByRole('navigation', { name: 'Sort' }).getByRole('link', { name: 'Closing Soon' }).click();
    await expect(page).toHaveURL(/\/en\/career\?ordering=due_date$/);
    await expect(page.getByRole('link', { name: 'Closing Soon' })).toHaveAttribute('aria-current', 'true');
    await expect(postings(page).first()).toContainText('D-Day');
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/ordering=due_date&page=2$/);
    await expect(postings(page).last()).toContainText('Closed');
  });

  test('the spec\'s filter rules: the headquarters leaves only Corporate Office, Warehouse only Jessup, and they say why', async ({ page }) => {
    await page.goto('/en/career', { waitUntil: 'networkidle' });
    await openFilters(page, 'Show filters');
    await page.getByRole('checkbox', { name: 'Headquarters (Jessup)' }).check();
    await expect(page).toHaveURL(/\/en\/career\?cities=18$/);
    await expect(page.getByText('There are a total of 3 job postings')).toBeVisible();
    for (const name of ['Store Operation (Retail)', 'Warehouse']) {
      const box = page.getByRole('checkbox', { name });
      await expect(box).toBeDisabled();
      await expect(box).toHaveAccessibleDescription('Not with Headquarters (Jessup)');
    }
    await expect(page.getByRole('checkbox', { name: 'Corporate Office' })).toBeEnabled();
    await expect(page.getByRole('status').filter({ hasText: 'Not with Headquarters' })).toHaveText('Not with Headquarters (Jessup): Store Operation (Retail), Warehouse.');

    // Another city as well: Corporate Office is ruled out too.
    await page.getByRole('checkbox', { name: 'Edison' }).check();
    await expect(page).toHaveURL(/cities=14,18$/);
    await expect(page.getByRole('checkbox', { name: 'Corporate Office' })).toBeDisabled();

    await page.getByRole('link', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/en\/career$/);
    await expect(page.getByText('There are a total of 16 job postings')).toBeVisible();

    // Store Operation: its ten jobs, and every store city stays open; only Jessup's distribution center is ruled out.
    await page.getByRole('checkbox', { name: 'Store Operation (Retail)' }).check();
    await expect(page).toHaveURL(/jobTypes=3$/);
    await expect(page.getByText('There are a total of 10 job postings')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Orlando' })).toBeEnabled();
    await expect(page.getByRole('checkbox', { name: 'Jessup (Distribution Center)' })).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Silver Spring' }).check();
    await expect(page).toHaveURL(/cities=3&jobTypes=3$/);
    await expect(page.getByRole('checkbox', { name: 'Store Operation (Retail)' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Part Time' }).check();
    await expect(page).toHaveURL(/cities=3&jobTypes=3&careerTypes=2$/);
    await expect(page.getByText('There are a total of 2 job postings')).toBeVisible();
  });

  test('a shared address shows the same list, with what the rules rule out unchecked', async ({ page }) => {
    await page.goto('/career?cities=3,18&jobTypes=2&careerTypes=2&ordering=due_date', { waitUntil: 'networkidle' });
    await openFilters(page, '필터 열기');
    await expect(page.getByRole('checkbox', { name: '실버스프링' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: '본사(제섭)' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: '본사', exact: true })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: '파트타임' })).toBeChecked();
    await expect(page.getByRole('link', { name: '마감 임박순' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByText(/총 \d+개의 채용 공고가 있습니다/)).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/career$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('a posting opens in place and List goes back to the same list; so does Back', async ({ page }) => {
    await page.goto('/en/career?careerTypes=2&page=1', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: /Bakery associate, Orlando/ }).click();
    await expect(page).toHaveURL(/\/en\/career\/\d+\?careerTypes=2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bakery associate, Orlando' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Orlando' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply' })).toHaveAttribute('href', /\/en\/career-apply\?post=\d+$/);
    const id = /\/career\/(\d+)/.exec(new URL(page.url()).pathname)?.[1];
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/en/career/${id}$`));
    const jsonLd = (await jobPostings(page))[0];
    expect(jsonLd).toMatchObject({ '@type': 'JobPosting', title: 'Bakery associate, Orlando', employmentType: 'PART_TIME', directApply: true });
    // One place is an object, several a list (lib/careers/posting-json-ld.ts).
    expect(jsonLd.jobLocation.address).toMatchObject({ addressLocality: 'Orlando', addressRegion: 'FL' });

    await page.getByRole('link', { name: 'List' }).click();
    await expect(page).toHaveURL(/\/en\/career\?careerTypes=2$/);
    await page.getByRole('link', { name: /Bakery associate, Orlando/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bakery associate, Orlando');
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/career\?careerTypes=2$/);
    await expect(page.getByText(/There are a total of \d+ job postings/)).toBeVisible();
  });

  test('a closed posting says so, offers no Apply and no JobPosting; an unknown one is a 404', async ({ page }) => {
    await page.goto('/career?page=2', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: /배송 기사/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '배송 기사 (CDL)' })).toBeVisible();
    await expect(page.getByText('마감된 공고로 더 이상 지원을 받지 않습니다.')).toBeVisible();
    await expect(page.getByRole('link', { name: '지원하기' })).toHaveCount(0);
    expect(await jobPostings(page)).toEqual([]);

    const missing = await page.goto('/career/99999');
    expect(missing?.status()).toBe(404);
    // A posting's page is rendered once, then served from Next's page cache.
    await page.goto('/career/2');
    expect((await page.goto('/career/2'))?.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
  });

  for (const [lang, words] of [
    ['ko', { path: '', posting: /캐셔 \(파트타임\)/, title: '캐셔 (파트타임)', payLabel: '급여', pay: '시급 $15.00~$16.50', benefitsLabel: '복리후생', benefits: '유급 병가, 직원 할인 10%, 유연한 근무 일정, 정규직 전환 기회.' }],
    ['en', { path: '/en', posting: /Cashier \(part time\)/, title: 'Cashier (part time)', payLabel: 'Pay', pay: '$15.00-$16.50 an hour', benefitsLabel: 'Benefits', benefits: 'Paid sick leave; 10% employee discount; flexible schedules; a path to full-time roles.' }],
  ] as const) {
    test(`${lang}: the pay is on the list card and the posting's page, the benefits on the page`, async ({ page }) => {
      await page.goto(`${words.path}/career`, { waitUntil: 'networkidle' });
      const card = page.getByRole('link', { name: words.posting });
      await expect(card).toContainText(words.pay);
      // Read out with its label, which only a screen reader hears.
      await expect(card).toContainText(`${words.payLabel} ${words.pay}`);
      await card.click();
      await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
      const fact = (label: string) => page.locator('dl > div').filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) }).getByRole('definition');
      await expect(fact(words.payLabel)).toHaveText(words.pay);
      await expect(fact(words.benefitsLabel)).toHaveText(words.benefits);
    });
  }

  test('have no serious accessibility problem: list, filters, detail', async ({ page }) => {
    await page.goto('/career?cities=18', { waitUntil: 'networkidle' });
    await openFilters(page, '필터 열기');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto('/en/career?ordering=due_date&page=2', { waitUntil: 'networkidle' });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: /Staff accountant/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff accountant' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe('applying', () => {
  for (const [lang, words] of [
    ['ko', { path: '', posting: '캐셔 (파트타임)', apply: '지원하기', name: '이름', email: '이메일', phone: '전화번호', password: '비밀번호', content: '내용', consent: '개인정보 수집 및 이용에 동의합니다.', submit: '제출', done: '지원서가 제출되었습니다', mine: '내 지원 내역', confirm: '확인', view: '지원서 보기', list: '목록', download: '내려받기' }],
    ['en', { path: '/en', posting: 'Cashier (part time)', apply: 'Apply', name: 'Name', email: 'E-mail', phone: 'Phone', password: 'Password', content: 'Message', consent: 'I agree to the collection and use of my personal information.', submit: 'Submit', done: 'Your application has been submitted', mine: 'My applications', confirm: 'Confirm', view: 'View Application', list: 'List', download: 'Download' }],
  ] as const) {
    test(`apply with files in ${lang}, then find and open it in /career-my`, async ({ page }) => {
      const email = unique(`apply-${lang}`);
      const file = lang === 'ko' ? '이력서.pdf' : 'resume.pdf';
      await page.goto(`${words.path}/career`, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: new RegExp(words.posting.replace(/[()]/g, '\\$&')) }).click();
      await page.getByRole('link', { name: words.apply, exact: true }).click();
      await expect(page).toHaveURL(/\/career-apply\?post=\d+$/);
      await expect(page.getByRole('link', { name: words.posting })).toBeVisible();

      await page.getByLabel(new RegExp(`^${words.name}`)).fill('Park Jiwoo');
      await page.getByLabel(new RegExp(`^${words.email}`)).fill(email);
      await page.getByLabel(new RegExp(`^${words.phone}`)).fill('571-555-0142');
      await page.getByLabel(new RegExp(`^${words.password}`)).fill('cashier-2026');
      await page.getByLabel(new RegExp(`^${words.content}`)).fill('Weekends and evenings are fine.');
      await page.locator('input[type="file"]').setInputFiles([pdf(file), pdf('cover.pdf')]);
      await page.getByRole('checkbox', { name: words.consent }).check();
      await page.getByRole('button', { name: words.submit }).click();
      await expect(page.getByRole('heading', { name: words.done })).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByRole('main').getByRole('link', { name: words.mine }).click();
      await expect(page).toHaveURL(/\/career-my$/);
      await page.getByLabel(words.email).fill(email);
      await page.getByLabel(words.password).fill('cashier-2026');
      await page.getByRole('button', { name: words.confirm }).click();
      const row = page.getByRole('button', { name: new RegExp(words.posting.replace(/[()]/g, '\\$&')) });
      await expect(row).toContainText(words.view);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await row.click();
      await expect(page.getByRole('heading', { level: 1, name: words.posting })).toBeVisible();
      await expect(page.getByText('Weekends and evenings are fine.')).toBeVisible();
      await expect(page.getByText('571-555-0142')).toBeVisible();
      await expect(page).toHaveURL(/\/career-my$/);
      const download = page.getByRole('link', { name: new RegExp(`${file}`) });
      const response = await page.request.get((await download.getAttribute('href'))!);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toMatch(/no-store|private/);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('button', { name: words.list }).click();
      await expect(row).toBeVisible();
    });
  }

  test('a wrong password looks exactly like no applications', async ({ page }) => {
    await page.goto('/en/career-my');
    await expect(page.getByText('Submitted applications cannot be edited.', { exact: false })).toBeVisible();
    await page.getByLabel('E-mail').fill('nobody@example.com');
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status')).toHaveText(/There are no applications matching your search criteria\.\s*Please check your e-mail and password\./);
  });

  test('without a posting that ever existed, the spec\'s alert, then back (or to the list)', async ({ page }) => {
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/career-apply');
    await expect(page).toHaveURL(/\/career$/);
    await page.goto('/en/career?page=2', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: /Delivery driver/ }).click();
    await expect(page).toHaveURL(/\/career\/\d+/);
    // A closed posting's apply page says it has closed (below); an id that never existed alerts.
    await page.goto('/en/career-apply?post=99999');
    await expect(page).toHaveURL(/\/en\/career\/\d+/);
    expect(alerts).toEqual(['잘못된 접근입니다: 공고 번호가 없습니다.', 'invalid approaching : post id not exists']);
  });
});

test.describe('the apply page of a closed posting', () => {
  for (const [lang, words] of [
    ['ko', { path: '', said: '‘배송 기사 (CDL)’ 공고는 마감되어 더 이상 지원을 받지 않습니다.', open: '진행 중인 공고 보기', toPosting: '마감된 공고 보기', submit: '제출' }],
    ['en', { path: '/en', said: 'The posting “Delivery driver (CDL)” is closed and no longer takes applications.', open: 'See open postings', toPosting: 'Read the closed posting', submit: 'Submit' }],
  ] as const) {
    test(`${lang}: says in plain words that it has closed, with no alert and no form`, async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(`${words.path}/career?page=2`, { waitUntil: 'networkidle' });
      const href = await page.getByRole('link', { name: /배송 기사|Delivery driver/ }).getAttribute('href');
      const id = /\/career\/(\d+)/.exec(href ?? '')?.[1];
      expect(id).toBeTruthy();

      await page.goto(`${words.path}/career-apply?post=${id}`, { waitUntil: 'networkidle' });
      await expect(page.getByRole('status')).toContainText(words.said);
      await expect(page).toHaveURL(new RegExp(`/career-apply\\?post=${id}$`));
      await expect(page.getByRole('button', { name: words.submit })).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('link', { name: words.open })).toHaveAttribute('href', `${words.path}/career`);
      await expect(page.getByRole('main').getByRole('link', { name: words.toPosting })).toHaveAttribute('href', `${words.path}/career/${id}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(dialogs).toEqual([]);
    });
  }
});

test.describe('careers without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the filters are a form that sends the choice in the address; postings are links', async ({ page }) => {
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
