import 'server-only';
import { randomBytes } from 'node:crypto';
import { env } from '@/lib/env';
import { createStaff, staffCount } from '@/lib/server/services/staff-accounts';
import { enrolWithKey } from '@/lib/server/services/second-factor';

export const DEFAULT_ADMIN_EMAIL = 'admin@lotteplaza.example';

/**
 * On a database with no staff account, creates one admin: ADMIN_EMAIL and ADMIN_PASSWORD when
 * set, otherwise the default e-mail and a random password, printed once in the server log (it is
 * kept nowhere else). Admins sign in with two factors: with ADMIN_TOTP_SECRET the account has its
 * authenticator key already, otherwise it sets one up at its first sign-in. Runs under the
 * start-up lock, so several instances make one account.
 */
export async function ensureFirstAdmin(): Promise<void> {
  if ((await staffCount()) > 0) return;
  const email = env.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  let given = env.adminPassword;
  let password = given ?? randomBytes(12).toString('base64url');
  let created = await createStaff({ email, name: 'Administrator', role: 'admin', password }, null);
  if (created === 'commonPassword') {
    console.error('[admin] ADMIN_PASSWORD is on the lists of common passwords: the first admin gets a random one instead');
    given = undefined;
    password = randomBytes(12).toString('base64url');
    created = await createStaff({ email, name: 'Administrator', role: 'admin', password }, null);
  }
  if (env.adminTotpSecret && typeof created !== 'string' && !(await enrolWithKey(created.id, env.adminTotpSecret))) {
    console.error('[admin] ADMIN_TOTP_SECRET is not a base32 key of 16 characters or more: the first admin sets up two-factor sign-in at the first sign-in instead');
  }
  console.info(
    given
      ? `[admin] created the first admin account ${email} (password from ADMIN_PASSWORD)`
      : `[admin] created the first admin account ${email} with the password ${password} (shown once: sign in at /admin/login and keep it safe)`,
  );
}
