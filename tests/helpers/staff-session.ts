import { Secret, TOTP } from 'otpauth';
import type { StaffRole } from '@/lib/admin/permissions';
import { ADMIN_COOKIE, completeSignIn, signIn } from '@/lib/server/services/staff-auth';
import { createStaff } from '@/lib/server/services/staff-accounts';
import { confirmEnrolment, startEnrolment } from '@/lib/server/services/second-factor';

const PASSWORD = 'a-long-staff-password';

/** The code an authenticator app shows now for a key as the enrolment page prints it. */
export const codeFor = (key: string, at = Date.now()) => new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')) }).generate({ timestamp: at });

/**
 * A signed-in staff member of `role` in the test database: the Cookie header value of a real
 * session, made by a real sign-in (about a second: staff-grade scrypt). An admin enrols a second
 * factor first, as the sign-in page makes them.
 */
export async function staffCookie(role: StaffRole, tag: string = role): Promise<{ cookie: string; staffId: number }> {
  const email = `${tag}-${Math.random().toString(36).slice(2)}@lotteplaza.test`;
  const created = await createStaff({ email, name: tag, role, password: PASSWORD }, null);
  if (typeof created === 'string') throw new Error(`could not create ${tag}: ${created}`);
  const signedIn = await signIn({ email, password: PASSWORD, address: '192.0.2.77', locale: 'en' });
  if (!signedIn) throw new Error(`could not sign in ${tag}`);
  if (signedIn.pending === 'enrol') {
    const enrolment = await startEnrolment(created.id);
    if (!enrolment || !(await confirmEnrolment(created.id, codeFor(enrolment.key), '192.0.2.77', 'en'))) throw new Error(`could not enrol ${tag}`);
    await completeSignIn(signedIn.token, '192.0.2.77');
  }
  return { cookie: `${ADMIN_COOKIE}=${signedIn.token}`, staffId: created.id };
}
