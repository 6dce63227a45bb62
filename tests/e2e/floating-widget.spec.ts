import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { inEnglish, PUBLIC_PAGES } from './public-pages';

const WIDTHS = [390, 768, 1280, 1920];

const widgetOf = (page: Page) => page.getByRole('complementary', { name: /^(바로가기|Quick links)$/ });
const noticeOf = (page: Page) => page.getByRole('dialog', { name: /^(쿠키 안내|Cookie notice)$/ });

/** The page's first screen, then its end. */
async function atTopAndEnd(page: Page, check: (where: string) => Promise<void>) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await check('first screen');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
  await check('end');
}

/** The widget is there to use: at a page's end its back-to-top link is on screen at every width. */
async function expectOnScreenAtEnd(widget: Locator, where: string) {
  if (where === 'end') await expect(widget.getByRole('link', { name: /^(맨 위로|Back to top)$/ })).toBeInViewport();
}

/**
 * The visible text and controls that the widget lies over: those whose box meets the widget's
 * on screen and that are painted under it there (elementsFromPoint: what is clipped away or
 * drawn above the widget does not count).
 */
function coveredBy(widget: Locator): Promise<string[]> {
  return widget.evaluate((aside) => {
    const w = aside.getBoundingClientRect();
    const box = { left: Math.max(w.left, 0), top: Math.max(w.top, 0), right: Math.min(w.right, innerWidth), bottom: Math.min(w.bottom, innerHeight) };
    if (box.right <= box.left || box.bottom <= box.top) return [];
    const underWidget = (rect: DOMRect, element: Element) => {
      const left = Math.max(rect.left, box.left);
      const right = Math.min(rect.right, box.right);
      const top = Math.max(rect.top, box.top);
      const bottom = Math.min(rect.bottom, box.bottom);
      if (right - left < 1 || bottom - top < 1) return false;
      const stack = document.elementsFromPoint((left + right) / 2, (top + bottom) / 2);
      const widgetAt = stack.findIndex((node) => aside.contains(node));
      const elementAt = stack.indexOf(element);
      return widgetAt >= 0 && elementAt > widgetAt;
    };
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const parent = text.parentElement;
      if (!parent || aside.contains(parent) || !text.textContent?.trim() || !parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      range.selectNodeContents(text);
      if ([...range.getClientRects()].some((rect) => underWidget(rect, parent))) covered.push(`text "${text.textContent.trim().slice(0, 40)}"`);
    }
    const controls = document.body.querySelectorAll('a[href], button, input, select, textarea, summary, [role="tab"], [tabindex]:not([tabindex="-1"])');
    for (const control of controls) {
      if (aside.contains(control) || !control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (underWidget(control.getBoundingClientRect(), control)) covered.push(`${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 40) || control.getAttribute('aria-label')}"`);
    }
    return covered;
  });
}

/** The widget's controls on screen that the cookie notice lies over. */
async function hiddenUnder(widget: Locator, notice: Locator): Promise<string[]> {
  return notice.evaluate((section, aside) => {
    const hidden: string[] = [];
    for (const control of aside.querySelectorAll('a, button')) {
      const rect = control.getBoundingClientRect();
      const [x, y] = [rect.left + rect.width / 2, rect.top + rect.height / 2];
      if (!control.checkVisibility() || x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const top = document.elementFromPoint(x, y);
      if (top && section.contains(top)) hidden.push(control.textContent?.trim() || control.getAttribute('href') || control.tagName);
    }
    return hidden;
  }, await widget.elementHandle());
}

test.describe('floating widget', () => {
  test.skip(({ isMobile }) => isMobile, 'widths are set one by one on the desktop project');

  // Every load is a first visit: the cookie notice shows until OK is pressed on it.
  test.beforeEach(async ({ page }) => page.addInitScript(() => window.localStorage.removeItem('visit')));

  for (const path of PUBLIC_PAGES) {
    test(`${path}: at 390 to 1920 px, in either language, it covers no text or control and is never under the cookie notice`, async ({ page }) => {
      for (const address of [path, inEnglish(path)]) {
        await page.goto(address);
        const widget = widgetOf(page);
        const notice = noticeOf(page);
        await expect(notice).toBeVisible();
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await atTopAndEnd(page, async (where) => {
            await expectOnScreenAtEnd(widget, where);
            expect(await hiddenUnder(widget, notice), `${address} at ${width} px, ${where}, with the cookie notice`).toEqual([]);
          });
        }

        await notice.getByRole('button').click();
        await expect(notice).toBeHidden();
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await atTopAndEnd(page, async (where) => {
            await expectOnScreenAtEnd(widget, where);
            expect(await coveredBy(widget), `${address} at ${width} px, ${where}`).toEqual([]);
          });
        }
      }
    });
  }
});
