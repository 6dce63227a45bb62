import { expect, test as base, type Page, type Response } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * axe as every test runs it. Our pages hold no cross-origin frames, so axe runs in the page itself
 * (legacy mode: no blank page opened for axe's finishing step) and lists only violations: a third
 * of the time on the weekly sale. `label-content-name-mismatch` (WCAG 2.5.3, still experimental in
 * axe) is on: speech-control users say what they see, so a control's name holds its visible text.
 */
export const axe = (page: Page, { contrast = true }: { contrast?: boolean } = {}) =>
  new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true }, 'color-contrast': { enabled: contrast } } });

/**
 * Serious or critical accessibility violations on the page as it is now. `contrast: false` leaves
 * out colour contrast, most of axe's time on a long page: for the second language of a page whose
 * colours the first one's pass has checked.
 */
export async function seriousA11yViolations(page: Page, { contrast = true }: { contrast?: boolean } = {}) {
  const results = await axe(page, { contrast }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

/** Answers the next alert and gives its text. */
export function nextAlert(page: Page): () => string {
  let message = '';
  page.once('dialog', (dialog) => {
    message = dialog.message();
    void dialog.dismiss();
  });
  return () => message;
}

/** Marks the cookie notice as already accepted, for tests about something else. */
export async function acceptCookies(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('visit', 'true'));
}

/**
 * Gives the page's requests an address of their own (the test server trusts one proxy hop), so
 * that the per-address limits (submissions an hour, sign-in failures) of one test never reach
 * another, or a retry.
 */
export async function ownAddress(page: Page) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.${100 + Math.floor(Math.random() * 14)}.${1 + Math.floor(Math.random() * 250)}` });
}

/**
 * A page whose `goto` and `reload` also wait until React has hydrated what they loaded: a page's
 * controls answer only then, once Next's scripts have loaded and run. A person cannot tap that
 * fast; a test can. The mark is
 * `html[data-hydrated]` (components/layout/hydration-mark.tsx); answers that are no page of ours
 * are not waited for. The `page` fixture is one; use this on pages of contexts a test opens.
 */
export function hydrating(page: Page): Page {
  const hydrated = async (response: Response | null) => {
    if (response && (response.headers()['content-type'] ?? '').startsWith('text/html')) {
      await page.waitForFunction(() => !document.querySelector('script[src*="/_next/"]') || document.documentElement.hasAttribute('data-hydrated'));
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => hydrated(await goto(url, options));
  page.reload = async (options) => hydrated(await reload(options));
  return page;
}

/**
 * Every test fails on a Content-Security-Policy violation: a script, style or image the page's
 * policy blocks (server/content-security-policy.mjs) is a page that silently lost something.
 */
export const test = base.extend<{ noCspViolations: void }>({
  page: async ({ page, javaScriptEnabled }, provide) => {
    await provide(javaScriptEnabled === false ? page : hydrating(page));
  },
  noCspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
/** The smallest PNG (one pixel): an upload the back office takes as a picture. */
export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cf00000301010018dd8db40000000049454e44ae426082', 'hex');

export { expect };
