import 'server-only';
import { cookieFrom, createToken, readToken } from './signed-token';

/** The signed cookie a staff sign-in sets (the /admin login uses it); eight hours. */
export const STAFF_COOKIE = 'lp_staff';
export const STAFF_TTL_MS = 8 * 60 * 60 * 1000;

export function createStaffToken(staffId: number): string {
  return createToken('staff', { staffId }, STAFF_TTL_MS);
}

/** The signed-in staff member's id, or null. The caller checks the account is still active. */
export function staffIdFrom(request: Request): number | null {
  const claims = readToken<{ staffId: number }>('staff', cookieFrom(request, STAFF_COOKIE));
  return claims && Number.isInteger(claims.staffId) ? claims.staffId : null;
}
