import type { StaffRole } from '@/lib/admin/permissions';
import { ADMIN_COOKIE, signIn } from '@/lib/server/services/staff-auth';
import { createStaff } from '@/lib/server/services/staff-accounts';

const PASSWORD = 'a-long-staff-password';

/**
 * A signed-in staff member of `role` in the test database: the Cookie header value of a real
 * session, made by a real sign-in (about a second: staff-grade scrypt).
 */
export async function staffCookie(role: StaffRole, tag = role): Promise<{ cookie: string; staffId: number }> {
  const email = `${tag}-${Math.random().toString(36).slice(2)}@lotteplaza.test`;
  const created = await createStaff({ email, name: tag, role, password: PASSWORD }, null);
  if (typeof created === 'string') throw new Error(`could not create ${tag}: ${created}`);
  const signedIn = await signIn({ email, password: PASSWORD, address: '192.0.2.77', locale: 'en' });
  if (!signedIn) throw new Error(`could not sign in ${tag}`);
  return { cookie: `${ADMIN_COOKIE}=${signedIn.token}`, staffId: created.id };
}
