import type { Page } from '@playwright/test';

/** The first admin account, made from ADMIN_EMAIL and ADMIN_PASSWORD on the test server's first start. */
export const ADMIN = { email: 'admin@lotteplaza.example', password: 'correct-horse-battery' };

export const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@lotteplaza.test`;

/** On a phone the back office's menu is a disclosure: opened here when it is closed. */
export async function openAdminMenu(page: Page) {
  const menu = page.locator('aside details');
  const toggle = menu.locator('> summary');
  if ((await toggle.isVisible()) && (await menu.getAttribute('open')) === null) await toggle.click();
}

export async function signIn(page: Page, email: string, password: string, words = { email: 'E-mail', password: 'Password', submit: 'Sign in' }) {
  await page.getByLabel(words.email).fill(email);
  await page.getByLabel(words.password).fill(password);
  await page.getByRole('button', { name: words.submit }).click();
}

/** A record page's "Move to trash": a disclosure that asks once more, then the button inside it. */
export async function moveToTrash(page: Page, words = { trash: 'Move to trash', question: 'Move it to the trash?' }) {
  const disclosure = page.locator('details').filter({ has: page.locator('summary', { hasText: words.trash }) });
  await disclosure.locator('summary').click();
  await disclosure.getByText(words.question).waitFor();
  await disclosure.locator('form').getByRole('button', { name: words.trash }).click();
}
