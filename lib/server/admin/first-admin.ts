import 'server-only';
import { randomBytes } from 'node:crypto';
import { env } from '@/lib/env';
import { createStaff, staffCount } from '@/lib/server/services/staff-accounts';

export const DEFAULT_ADMIN_EMAIL = 'admin@lotteplaza.example';

/**
 * On a database with no staff account, creates one admin: ADMIN_EMAIL and ADMIN_PASSWORD when
 * set, otherwise the default e-mail and a random password, printed once in the server log (it is
 * kept nowhere else). Runs under the start-up lock, so several instances make one account.
 */
export async function ensureFirstAdmin(): Promise<void> {
  if ((await staffCount()) > 0) return;
  const email = env.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const password = env.adminPassword ?? randomBytes(12).toString('base64url');
  await createStaff({ email, name: 'Administrator', role: 'admin', password }, null);
  console.info(
    env.adminPassword
      ? `[admin] created the first admin account ${email} (password from ADMIN_PASSWORD)`
      : `[admin] created the first admin account ${email} with the password ${password} (shown once: sign in at /admin/login and keep it safe)`,
  );
}
