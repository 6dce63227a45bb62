import type { Locator, Page } from '@playwright/test';
import { acceptCookies, expect, ownAddress, test } from './fixtures';
import { ADMIN, giveSecondFactor } from './admin-session';

/**
 * Issue 33, item 1: with Next's scripts held back (a slow phone connection), a visitor who acts as
 * soon as the page is there loses nothing. Each control works in its no-script form until its own
 * code has run (a link, a GET form, panels all shown), and what was typed is kept.
 *
 * A page opened with `openEarly` gets no script until the test calls `hydrated`: a delay of fixed
 * length raced a busy machine's page load (the page hydrated before the test had acted).
 *
 * One test per mechanism, in one language each (the two alternate): that each form keeps what was
 * typed is tested per form in jsdom (tests/unit/typed-before-hydration-forms.test.tsx).
 */

/** The gate each page's held scripts wait at, and the function that opens it. */
const gates = new WeakMap<Page, { opened: Promise<void>; open: () => void }>();

/** Next's scripts only: its style sheets live beside them, and holding those would hold the parser too. */
async function holdScripts(page: Page) {
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (route.request().resourceType() === 'script') await gates.get(page)?.opened;
    // A script of a page the test has left is cancelled by the browser: nothing to continue.
    await route.continue().catch(() => undefined);
  });
}

/** Holds the page's scripts, for this page and the next ones it goes to, until `hydrated` lets them go. */
function holdUntilHydrated(page: Page) {
  gates.get(page)?.open();
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  gates.set(page, { opened, open });
}

/**
 * Opens `path` with its scripts held and returns as soon as the HTML is parsed (through the frame:
 * the fixture's `page.goto` waits for hydration).
 */
async function openEarly(page: Page, path: string) {
  holdUntilHydrated(page);
  await page.mainFrame().goto(path, { waitUntil: 'domcontentloaded' });
  expect(await isHydrated(page), 'the page was hydrated before the test acted').toBe(false);
}

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
/** Lets the page's scripts go and waits until React has hydrated it. */
async function hydrated(page: Page) {
  gates.get(page)?.open();
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: 15_000 });
}

/**
 * Until its viewer runs, `opener` is a link to its picture: a tap asks for the picture as a page.
 * The test answers that with 204 No Content, so the browser stays on the page, which goes on to
 * hydrate (and the browser's own picture page, whose inline styles a file's policy refuses, is
 * never drawn).
 */
async function expectFollowedToPicture(page: Page, opener: Locator) {
  const picture = new URL((await opener.getAttribute('href'))!, page.url()).href;
  let followed = false;
  await page.route(picture, async (route) => {
    if (!route.request().isNavigationRequest()) return route.continue();
    followed = true;
    await route.fulfill({ status: 204 });
  });
  await opener.click();
  await expect.poll(() => followed, 'a tap follows the link to the picture').toBe(true);
  await page.unroute(picture);
}

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
  await holdScripts(page);
});

// Scripts still held when a test ends are never asked for.
test.afterEach(async ({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

test.describe('forms keep what was typed before their script ran', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  const inquiries = [
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

  for (const { path, zip, search, result } of [
    { path: '/location', zip: '우편번호', search: '검색', result: '엘리콧시티점' },
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
    for (const [path, name, ok] of [['/en/privacy', 'Cookie notice', 'OK']] as const) {
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

    test('the phone menu: before its script it leads to the site map, then it opens', { tag: '@phone' }, async ({ page, isMobile }) => {
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

    for (const path of ['/ourStory?tab=history']) {
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
    ]) {
      test(`${path}: a filter ticked at once is applied, in the panel left open`, { tag: '@phone' }, async ({ page, isMobile }) => {
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

    for (const path of ['/en/location']) {
      test(`${path}: the map and the list do not move when the search's script runs`, async ({ page }) => {
        await openEarly(page, path);
        await page.evaluate(() => document.fonts.ready);
        // Lighthouse saw the map column move up 99 px on a phone: the tabs appeared, a panel went.
        const top = () => page.locator('section[aria-labelledby="store-results"]').evaluate((list) => list.getBoundingClientRect().top + window.scrollY);
        const before = await top();
        await hydrated(page);
        expect(await top()).toBe(before);
      });

      test(`${path}: the state tab works before its script, and the state search is answered by the page`, async ({ page }) => {
        await openEarly(page, path);
        const panel = page.locator('#store-search-state-panel');
        await expect(panel).toBeHidden();
        // The tab is a link to its panel: the style sheet shows the panel the address names.
        await page.getByRole('tab', { name: 'State' }).click();
        await expect(panel).toBeVisible();
        await expect(page.locator('#store-search-zip-panel')).toBeHidden();
        await panel.locator('select[name="state"]').selectOption('VA');
        await panel.locator('button[type="submit"]').click();
        await expect(page).toHaveURL(/[?&]state=VA/);
        await expect(page.locator('section[aria-labelledby="store-results"] li').first()).toBeVisible();
      });
    }

    test('the home slider\'s arrows are offered once the slider runs, and turn it; nothing below moves', async ({ page }) => {
      await openEarly(page, '/en');
      // The controls' row keeps its place before the slider runs: shown then, it pushed the page down.
      const heroTop = () => page.locator('#home-hero-title').evaluate((title) => title.getBoundingClientRect().top + window.scrollY);
      const before = await heroTop();
      await hydrated(page);
      await expect(page.getByRole('button', { name: /next/i }).first()).toBeVisible();
      expect(await heroTop()).toBe(before);
      const next = page.getByRole('button', { name: /next/i }).first();
      await expect(next).toBeVisible();
      await next.click();
    });
  });
});

test.describe('lookups, the sign-in and searches keep what was typed before their script ran', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  for (const { path, email, password, confirm, empty } of [
    { path: '/career-my', email: '이메일', password: '비밀번호', confirm: '확인', empty: /검색 조건에 맞는 지원 내역이 없습니다/ },
  ]) {
    test(`${path}: the lookup keeps its e-mail and password and is answered once hydrated`, async ({ page }) => {
      await openEarly(page, path);
      await page.getByLabel(email).pressSequentially('nobody-early@example.com');
      await page.getByLabel(password).pressSequentially('not-mine');
      await hydrated(page);
      await expect(page.getByLabel(email)).toHaveValue('nobody-early@example.com');
      await expect(page.getByLabel(password)).toHaveValue('not-mine');
      await page.getByRole('button', { name: confirm }).click();
      await expect(page.getByRole('status')).toHaveText(empty);
    });
  }

  for (const { path, email, password, submit } of [
    { path: '/en/admin/login', email: 'E-mail', password: 'Password', submit: 'Sign in' },
  ]) {
    test(`${path}: the e-mail and password typed at once are kept, and sign in`, async ({ page }) => {
      await openEarly(page, path);
      await page.getByLabel(email).pressSequentially(ADMIN.email);
      await page.getByLabel(password).pressSequentially(ADMIN.password);
      await hydrated(page);
      await expect(page.getByLabel(email)).toHaveValue(ADMIN.email);
      await expect(page.getByLabel(password)).toHaveValue(ADMIN.password);
      await page.getByRole('button', { name: submit }).click();
      await giveSecondFactor(page);
      await expect(page).toHaveURL(/\/admin$/);
    });
  }

  for (const { path, keyword, location, label, search } of [
    { path: '/event', keyword: '만두', location: '지역', label: '검색어', search: '검색' },
  ]) {
    test(`${path}: a location and keyword chosen at once are kept, and Search looks for them`, async ({ page }) => {
      await openEarly(page, path);
      await page.getByLabel(location).selectOption('4');
      const box = page.getByLabel(label);
      await box.pressSequentially(keyword);
      await hydrated(page);
      await expect(page.getByLabel(location)).toHaveValue('4');
      await expect(box).toHaveValue(keyword);
      await page.getByRole('main').getByRole('button', { name: search, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`\\?location=4&search=${encodeURIComponent(keyword)}$`));
      await expect(box).toHaveValue(keyword);
    });
  }

  for (const { path, label, keyword, question, answer, results } of [
    { path: '/en/faq', label: 'Search the questions', keyword: 'receipt', question: 'Can I return an item without a receipt?', answer: 'Without a receipt we give store credit at the lowest sale price of the last 30 days.', results: '1 result for “receipt”' },
  ]) {
    test(`${path}: a question opens at once and stays open, and a search typed at once is kept and sent`, async ({ page }) => {
      await openEarly(page, path);
      const box = page.getByRole('searchbox', { name: label });
      await box.pressSequentially(keyword);
      await page.getByRole('main').locator('summary').filter({ hasText: question }).click();
      await expect(page.getByText(answer, { exact: false })).toBeVisible();
      await hydrated(page);
      await expect(page.getByText(answer, { exact: false })).toBeVisible();
      await expect(box).toHaveValue(keyword);
      await box.press('Enter');
      await expect(page.getByRole('heading', { level: 2, name: results })).toBeVisible();
    });
  }
});

test.describe('more controls work before their script, then switch', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  for (const { path, editions, chinese, zoom, viewer } of [
    { path: '/sale/maryland', editions: '전단 언어', chinese: '중국어', zoom: '전단 크게 보기', viewer: '전단' },
  ]) {
    test(`${path}: an edition link shows its edition and the flyer opens as a picture before the script; then the tabs and the viewer take over`, async ({ page }) => {
      await openEarly(page, path);
      await page.getByRole('navigation', { name: editions }).getByRole('link', { name: chinese }).click();
      await expect(page).toHaveURL(/\?lang=2#flyer-panel-2$/);
      expect(await isHydrated(page), 'the edition\'s page was hydrated before the test acted').toBe(false);
      await expect(page.locator('#flyer-panel-2 img')).toBeVisible();
      await expect(page.locator('#flyer-panel-1 img')).toBeHidden();
      await expectFollowedToPicture(page, page.locator('#flyer-panel-2').getByRole('button', { name: new RegExp(`^${zoom}: `) }));

      await hydrated(page);
      await expect(page.getByRole('tab', { name: chinese })).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('button', { name: new RegExp(`^${zoom}: `) }).click();
      await expect(page.getByRole('dialog', { name: viewer })).toBeVisible();
    });
  }

  for (const { path, photo, location, gallery } of [
    { path: '/en/location-detail/sterling-va', photo: 'Enlarge photo', location: 'Location', gallery: 'Store photos' },
  ]) {
    test(`${path}: every panel shows and a photo opens as a picture before the script; then the tabs and the gallery take over`, async ({ page }) => {
      await openEarly(page, path);
      await expect(page.getByRole('tablist')).toBeHidden();
      for (const panel of await page.locator('[role="tabpanel"]').all()) await expect(panel).toBeVisible();
      await expectFollowedToPicture(page, page.getByRole('button', { name: new RegExp(`^${photo}: `) }).first());

      await hydrated(page);
      await page.getByRole('tab', { name: location, exact: true }).click();
      await expect(page.locator('#store-panel-location')).toBeVisible();
      await expect(page.locator('#store-panel-info')).toBeHidden();
      await page.getByRole('button', { name: new RegExp(`^${photo}: `) }).first().click();
      await expect(page.getByRole('dialog', { name: gallery }).getByText('1 / 5')).toBeVisible();
    });
  }

  for (const { path, pages, second } of [
    { path: '/announcement', pages: '페이지', second: '2 페이지' },
  ]) {
    test(`${path}: the pager's links work at once`, async ({ page }) => {
      await openEarly(page, path);
      await page.getByRole('navigation', { name: pages }).getByRole('link', { name: second }).click();
      await expect(page).toHaveURL(/\?page=2$/);
      await expect(page.getByRole('main').getByRole('listitem').locator('a[href*="/announcement/"]')).toHaveCount(5);
    });
  }
});
