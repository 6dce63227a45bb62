import type { Locator, Page } from '@playwright/test';

/* Where the floating quick-links widget lies over the page, and the cookie notice over it (page-sweeps.spec.ts). */

export const widgetOf = (page: Page) => page.getByRole('complementary', { name: /^(바로가기|Quick links)$/ });
export const noticeOf = (page: Page) => page.getByRole('dialog', { name: /^(쿠키 안내|Cookie notice)$/ });

/**
 * The visible text and controls that the widget lies over: those whose box meets the widget's
 * on screen and that are painted under it there (elementsFromPoint: what is clipped away or
 * drawn above the widget does not count).
 */
export function coveredBy(widget: Locator): Promise<string[]> {
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
export async function hiddenUnder(widget: Locator, notice: Locator): Promise<string[]> {
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
