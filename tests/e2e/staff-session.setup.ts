import { test as setup } from '@playwright/test';
import { ADMIN, saveAdminSession, signIn } from './admin-session';

/** The admin signs in once per run (password, then a code of its authenticator); every worker comes in with this session. */
setup('the admin signs in for the run', async ({ page }) => {
  await page.goto('/en/admin/login');
  await signIn(page, ADMIN.email, ADMIN.password, undefined, { fresh: true });
  await saveAdminSession(page);
});
