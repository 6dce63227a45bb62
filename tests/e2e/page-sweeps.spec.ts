import { expect, seriousA11yViolations, test } from './fixtures';
import { inBothLanguages, onePerShape, PUBLIC_PAGES } from './public-pages';
import { coveredBy, hiddenUnder, noticeOf, widgetOf } from './widget-geometry';
import type { Page } from '@playwright/test';

/*
 * One walk of every page of the registry (public-pages.ts), in both languages, as a first visit:
 * axe finds no serious or critical violation (colour contrast in Korean, the colours being the same in English), the page scrolls sideways at none of the site's
 * breakpoints, and the floating quick-links widget covers no text or control (nor does the cookie
 * notice cover the widget) at the top and the end of the page. Widths are set one by one on the
 * desktop project; what differs on a touch phone is tested where it lives (tagged @phone).
 *
 * The notice and the widget are both fixed to the window and the same on every page: whether the
 * notice covers the widget is checked on one page of each shape; what the widget covers, which is
 * the page's own text, on every page.
 */

/** Each side of every breakpoint the style sheets use, from the narrowest phone to a wide screen. */
const OVERFLOW_WIDTHS = [320, 374, 390, 480, 560, 640, 768, 769, 900, 1024, 1139, 1140, 1280, 1399, 1440, 1920];
/** Where the widget changes its form: a phone's row, at its narrowest and widest, and a desktop's column. */
const WIDGET_WIDTHS = [390, 768, 1280];

/** The page's first screen, then its end (jumped to: a page's smooth scrolling is not waited for). */
async function atTopAndEnd(page: Page, check: (where: string) => Promise<void>) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await check('first screen');
  // Jumped to again at each poll: a page still growing (pictures, carousels drawn late) moves its end.
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
        return Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
      }),
    )
    .toBe(true);
  await check('end');
}

test.describe('every public page, in both languages', () => {
  test.skip(({ isMobile }) => isMobile, 'widths are set one by one on the desktop project');
  // Every load is a first visit: the cookie notice shows until OK is pressed on it.
  test.beforeEach(async ({ page }) => page.addInitScript(() => window.localStorage.removeItem('visit')));

  const shapeSamples = new Set(onePerShape().map(({ path }) => path));
  for (const { path } of PUBLIC_PAGES) {
    for (const address of inBothLanguages(path)) {
      test(`${address}: axe finds nothing serious, no width scrolls sideways, the quick-links widget covers nothing`, async ({ page }) => {
        await page.goto(address);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const widget = widgetOf(page);
        const notice = noticeOf(page);
        await expect(notice).toBeVisible();
        // The English page has the Korean one's colours: its contrast is checked there.
        expect(await seriousA11yViolations(page, { contrast: address === path }), `${address}, axe`).toEqual([]);

        for (const width of shapeSamples.has(path) ? WIDGET_WIDTHS : []) {
          await page.setViewportSize({ width, height: 800 });
          await atTopAndEnd(page, async (where) => {
            if (where === 'end') await expect(widget.getByRole('link', { name: /^(맨 위로|Back to top)$/ })).toBeInViewport();
            expect(await hiddenUnder(widget, notice), `${address} at ${width} px, ${where}, with the cookie notice`).toEqual([]);
          });
        }
        await notice.getByRole('button').click();
        await expect(notice).toBeHidden();

        for (const width of OVERFLOW_WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${address} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
        }
        for (const width of WIDGET_WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await atTopAndEnd(page, async (where) => {
            if (where === 'end') await expect(widget.getByRole('link', { name: /^(맨 위로|Back to top)$/ })).toBeInViewport();
            expect(await coveredBy(widget), `${address} at ${width} px, ${where}`).toEqual([]);
          });
        }
      });
    }
  }
});
