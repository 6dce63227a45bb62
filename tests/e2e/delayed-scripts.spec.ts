import type { Page } from '@playwright/test';
import { acceptCookies, expect, ownAddress, test } from './fixtures';

/**
 * Issue 33, item 1: with Next's scripts held back 1.5 s (a slow phone connection), a visitor who
 * acts as soon as the page is there loses nothing. Each control works in its no-script form until
 * its own code has run (a link, a GET form, panels all shown), and what was typed is kept.
 */
const HELD_MS = 1500;

/** Next's scripts only: its style sheets live beside them, and holding those would hold the parser too. */
async function holdScripts(page: Page) {
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (route.request().resourceType() === 'script') await new Promise((resolve) => setTimeout(resolve, HELD_MS));
    await route.continue();
  });
}

/**
 * Opens `path` and returns as soon as the HTML is parsed, long before the scripts arrive (through
 * the frame: the fixture's `page.goto` waits for hydration).
 */
async function openEarly(page: Page, path: string) {
  await page.mainFrame().goto(path, { waitUntil: 'domcontentloaded' });
  expect(await isHydrated(page), 'the page was hydrated before the test acted').toBe(false);
}

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: 15_000 });

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
  await holdScripts(page);
});

test.describe('forms keep what was typed before their script ran', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  const inquiries = [
    { path: '/contact', labels: { title: '제목', name: '이름', email: '이메일', phone: '전화번호', password: '비밀번호', content: '내용' }, consent: '개인정보 수집 및 이용에 동의합니다.', submit: '제출', done: '문의가 접수되었습니다' },
    { path: '/en/contact', labels: { title: 'Title', name: 'Name', email: 'E-mail', phone: 'Phone', password: 'Password', content: 'Message' }, consent: /I agree/, submit: 'Submit', done: 'Your inquiry has been submitted' },
  ];

  for (const { path, labels, consent, submit, done } of inquiries) {
    test(`${path}: every field typed at once is still there after hydration, and Submit sends it`, async ({ page }) => {
      await openEarly(page, path);
      const typed = {
        [labels.title]: 'Parking',
        [labels.name]: 'Kim Minji',
        [labels.email]: `early-${Date.now()}@example.com`,
        [labels.phone]: '301-555-0123',
        [labels.password]: 'kimchi-2026',
        [labels.content]: 'Is there a bicycle rack?',
      };
      for (const [label, value] of Object.entries(typed)) await page.getByLabel(new RegExp(`^${label}`)).pressSequentially(value);
      await page.getByRole('checkbox', { name: consent }).check();
      await hydrated(page);
      for (const [label, value] of Object.entries(typed)) await expect(page.getByLabel(new RegExp(`^${label}`))).toHaveValue(value);
      await expect(page.getByRole('checkbox', { name: consent })).toBeChecked();
      const button = page.getByRole('button', { name: submit });
      await expect(button).toBeEnabled();
      await expect(button).toHaveAttribute('aria-disabled', 'false');
      await button.click();
      await expect(page.getByRole('heading', { name: done })).toBeVisible();
    });
  }

  for (const { path, label } of [
    { path: '/tenant', label: '이름' },
    { path: '/en/tenant', label: 'Name' },
  ]) {
    test(`${path}: a name typed at once is kept`, async ({ page }) => {
      await openEarly(page, path);
      await page.getByLabel(new RegExp(`^${label}`)).pressSequentially('Park Joon');
      await hydrated(page);
      await expect(page.getByLabel(new RegExp(`^${label}`))).toHaveValue('Park Joon');
    });
  }

  for (const { path, email, confirm } of [
    { path: '/myQna', email: '이메일', confirm: '확인' },
    { path: '/en/myQna', email: 'E-mail', confirm: 'Confirm' },
  ]) {
    test(`${path}: the lookup keeps its e-mail and can be sent once hydrated`, async ({ page }) => {
      await openEarly(page, path);
      await page.getByLabel(email).pressSequentially('minji@example.com');
      await hydrated(page);
      await expect(page.getByLabel(email)).toHaveValue('minji@example.com');
      await expect(page.getByRole('button', { name: confirm })).toBeEnabled();
    });
  }

  for (const { path, zip, search, result } of [
    { path: '/location', zip: '우편번호', search: '검색', result: '엘리콧시티점' },
    { path: '/en/location', zip: 'ZIP code', search: 'Search', result: 'Ellicott City' },
  ]) {
    test(`${path}: a ZIP typed at once is kept, and Search finds its store`, async ({ page }) => {
      await openEarly(page, path);
      const box = page.getByRole('textbox', { name: zip });
      await box.pressSequentially('21043');
      await hydrated(page);
      await expect(box).toHaveValue('21043');
      await page.getByRole('button', { name: search, exact: true }).click();
      const items = page.locator('section[aria-labelledby="store-results"] li');
      await expect(items).toHaveCount(1);
      await expect(items.first()).toContainText(result);
    });
  }
});

test.describe('controls work before their script, then switch', () => {
  test('the cookie notice\'s OK closes it at once, and the answer is kept once the script runs', async ({ page }) => {
    for (const [path, name, ok] of [
      ['/privacy', '쿠키 안내', '확인'],
      ['/en/privacy', 'Cookie notice', 'OK'],
    ] as const) {
      await page.evaluate(() => window.localStorage.clear()).catch(() => undefined);
      await openEarly(page, path);
      const notice = page.getByRole('dialog', { name });
      await notice.getByRole('button', { name: ok }).click();
      await expect(notice).toBeHidden();
      await hydrated(page);
      await expect(notice).toHaveCount(0);
      expect(await page.evaluate(() => window.localStorage.getItem('visit'))).toBe('true');
    }
  });

  test.describe('with the notice accepted', () => {
    test.beforeEach(async ({ page }) => acceptCookies(page));

    test('the phone menu: before its script it leads to the site map, then it opens', async ({ page, isMobile }) => {
      test.skip(!isMobile, 'the menu button is on phones');
      await openEarly(page, '/en/giftcard');
      await page.getByRole('link', { name: 'Open menu' }).click();
      await expect(page).toHaveURL(/#site-map$/);
      await hydrated(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    });

    test('the language switch is a link that works at once, both ways', async ({ page }) => {
      await openEarly(page, '/en/giftcard');
      await page.getByRole('link', { name: 'KR 한국어로 보기' }).click();
      await expect(page).toHaveURL(/\/giftcard$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
      await openEarly(page, '/giftcard');
      await page.getByRole('link', { name: /EN/ }).first().click();
      await expect(page).toHaveURL(/\/en\/giftcard$/);
    });

    for (const path of ['/ourStory?tab=history', '/en/ourStory?tab=history']) {
      test(`${path}: every period shows until the tabs' script runs, then a tab chooses one`, async ({ page }) => {
        await openEarly(page, path);
        const panels = page.locator('[id^="history-panel-"]');
        await expect(panels).toHaveCount(3);
        for (const panel of await panels.all()) await expect(panel).toBeVisible();
        await hydrated(page);
        const tabs = page.locator('[role="tablist"]:has([id^="history-tab-"])').getByRole('tab');
        await tabs.nth(1).click();
        await expect(panels.nth(1)).toBeVisible();
        await expect(panels.nth(0)).toBeHidden();
      });
    }

    for (const { path, box, show, expected } of [
      { path: '/en/career', box: 'Headquarters (Jessup)', show: 'Show filters', expected: /cities=18/ },
      { path: '/career', box: /본사|Jessup/, show: '필터 열기', expected: /cities=18/ },
    ]) {
      test(`${path}: a filter ticked at once is applied, in the panel left open`, async ({ page, isMobile }) => {
        await openEarly(page, path);
        // On a phone the panel is folded from the first paint, a disclosure that opens without script.
        if (isMobile) await page.locator('summary', { hasText: show }).click();
        await page.getByRole('checkbox', { name: box }).first().check();
        await hydrated(page);
        await expect(page).toHaveURL(expected);
        await expect(page.getByRole('checkbox', { name: box }).first()).toBeChecked();
        await expect(page.getByRole('checkbox', { name: box }).first()).toBeVisible();
      });

      test(`${path}: the list does not move when the filters' script runs`, async ({ page }) => {
        await openEarly(page, path);
        await page.evaluate(() => document.fonts.ready);
        // The first posting's place on the page (not in the viewport: a scroll is no shift).
        const top = () => page.getByRole('main').locator('a[href*="/career/"]').first().evaluate((link) => link.getBoundingClientRect().top + window.scrollY);
        const before = await top();
        await hydrated(page);
        expect(await top()).toBe(before);
      });
    }

    for (const path of ['/en/location', '/location']) {
      test(`${path}: the state search is there before the tabs' script, and is answered by the page`, async ({ page }) => {
        await openEarly(page, path);
        const panel = page.locator('#store-search-state-panel');
        await expect(panel).toBeVisible();
        await panel.locator('select[name="state"]').selectOption('VA');
        await panel.locator('button[type="submit"]').click();
        await expect(page).toHaveURL(/[?&]state=VA/);
        await expect(page.locator('section[aria-labelledby="store-results"] li').first()).toBeVisible();
      });
    }

    test('the home slider\'s arrows are offered once the slider runs, and turn it', async ({ page }) => {
      await openEarly(page, '/en');
      await hydrated(page);
      const next = page.getByRole('button', { name: /next/i }).first();
      await expect(next).toBeVisible();
      await next.click();
    });
  });
});
