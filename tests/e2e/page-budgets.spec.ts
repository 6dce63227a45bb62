import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { compressedBytes, firstLoadScripts, overBudget, type PageBudget } from './page-bytes';

/*
 * The byte budgets of the key pages, both languages, against the production build (issue 50,
 * item 4): each page's compressed HTML and first-load JavaScript at most what page-budgets.json
 * allows. Bytes, not times, so the check is as steady as the build. No browser: the server's
 * answers are read as they are sent. Raising a budget is a reviewed change that says why, in the
 * file's `reasons` (docs/performance.md).
 */

const { pages } = JSON.parse(readFileSync('page-budgets.json', 'utf8')) as { pages: Record<string, PageBudget> };

test('every key page stays within its bytes: HTML and first-load JavaScript, compressed', async ({ playwright, isMobile }, testInfo) => {
  test.skip(isMobile, 'the same bytes on every screen');
  const scripts = new Map<string, number>();
  const over: string[] = [];
  const measured: Record<string, PageBudget> = {};
  for (const [page, budget] of Object.entries(pages)) {
    // A first visit each: a visit to an English page would make English the next one's language.
    const visitor = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const answer = await visitor.get(page, { maxRedirects: 0 });
    expect(answer.status(), page).toBe(200);
    const html = await answer.text();
    let js = 0;
    for (const src of firstLoadScripts(html)) {
      if (!scripts.has(src)) scripts.set(src, compressedBytes(await (await visitor.get(src)).body()));
      js += scripts.get(src)!;
    }
    await visitor.dispose();
    measured[page] = { html: compressedBytes(html), js };
    over.push(...overBudget(page, measured[page], budget));
  }
  // The figures of this build, for the report and for whoever updates the budgets.
  await testInfo.attach('page-bytes.json', { body: JSON.stringify(measured, null, 2), contentType: 'application/json' });
  expect(over).toEqual([]);
});
