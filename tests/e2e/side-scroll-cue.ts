import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * A row of tabs wider than its box shows that it scrolls (its hidden side fades, and it snaps to
 * a tab), and the keyboard reaches its last tab, scrolled whole into view.
 */
export async function expectSideScrollCue(page: Page, list: Locator) {
  await expect(list).toHaveAttribute('data-more', 'end');
  const style = await list.evaluate((node) => ({ mask: getComputedStyle(node).maskImage, snap: getComputedStyle(node).scrollSnapType }));
  expect(style.mask).toContain('linear-gradient');
  expect(style.snap).toContain('x');

  await list.getByRole('tab', { selected: true }).focus();
  await page.keyboard.press('End');
  const last = list.getByRole('tab').last();
  await expect(last).toBeFocused();
  await expect(list).toHaveAttribute('data-more', 'start');
  const row = (await list.boundingBox())!;
  const tab = (await last.boundingBox())!;
  expect(tab.x + tab.width).toBeLessThanOrEqual(row.x + row.width + 1);
}
