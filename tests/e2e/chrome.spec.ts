import { acceptCookies, expect, hydrating, test } from './fixtures';

/*
 * The chrome as a real browser keeps it: local and session storage across pages and sessions, the
 * cookie notice's inline script before the first paint, focus, scrolling and full loads. What the
 * components say and do on their own is tested below the browser (tests/unit/cookie-notice.test.tsx,
 * floating-widget.test.tsx, main-nav.test.tsx).
 */

test.describe('cookie notice', () => {
  test('is in the first paint for a new visitor and shows until OK; then never again, and never flashes', async ({ page }) => {
    const notice = page.getByRole('dialog', { name: '쿠키 안내' });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const shown = document.querySelector('dialog[aria-label="쿠키 안내"]');
        (window as unknown as { noticeAtParse: string }).noticeAtParse = shown ? getComputedStyle(shown).display : 'absent';
      });
    });
    const atParse = () => page.evaluate(() => (window as unknown as { noticeAtParse?: string }).noticeAtParse);
    await page.goto('/privacy');
    expect(await atParse()).toBe('flex');
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: '개인정보처리방침' })).toHaveAttribute('href', '/privacy');
    // Reached right after the skip link, not after every link of the page.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(notice.getByRole('link', { name: '개인정보처리방침' })).toBeFocused();
    // A control focused below the screen is scrolled clear of the notice, not under it.
    const clear = await page.evaluate(() => {
      const below = [...document.querySelectorAll<HTMLElement>('main a[href], footer a[href]')].find((link) => link.getBoundingClientRect().top > window.innerHeight);
      below!.focus();
      return document.querySelector('dialog[data-cookie-notice]')!.getBoundingClientRect().top - below!.getBoundingClientRect().bottom;
    });
    expect(clear).toBeGreaterThanOrEqual(0);
    await notice.getByRole('button', { name: '확인' }).click();
    await expect(notice).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('visit'))).toBe('true');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice).toHaveCount(0);
    await page.goto('/giftcard');
    // Hidden by the inline script before the first paint (or not rendered at all): never shown.
    expect(['none', 'absent']).toContain(await atParse());
    await expect(notice).toHaveCount(0);
    await page.goto('/en/giftcard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Cookie notice' })).toHaveCount(0);
  });
});

test.describe('floating widget', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('back to top returns to the top; closed, it stays closed for the session and opens again in a new one', async ({ page, browser }) => {
    await page.goto('/privacy');
    const widget = page.getByRole('complementary', { name: '바로가기' });
    const toggle = widget.getByRole('button', { name: '바로가기 닫기' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(widget.getByRole('link', { name: /기프트 카드/ })).toHaveAttribute('href', '/giftcard');
    const membership = widget.getByRole('link', { name: /롯데 플러스/ });
    await expect(membership).toHaveAttribute('target', '_blank');
    await expect(membership).toHaveAttribute('rel', /noopener/);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('link', { name: '맨 위로' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await toggle.click();
    await expect(widget.getByRole('button', { name: '바로가기 열기' })).toHaveAttribute('aria-expanded', 'false');
    await expect(widget.getByRole('link', { name: /기프트 카드/ })).toBeHidden();
    expect(await page.evaluate(() => window.sessionStorage.getItem('floatOpen'))).toBe('false');

    await page.goto('/giftcard');
    await expect(page.getByRole('button', { name: '바로가기 열기' })).toHaveAttribute('aria-expanded', 'false');

    const fresh = await browser.newContext({ locale: 'ko-KR' });
    const other = hydrating(await fresh.newPage());
    await other.goto('/privacy');
    await expect(other.getByRole('button', { name: '바로가기 닫기' })).toHaveAttribute('aria-expanded', 'true');
    await fresh.close();
  });
});

test.describe('header and footer', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('the skip link jumps to the main content; the header has the logo, the six links and the language switch; the footer its 14 links and two networks', async ({ page }) => {
    await page.goto('/en');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Lotte Plaza Market home' })).toHaveAttribute('href', '/en');
    await expect(header.getByRole('link', { name: 'KR 한국어로 보기' })).toHaveAttribute('href', '/');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const expected = ['/en/ourStory', '/en/products', '/en/sale', '/en/event', '/en/location', '/en/career'];
    const links = nav.locator('li a');
    await expect(links).toHaveCount(6);
    for (const [index, href] of expected.entries()) await expect(links.nth(index)).toHaveAttribute('href', href);

    const footerNav = page.getByRole('navigation', { name: 'Site links' });
    await expect(footerNav.getByRole('link')).toHaveCount(14);
    const social = page.getByRole('list', { name: 'Follow us' }).getByRole('link');
    await expect(social).toHaveCount(2);
    for (const link of await social.all()) await expect(link).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Lotte Plaza Market home' })).toBeVisible();
  });

  test('clicking the link of the page already shown loads it afresh', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/en/ourStory');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    // On a phone the link is in the folded menu.
    if (await page.getByRole('button', { name: 'Open menu' }).isVisible()) await page.getByRole('button', { name: 'Open menu' }).click();
    const link = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Our Story' });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await Promise.all([page.waitForEvent('load'), link.click()]);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    await expect(page).toHaveURL(/\/en\/ourStory$/);
  });

  test('a route change scrolls to the top', async ({ page }) => {
    await page.goto('/privacy');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('navigation', { name: '사이트 링크' }).getByRole('link', { name: '기프트 카드' }).click();
    await expect(page).toHaveURL(/\/giftcard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('기프트 카드');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the page is not marked as scripted in advance (each control switches when its code runs), and fetches no web font and no analytics (no measurement id set)', async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { markedAtParse: boolean }).markedAtParse = document.documentElement.classList.contains('js');
      });
    });
    const requests: Array<{ url: string; type: string }> = [];
    page.on('request', (request) => requests.push({ url: request.url(), type: request.resourceType() }));
    // Hydrated when goto returns (fixtures.ts): every control has run its code.
    await page.goto('/en/products/groceries');
    expect(await page.evaluate(() => (window as unknown as { markedAtParse?: boolean }).markedAtParse)).toBe(false);
    expect(await page.locator('header [data-needs-script="waiting"]').count()).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(requests.filter((request) => request.type === 'font').map((request) => request.url)).toEqual([]);
    expect(requests.filter((request) => request.url.includes('googletagmanager')).map((request) => request.url)).toEqual([]);
    expect(await page.locator('script#_next-ga-init').count()).toBe(0);
  });
});

test.describe('menu on phones', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('folds behind a toggle below 769 px and stays open on wider screens', { tag: '@phone' }, async ({ page }, testInfo) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: '주 메뉴' });
    const firstLink = nav.getByRole('link', { name: '회사 소개' });
    if (testInfo.project.name !== 'phone') {
      await expect(page.getByRole('button', { name: '메뉴 열기' })).toBeHidden();
      await expect(firstLink).toBeVisible();
      return;
    }
    const toggle = page.getByRole('button', { name: '메뉴 열기' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(firstLink).toBeHidden();
    await toggle.click();
    const close = page.getByRole('button', { name: '메뉴 닫기' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(firstLink).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: '메뉴 열기' })).toHaveAttribute('aria-expanded', 'false');
    await expect(firstLink).toBeHidden();

    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await nav.getByRole('link', { name: '채용' }).click();
    await expect(page).toHaveURL(/\/career$/);
    await expect(page.getByRole('button', { name: '메뉴 열기' })).toHaveAttribute('aria-expanded', 'false');
  });
});
