import type { Page } from '@playwright/test';
import { acceptCookies, expect, seriousA11yViolations, test } from './fixtures';

const visual = (page: Page) => page.getByRole('region', { name: '주요 소식' });
const banners = (page: Page) => page.getByRole('region', { name: '롯데플라자 소식' });
const counter = (page: Page) => visual(page).locator('p').filter({ hasText: '/' }).last();

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test.describe('home: main visual', () => {
  test('the first slide is in the server HTML and asked for first', async ({ request }) => {
    const html = await (await request.get('/')).text();
    // Each picture in the sizes the optimizer makes of it: a phone fetches the width it draws.
    expect(html).toMatch(
      /<source media="\(orientation: portrait\)" srcSet="\/_next\/image\?url=%2Fapi%2Ffiles%2F\d+%2Fslide-ad-1-mobile-ko\.webp%3Fv%3D[0-9a-f]{12}&amp;w=640&amp;q=75 640w, [^"]*&amp;w=750&amp;q=75 750w, [^"]*" sizes="100vw"\/><img src="\/_next\/image\?url=%2Fapi%2Ffiles%2F\d+%2Fslide-ad-1-pc-ko\.webp%3Fv%3D[0-9a-f]{12}&amp;w=\d+&amp;q=75" srcSet="[^"]*slide-ad-1-pc-ko\.webp%3Fv%3D[0-9a-f]{12}&amp;w=1920&amp;q=75 1920w[^"]*" sizes="100vw"[^>]* fetchPriority="high"/,
    );
    expect(html).toContain('alt="김치 재료 특가 대잔치"');
    // The next picture is asked for once the slider runs; later ones once they are due.
    expect(html).not.toMatch(/(src|srcSet)="[^"]*slide-ad-2-(pc|mobile)-ko\.webp(\?v=[0-9a-f]{12})?"/);
    expect(html).not.toMatch(/(src|srcSet)="[^"]*slide-image-1-(pc|mobile)\.webp(\?v=[0-9a-f]{12})?"/);
  });

  test('the next slide\'s picture is fetched once the slider runs, before its turn', async ({ page }) => {
    await page.goto('/');
    await expect(visual(page).locator('img[src*="slide-ad-2-"]')).toHaveCount(1);
  });

  test('arrows, the two-digit counter, loop, and links by slide type', async ({ page }) => {
    await page.goto('/');
    const region = visual(page);
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

  test('English slides: the English picture, title and overlay', async ({ page }) => {
    await page.goto('/en');
    const region = page.getByRole('region', { name: 'Featured' });
    const ad = region.getByRole('group', { name: '1 of 5' }).getByRole('img');
    await expect(ad).toHaveAttribute('alt', 'Everything for homemade kimchi');
    await expect(ad).toHaveAttribute('src', /slide-ad-1-pc-en\.webp%3Fv%3D[0-9a-f]{12}&w=/);
    await expect(region.getByRole('group', { name: '3 of 5' }).getByText('Fresh produce every morning')).toBeAttached();
    await expect(region.getByRole('group', { name: '4 of 5' }).getByRole('link', { name: 'Seafood' })).toHaveAttribute('href', '/en/products/seafood');
  });

  test('turns by itself every 5 s; only play/pause stops it, with the pointer and focus still on it', async ({ page }) => {
    await page.goto('/');
    const region = visual(page);
    await expect(counter(page)).toHaveText('02 / 05', { timeout: 8_000 });
    await region.getByRole('button', { name: '슬라이드 자동 재생 멈춤' }).click();
    await page.waitForTimeout(5_500);
    await expect(counter(page)).toHaveText('02 / 05');
    await region.getByRole('button', { name: '슬라이드 자동 재생' }).click();
    await expect(region.getByRole('button', { name: '슬라이드 자동 재생 멈춤' })).toBeFocused();
    await expect(counter(page)).toHaveText('03 / 05', { timeout: 8_000 });
  });

  test('an arrow press leaves autoplay on: the slides go on from the one it chose', async ({ page }) => {
    await page.goto('/');
    const region = visual(page);
    await expect(counter(page)).toHaveText('01 / 05');
    await region.getByRole('button', { name: '다음 슬라이드' }).click();
    await expect(counter(page)).not.toHaveText('01 / 05');
    // The next slide; or the one after, when the slider's own turn came between (a busy machine
    // can take 5 s from the check above to the press).
    const chosen = Number((await counter(page).textContent())!.slice(0, 2));
    expect([2, 3]).toContain(chosen);
    await expect(counter(page)).toHaveText(`0${chosen + 1} / 05`, { timeout: 7_000 });
    await expect(region.getByRole('button', { name: '슬라이드 자동 재생 멈춤' })).toBeVisible();
  });

  test('a video reached by an arrow plays to its end, then the slides go on', async ({ page }) => {
    await page.goto('/');
    const region = visual(page);
    await region.getByRole('button', { name: '이전 슬라이드' }).click();
    await expect(counter(page)).toHaveText('05 / 05');
    // The demo clip is 8 s long (scripts/demo/draw-demo-video.mts).
    const video = region.getByRole('group', { name: '5 / 5' }).locator('video');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0.2), { timeout: 8_000 }).toBe(true);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.ended), { timeout: 12_000 }).toBe(true);
    await expect(counter(page)).toHaveText('01 / 05', { timeout: 7_000 });
    await expect(region.getByRole('button', { name: '슬라이드 자동 재생 멈춤' })).toBeVisible();
  });

  test('does not turn under reduced motion until play is pressed', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const region = visual(page);
    await expect(region.getByRole('button', { name: '슬라이드 자동 재생', exact: true })).toBeVisible();
    await page.waitForTimeout(5_500);
    await expect(counter(page)).toHaveText('01 / 05');
  });

  test('a playing video holds the slides; its pause lets them go on; it starts over when shown again', async ({ page }) => {
    await page.goto('/');
    const region = visual(page);
    await region.getByRole('button', { name: '이전 슬라이드' }).click();
    const video = region.getByRole('group', { name: '5 / 5' }).locator('video');
    await expect(video).toHaveAttribute('src', /fresh-market\.webm\?v=[0-9a-f]{12}$/);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0.2), { timeout: 8_000 }).toBe(true);
    await page.waitForTimeout(5_500);
    await expect(counter(page)).toHaveText('05 / 05');
    await video.evaluate((element: HTMLVideoElement) => element.pause());
    await expect(counter(page)).toHaveText('01 / 05', { timeout: 8_000 });
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await region.getByRole('button', { name: '이전 슬라이드' }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
    expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeLessThan(2);
  });

  test('portrait screens get the tall picture', async ({ page }, testInfo) => {
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
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');

    await open.click();
    await dialog.getByRole('button', { name: '닫기' }).click();
    await expect(dialog).toBeHidden();

    await open.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(3, 400);
    await expect(dialog).toBeHidden();
  });

  test('membership opens the member site in a new tab; gift cards go to /giftcard', async ({ page }) => {
    await page.goto('/en');
    const region = page.getByRole('region', { name: 'Lotte Plaza news' });
    const membership = region.getByRole('link', { name: 'Join Lotte Plus (opens in a new tab)' });
    await expect(membership).toHaveAttribute('target', '_blank');
    await expect(membership).toHaveAttribute('href', /^https:\/\//);
    await expect(region.getByRole('link', { name: 'See gift cards' })).toHaveAttribute('href', '/en/giftcard');
  });

  test('the newest announcements link to their detail view, titled in the page\'s language', async ({ page }) => {
    await page.goto('/en');
    const news = page.getByRole('region', { name: 'Announcements' });
    const links = news.getByRole('listitem').getByRole('link');
    await expect(links).toHaveCount(5);
    await expect(links.first()).toHaveAttribute('href', /^\/en\/announcement\/\d+$/);
    await expect(links.first()).toContainText(/[A-Za-z]/);
    await expect(news.getByRole('link', { name: 'All announcements' })).toHaveAttribute('href', '/en/announcement');
  });

  test('with the video slide shown, the page has no serious accessibility problem', async ({ page }) => {
    await page.goto('/');
    // What is checked here is the page with the video shown; the arrows have their own test. On a
    // busy machine a press right after load is at times lost (not understood yet): press again.
    await expect(async () => {
      if ((await counter(page).textContent())?.replace(/\s+/g, ' ').trim() !== '05 / 05') await visual(page).getByRole('button', { name: '이전 슬라이드' }).click();
      await expect(counter(page)).toHaveText('05 / 05', { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
