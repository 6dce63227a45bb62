import type { Page } from '@playwright/test';
import { acceptCookies, expect, test } from './fixtures';

/*
 * The home page's sliders as a real browser runs them: swiper, timers, the video and the popup.
 * Below the browser: which slides the server's HTML holds and how their pictures are asked for
 * (tests/unit/main-visual-server-html.test.tsx, slide-picture-sources.test.ts), the autoplay
 * rules (tests/unit/home-slides.test.ts) and the slides' data (tests/api/content-reads.test.ts).
 */

const visual = (page: Page) => page.getByRole('region', { name: '주요 소식' });
const banners = (page: Page) => page.getByRole('region', { name: '롯데플라자 소식' });
const counter = (page: Page) => visual(page).locator('p').filter({ hasText: '/' }).last();
/** The slider turns on its own (the progress bar runs). */
const running = (page: Page) => visual(page).locator('[data-running]');
/**
 * Waits until a turn's movement has ended: the slider sets its next autoplay timer then (swiper
 * waits for the wrapper's transitionend), so moving the clock before it would prove nothing.
 */
const settled = (page: Page) => expect.poll(() => visual(page).locator('.swiper-wrapper').evaluate((wrapper: HTMLElement) => wrapper.style.transitionDuration)).toBe('0ms');

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test.describe('home: main visual', () => {
  test('arrows, the two-digit counter, loop, and links by slide type; the next slide\'s picture is fetched once the slider runs', async ({ page }) => {
    await page.goto('/');
    const region = visual(page);
    // Before its turn: asked for as soon as the slider runs.
    await expect(region.locator('img[src*="slide-ad-2-"]')).toHaveCount(1);
    await expect(counter(page)).toHaveText('01 / 05');
    const first = region.getByRole('group', { name: '1 / 5' });
    await expect(first.getByRole('link', { name: '김치 재료 특가 대잔치' })).toHaveAttribute('href', '/event/21');
    await region.getByRole('button', { name: '이전 슬라이드' }).click();
    await expect(counter(page)).toHaveText('05 / 05');
    for (const position of ['01', '02', '03']) {
      await region.getByRole('button', { name: '다음 슬라이드' }).click();
      await expect(counter(page)).toHaveText(`${position} / 05`);
    }
    const image = region.getByRole('group', { name: '3 / 5' });
    await expect(image.getByRole('link', { name: /매일 아침 들어오는 신선한 농산물/ })).toHaveAttribute('href', '/products');
    // Reaching for the slider made every picture due.
    await expect(image.locator('img')).toHaveAttribute('src', /slide-image-1-pc\.webp%3Fv%3D[0-9a-f]{12}&w=/);
    await expect(region.getByRole('group', { name: '4 / 5' }).locator('img')).toHaveAttribute('src', /slide-image-2-pc\.webp%3Fv%3D[0-9a-f]{12}&w=/);
    await expect(image.getByText('산지에서 매장까지, 가장 신선하게')).toHaveCSS('color', 'rgb(255, 255, 255)');
    // Only the slide shown can be reached.
    await expect(first).toHaveAttribute('inert', '');
  });

  test('turns by itself every 5 s and goes on after an arrow press; only play/pause stops it, with the pointer and focus still on it', async ({ page }) => {
    // The page's clock runs as usual; the test moves it forward instead of waiting.
    await page.clock.install();
    await page.goto('/');
    const region = visual(page);
    await expect(counter(page)).toHaveText('01 / 05');
    await expect(running(page)).toHaveAttribute('data-running', 'true');
    await page.clock.fastForward(5_000);
    // Or by itself within its 5 s, should the clock have moved before the slider set its timer.
    await expect(counter(page)).toHaveText('02 / 05', { timeout: 7_000 });
    await settled(page);

    await region.getByRole('button', { name: '다음 슬라이드' }).click();
    await expect(counter(page)).toHaveText('03 / 05');
    await settled(page);
    await expect(running(page)).toHaveAttribute('data-running', 'true');
    await page.clock.fastForward(5_000);
    await expect(counter(page)).toHaveText('04 / 05', { timeout: 7_000 });
    await settled(page);

    await region.getByRole('button', { name: '슬라이드 자동 재생 멈춤' }).click();
    await expect(running(page)).toHaveAttribute('data-running', 'false');
    await page.clock.fastForward(5_500);
    await expect(counter(page)).toHaveText('04 / 05');
    // A turn would have moved the slides at once (swiper sets `inert` on the slides it leaves).
    await expect(region.getByRole('group', { name: '4 / 5' })).not.toHaveAttribute('inert', '');

    await region.getByRole('button', { name: '슬라이드 자동 재생' }).click();
    await expect(region.getByRole('button', { name: '슬라이드 자동 재생 멈춤' })).toBeFocused();
    await expect(running(page)).toHaveAttribute('data-running', 'true');
    await page.clock.fastForward(5_000);
    await expect(counter(page)).toHaveText('05 / 05', { timeout: 7_000 });
  });

  test('does not turn under reduced motion until play is pressed', async ({ page }) => {
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const region = visual(page);
    await expect(region.getByRole('button', { name: '슬라이드 자동 재생', exact: true })).toBeVisible();
    await expect(running(page)).toHaveAttribute('data-running', 'false');
    await page.clock.fastForward(5_500);
    await expect(counter(page)).toHaveText('01 / 05');
    await expect(region.getByRole('group', { name: '1 / 5' })).not.toHaveAttribute('inert', '');
  });

  test('a playing video holds the slides; paused, they go on; shown again it starts over, and at its end the slides go on', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const region = visual(page);
    await region.getByRole('button', { name: '이전 슬라이드' }).click();
    await expect(counter(page)).toHaveText('05 / 05');
    const video = region.getByRole('group', { name: '5 / 5' }).locator('video');
    await expect(video).toHaveAttribute('src', /fresh-market\.webm\?v=[0-9a-f]{12}$/);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0.2), { timeout: 8_000 }).toBe(true);
    await settled(page);
    await expect(running(page)).toHaveAttribute('data-running', 'false');
    await page.clock.fastForward(5_500);
    await expect(counter(page)).toHaveText('05 / 05');

    await video.evaluate((element: HTMLVideoElement) => element.pause());
    await expect(running(page)).toHaveAttribute('data-running', 'true');
    await page.clock.fastForward(5_000);
    await expect(counter(page)).toHaveText('01 / 05', { timeout: 7_000 });
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);

    await region.getByRole('button', { name: '이전 슬라이드' }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
    expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeLessThan(2);
    // The demo clip is 8 s long (scripts/demo/draw-demo-video.mts); the slides go on once it has ended.
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.ended), { timeout: 12_000 }).toBe(true);
    await expect(running(page)).toHaveAttribute('data-running', 'true');
    await page.clock.fastForward(5_000);
    await expect(counter(page)).toHaveText('01 / 05', { timeout: 7_000 });
    await expect(region.getByRole('button', { name: '슬라이드 자동 재생 멈춤' })).toBeVisible();
  });

  test('portrait screens get the tall picture', { tag: '@phone' }, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'a phone held upright');
    await page.goto('/');
    const picture = visual(page).getByRole('group', { name: '1 / 5' }).getByRole('img');
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/slide-ad-1-mobile-ko\.webp%3Fv%3D[0-9a-f]{12}&w=(640|750|828)&/);
  });
});

test.describe('home: banners and news', () => {
  test('the opening banner opens a popup that closes by Escape, its button and a click outside', async ({ page }) => {
    await page.goto('/');
    const open = banners(page).getByRole('button', { name: '오픈 소식 보기' });
    // The banners' swiper starts when they come near the viewport; then go to the opening banner.
    await banners(page).scrollIntoViewIfNeeded();
    await expect(banners(page).locator('.swiper')).toBeAttached();
    await banners(page).getByRole('button', { name: '다음 슬라이드' }).click();
    await open.click();
    // Jacksonville opened on 2025-09-12 (lib/content/stores.ts): a grand opening for 60 days, then our newest store.
    const grandOpening = Date.now() < Date.parse('2025-11-12T05:00:00Z');
    const dialog = page.getByRole('dialog', { name: grandOpening ? '새 매장 오픈' : '새로 문을 연 매장' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(grandOpening ? '잭슨빌점 그랜드 오픈' : '롯데플라자 마켓 잭슨빌점', { exact: true })).toBeVisible();
    await expect(dialog.getByText('그랜드 오픈')).toHaveCount(grandOpening ? 1 : 0);
    await expect(dialog.getByText('2025년 09월 12일에 문을 열었습니다.')).toBeVisible();
    await expect(dialog.getByRole('link', { name: '매장 안내 보기' })).toHaveAttribute('href', '/location-detail/jacksonville-fl');
    await expect(dialog.getByRole('link', { name: '플로리다 스페셜 딜 보기' })).toHaveAttribute('href', '/event?location=3');
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('');

    await open.click();
    await dialog.getByRole('button', { name: '닫기' }).click();
    await expect(dialog).toBeHidden();

    await open.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(3, 400);
    await expect(dialog).toBeHidden();
  });

  test('in English: the English slides, membership in a new tab, gift cards, and the newest announcements linked to their pages', async ({ page }) => {
    await page.goto('/en');
    const region = page.getByRole('region', { name: 'Featured' });
    const ad = region.getByRole('group', { name: '1 of 5' }).getByRole('img');
    await expect(ad).toHaveAttribute('alt', 'Everything for homemade kimchi');
    await expect(ad).toHaveAttribute('src', /slide-ad-1-pc-en\.webp%3Fv%3D[0-9a-f]{12}&w=/);
    await expect(region.getByRole('group', { name: '3 of 5' }).getByText('Fresh produce every morning')).toBeAttached();
    await expect(region.getByRole('group', { name: '4 of 5' }).getByRole('link', { name: 'Seafood' })).toHaveAttribute('href', '/en/products/seafood');

    const news = page.getByRole('region', { name: 'Lotte Plaza news' });
    const membership = news.getByRole('link', { name: 'Join Lotte Plus (opens in a new tab)' });
    await expect(membership).toHaveAttribute('target', '_blank');
    await expect(membership).toHaveAttribute('href', /^https:\/\//);
    await expect(news.getByRole('link', { name: 'See gift cards' })).toHaveAttribute('href', '/en/giftcard');

    const notices = page.getByRole('region', { name: 'Announcements' });
    const links = notices.getByRole('listitem').getByRole('link');
    await expect(links).toHaveCount(5);
    await expect(links.first()).toHaveAttribute('href', /^\/en\/announcement\/\d+$/);
    await expect(links.first()).toContainText(/[A-Za-z]/);
    await expect(notices.getByRole('link', { name: 'All announcements' })).toHaveAttribute('href', '/en/announcement');
  });
});
