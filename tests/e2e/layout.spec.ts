import { acceptCookies, expect, test } from './fixtures';

test.beforeEach(async ({ page }) => acceptCookies(page));

const WIDTHS = [320, 360, 390, 600, 700, 768, 769, 800, 844, 900, 1024, 1100, 1139, 1140, 1280, 1440, 1920];

/* Sideways scrolling at every width, page by page, is page-sweeps.spec.ts's. */
test.describe('the header at every width', () => {
  test.skip(({ isMobile }) => isMobile, 'widths are set one by one on the desktop project');

  test('the header keeps the language switch and every link (or the menu button) on screen', async ({ page }) => {
    await page.goto('/en');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'View in English' }), `at ${width} px`).toBeInViewport({ ratio: 1 });
      if (width < 769) {
        await expect(header.getByRole('button', { name: 'Open menu' }), `at ${width} px`).toBeInViewport({ ratio: 1 });
      } else {
        for (const link of await header.getByRole('navigation').getByRole('link').all()) await expect(link, `at ${width} px`).toBeInViewport({ ratio: 1 });
      }
    }
  });
});

test.describe('type', () => {
  test('the greyed Submit reads at full size and 4.5:1 or better', async ({ page }) => {
    await page.goto('/en/contact');
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    const { size, ratio } = await submit.evaluate((button) => {
      const style = getComputedStyle(button);
      const channels = (color: string) => color.match(/\d+(\.\d+)?/g)!.slice(0, 3).map(Number);
      const luminance = (color: string) => {
        const [r, g, b] = channels(color).map((value) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const [light, dark] = [luminance(style.backgroundColor), luminance(style.color)].sort((a, b) => b - a);
      return { size: parseFloat(style.fontSize), ratio: (light! + 0.05) / (dark! + 0.05) };
    });
    expect(size).toBeGreaterThanOrEqual(16);
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });

  test('a long Korean title breaks between words, never inside one', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/event/10');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText('엘리콧시티점 김치 담그기 클래스');
    const breaks = await title.evaluate((heading) => {
      const text = heading.firstChild as Text;
      const range = document.createRange();
      const tops: number[] = [];
      for (let i = 0; i < text.length; i += 1) {
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        tops.push(range.getBoundingClientRect().top);
      }
      // The characters that start a new line, and what stands before them.
      return tops.flatMap((top, i) => (i > 0 && top > tops[i - 1]! + 2 ? [text.data[i - 1]] : []));
    });
    expect(breaks.length).toBeGreaterThan(0);
    for (const before of breaks) expect(before).toBe(' ');
  });

  test('the gift card amounts are not offered as a choice the page cannot take', async ({ page }) => {
    await page.goto('/en/giftcard');
    await expect(page.getByRole('heading', { level: 2, name: 'Available amounts' })).toBeVisible();
    await expect(page.getByText(/choose/i)).toHaveCount(0);
  });
});

test.describe('on a phone', { tag: '@phone' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'phone layout');

  test('the floating widget is one slim row that leaves the end of every page uncovered', async ({ page }) => {
    for (const path of ['/en/location', '/event/38', '/en/sale/maryland']) {
      await page.goto(path);
      const widget = page.getByRole('complementary', { name: /Quick links|바로가기/ });
      const box = (await widget.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(56);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
      const copyright = (await page.getByRole('contentinfo').getByText(/©/).boundingBox())!;
      const widgetTop = (await widget.boundingBox())!.y;
      expect(copyright.y + copyright.height, path).toBeLessThanOrEqual(widgetTop);
    }
  });

  test('all four store page tabs fit an English phone, words whole', async ({ page }) => {
    await page.goto('/en/location-detail/sterling-va');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Information', 'Location', 'Special Deals', 'Weekly Sale']);
    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 844 });
      for (const tab of await tabs.all()) {
        const box = (await tab.boundingBox())!;
        expect(box.x, `at ${width} px`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `at ${width} px`).toBeLessThanOrEqual(width);
        expect(await tab.evaluate((node) => node.scrollWidth <= node.clientWidth), `at ${width} px`).toBe(true);
      }
    }
  });
});
