import type { Locator, Page } from '@playwright/test';
import { acceptCookies, expect, test } from './fixtures';
import { expectSideScrollCue } from './side-scroll-cue';

test.beforeEach(async ({ page }) => acceptCookies(page));

const departments = (page: Page) => page.getByRole('tablist', { name: '상품 분류' });

/** How many of a carousel's slides are inside its visible width, and the gap between the first two. */
async function layoutOf(carousel: Locator) {
  return carousel.evaluate((element) => {
    // Before swiper has drawn (a page still loading on a busy machine): nothing to measure yet, poll again.
    const swiper = element.querySelector('.swiper');
    if (!swiper) return null;
    const box = swiper.getBoundingClientRect();
    const slides = [...element.querySelectorAll('.swiper-slide')].map((slide) => slide.getBoundingClientRect()).filter((rect) => rect.left >= box.left - 1 && rect.right <= box.right + 1);
    slides.sort((a, b) => a.left - b.left);
    return { perView: slides.length, gap: slides.length > 1 ? Math.round(slides[1]!.left - slides[0]!.right) : null };
  });
}

test.describe('Products', () => {
  // Each department's title and canonical: tests/api/page-metadata.test.ts; the content (seven produce
  // items, six brands, which turn by themselves): tests/unit/product-content.test.ts.
  test('produce at /products; choosing a department opens its own page at its content, with its title', async ({ page }) => {
    await page.goto('/products');
    await expect(departments(page).getByRole('tab', { name: '농산' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: '농산 추천 상품' })).toBeVisible();
    await departments(page).getByRole('tab', { name: '수산' }).click();
    await expect(page).toHaveURL(/\/products\/seafood#products$/);
    await expect(departments(page).getByRole('tab', { name: '수산' })).toBeInViewport();
    await expect(departments(page).getByRole('tab', { name: '수산' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: '수산 추천 상품' })).toBeAttached();
    await expect(page).toHaveTitle('수산 | 상품 소개 | 롯데플라자 마켓');
  });

  test('produce: the carousel of items turns by itself; the vendor box asks with the department chosen', async ({ page }) => {
    await page.goto('/en/products');
    const carousel = page.getByRole('region', { name: 'Featured Produce' });
    await expect(carousel.getByRole('group')).toHaveCount(7);
    // Its controls come with the carousel, which starts once it is near the screen (far down a phone's page).
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('button', { name: 'Pause slides' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send a vendor inquiry' })).toHaveAttribute('href', '/en/productInquiry?cate=1');
  });

  test('item carousels: 1, 2 and 3 slides per view by width, gap 20 px then 30 px above 1024 px', async ({ page }) => {
    test.skip(test.info().project.name === 'phone', 'widths are set one by one on the desktop project');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const [width, perView, gap] of [[360, 1, null], [500, 2, 20], [800, 3, 20], [1280, 3, 30]] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/products/meat');
      const carousel = page.getByRole('region', { name: '정육 추천 상품' });
      await expect.poll(() => layoutOf(carousel), { message: `${width} px` }).toEqual({ perView, gap });
    }
  });

  test('groceries: six brands, one open at a time, brand carousels by width; the vendor box asks with groceries chosen', async ({ page }) => {
    test.skip(test.info().project.name === 'phone', 'widths are set one by one on the desktop project');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/products/groceries');
    await expect(page.getByRole('link', { name: '입점 문의하기' })).toHaveAttribute('href', '/productInquiry?cate=4');
    const brands = page.locator('details');
    await expect(brands).toHaveCount(6);
    await expect(brands.nth(0)).toHaveAttribute('open', '');
    await brands.nth(2).locator('summary').click();
    await expect(brands.nth(2)).toHaveAttribute('open', '');
    await expect(brands.nth(0)).not.toHaveAttribute('open', '');
    await expect(page.locator('details[open]')).toHaveCount(1);
    const seaPlaza = page.getByRole('region', { name: '씨 플라자 상품' });
    await expect.poll(() => layoutOf(seaPlaza)).toEqual({ perView: 5, gap: 30 });
    // Golden Grain and Seoul Sauce do not turn by themselves: no play/pause.
    await brands.nth(1).locator('summary').click();
    await expect(page.getByRole('region', { name: '골든 그레인 상품' }).getByRole('button', { name: /자동 재생/ })).toHaveCount(0);
    for (const [width, perView] of [[400, 2], [600, 3], [900, 4]] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => layoutOf(page.getByRole('region', { name: '골든 그레인 상품' })), { message: `${width} px` }).toEqual({ perView, gap: 20 });
    }
  });

  test('on a phone the department tabs show that they scroll, and the keyboard reaches the last', { tag: '@phone' }, async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone layout');
    await page.goto('/en/products');
    await expectSideScrollCue(page, page.getByRole('tablist', { name: 'Product departments' }));
  });
});

test.describe('Products without script', () => {
  test.use({ javaScriptEnabled: false });

  test('departments are links and brands open and close', async ({ page }) => {
    await page.goto('/products');
    await page.getByRole('tab', { name: '식료품' }).click();
    await expect(page).toHaveURL(/\/products\/groceries#products$/);
    await page.locator('details').nth(3).locator('summary').click();
    await expect(page.locator('details[open]')).toHaveCount(1);
  });
});
