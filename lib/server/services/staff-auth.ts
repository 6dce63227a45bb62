import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/server/db';
import { staffSessions, staffUsers } from '@/lib/server/db/schema';
import { hashPassword, STAFF_COST, verifyPassword } from '@/lib/server/auth/passwords';
import { consume, count, giveBack, LimitReached, used, type Limited } from '@/lib/server/rate-limit';
import { signInDelayMs } from '@/lib/admin/sign-in-delay';
import type { AppLocale } from '@/lib/i18n/routing';
import { sessionIsLive, sessionNeedsTouch, SESSION_IDLE_MS, SESSION_MAX_MS } from '@/lib/admin/session-rules';
import type { StaffRole } from '@/lib/admin/permissions';
import { normalEmail } from '@/lib/admin/staff-email';
import { audit } from './audit';
import { isCommonPassword } from '@/lib/server/auth/common-passwords';

/** The staff session cookie: host-only, HttpOnly, SameSite=Lax, Secure on https. */
export const ADMIN_COOKIE = 'lp_admin';
export const ADMIN_COOKIE_MAX_AGE_S = SESSION_MAX_MS / 1000;

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

// A staff-grade hash nobody's password matches: an unknown e-mail costs one full check too.
let dummyHash: Promise<string> | undefined;

/** The counters one sign-in attempt takes from: the account's from this address, and the address's. */
const signInCounters = (email: string, address: string): Limited[] => [
  [`staff:${email}|${address}`, 'staffSignInPair'],
  [`staff-address:${address}`, 'staffSignInAddress'],
];
/** The account's wrong passwords from everywhere: they slow its sign-ins down, never refuse them. */
const accountFailures = (email: string): Limited => [`staff:${email}`, 'staffSignInAccount'];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What a sign-in still owes after its password: the second factor, or (an admin without one) enrolling it. */
export type PendingStep = 'second-factor' | 'enrol';

/** How long a sign-in may wait for its second factor or enrolment. */
const PENDING_MS = 15 * 60 * 1000;

/**
 * Checks an e-mail and password. Every attempt first takes one from the account's five in
 * fifteen minutes from this address, and from the address's fifty whatever the accounts (429,
 * naming the limit and the wait, once used up; audited); a success gives them back. Then it
 * waits as long as the account's recent failures from everywhere ask (signInDelayMs; `wait` is
 * replaced in tests). An unknown e-mail, an inactive account and a wrong password look and take
 * alike. An account with a second factor, and an admin without one (who must enrol), get a
 * session that opens nothing until that step is done (`pending`).
 */
export async function signIn(input: {
  email: string;
  password: string;
  address: string;
  locale: AppLocale;
  wait?: (ms: number) => Promise<void>;
}): Promise<{ token: string; staff: StaffMember; pending: PendingStep | null } | null> {
  const email = normalEmail(input.email);
  const counters = signInCounters(email, input.address);
  const db = await getDb();
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.email, email));
  try {
    await consume(counters, input.locale);
  } catch (error) {
    if (error instanceof LimitReached) await audit({ staffId: row?.id ?? null, action: 'sign-in-refused', detail: `${email} (${error.limit})`, address: input.address });
    throw error;
  }
  await (input.wait ?? sleep)(signInDelayMs(await used(accountFailures(email))));
  dummyHash ??= hashPassword(`no-account-${randomBytes(8).toString('hex')}`, STAFF_COST);
  const matches = await verifyPassword(input.password, row?.passwordHash ?? (await dummyHash));
  if (!row || !row.active || !matches) {
    await count(accountFailures(email));
    await audit({ staffId: row?.id ?? null, action: 'sign-in-failed', detail: email, address: input.address });
    return null;
  }
  await giveBack(counters);
  await sweepSessions(db);
  const token = randomBytes(32).toString('base64url');
  const pending: PendingStep | null = row.totpEnabledAt ? 'second-factor' : row.role === 'admin' ? 'enrol' : null;
  await db.transaction(async (tx) => {
    await tx.insert(staffSessions).values({ staffId: row.id, tokenHash: tokenHash(token), address: input.address.slice(0, 100), pending });
    await audit({ staffId: row.id, action: pending ? 'sign-in-password' : 'sign-in', address: input.address }, tx);
  });
  return { token, staff: { id: row.id, email: row.email, name: row.name, role: row.role }, pending };
}

/** A session token's row and its account, or null (no such token). */
async function sessionOf(token: string | undefined) {
  if (!token || token.length > 100) return null;
  const db = await getDb();
  const [found] = await db
    .select({ session: staffSessions, staff: staffUsers })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffSessions.staffId, staffUsers.id))
    .where(eq(staffSessions.tokenHash, tokenHash(token)));
  return found ?? null;
}

/** The staff member of a sign-in that still owes a step, and which, or null (none, or no longer live). */
export async function pendingSignIn(token: string | undefined, now = new Date()): Promise<{ staff: StaffMember; pending: PendingStep } | null> {
  const found = await sessionOf(token);
  if (!found?.session.pending || !found.staff.active || found.session.revokedAt || now.getTime() - found.session.createdAt.getTime() > PENDING_MS) return null;
  const { id, email, name, role } = found.staff;
  return { staff: { id, email, name, role }, pending: found.session.pending };
}

/** The step done: the sign-in's session opens the back office from now on. */
export async function completeSignIn(token: string, address: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(staffSessions)
      .set({ pending: null, lastSeenAt: new Date() })
      .where(and(eq(staffSessions.tokenHash, tokenHash(token)), isNull(staffSessions.revokedAt)))
      .returning({ staffId: staffSessions.staffId });
    if (done) await audit({ staffId: done.staffId, action: 'sign-in', address }, tx);
  });
}

/** The active staff member a session token signs in (its sign-in complete), or null; keeps the session alive. */
export async function staffFromToken(token: string | undefined, now = new Date()): Promise<StaffMember | null> {
  const found = await sessionOf(token);
  if (!found || found.session.pending || !found.staff.active || !sessionIsLive(found.session, now)) return null;
  // An admin's session opens the back office only with a second factor (one made before it was required, or before a promotion, included).
  if (found.staff.role === 'admin' && !found.staff.totpEnabledAt) return null;
  if (sessionNeedsTouch(found.session, now)) await (await getDb()).update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, found.session.id));
  const { id, email, name, role } = found.staff;
  return { id, email, name, role };
}

/** Why your own password was not changed: the one you gave is not the one you signed in with, or the new one is a common one. */
export type OwnPasswordRefusal = 'wrongPassword' | 'commonPassword' | 'signedOut';

/**
 * Changes the signed-in staff member's own password after the one they signed in with: a wrong
 * one counts as a wrong sign-in (the same limits; a session in a stranger's hands cannot guess it
 * freely). Every other session of the account ends; this one stays.
 */
export async function changeOwnPassword(token: string | undefined, input: { current: string; password: string }, address: string, locale: AppLocale): Promise<OwnPasswordRefusal | null> {
  const found = await sessionOf(token);
  if (!token || !found || found.session.pending || !found.staff.active || !sessionIsLive(found.session, new Date())) return 'signedOut';
  const { staff } = found;
  const counters = signInCounters(staff.email, address);
  await consume(counters, locale);
  if (!(await verifyPassword(input.current, staff.passwordHash))) {
    await count(accountFailures(staff.email));
    await audit({ staffId: staff.id, action: 'staff-password-refused', subjectKind: 'staff', subjectId: staff.id, address });
    return 'wrongPassword';
  }
  await giveBack(counters);
  if (isCommonPassword(input.password)) return 'commonPassword';
  const passwordHash = await hashPassword(input.password, STAFF_COST);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, staff.id));
    await tx
      .update(staffSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffSessions.staffId, staff.id), isNull(staffSessions.revokedAt), ne(staffSessions.id, found.session.id)));
    await audit({ staffId: staff.id, action: 'staff-password', subjectKind: 'staff', subjectId: staff.id, detail: 'own', address }, tx);
  });
  return null;
}

/** Ends the session a token opened (signing out). */
export async function signOut(token: string | undefined, address: string): Promise<void> {
  if (!token) return;
  const db = await getDb();
  const [ended] = await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffSessions.tokenHash, tokenHash(token)), isNull(staffSessions.revokedAt)))
    .returning({ staffId: staffSessions.staffId });
  if (ended) await audit({ staffId: ended.staffId, action: 'sign-out', address });
}

/** Drops sessions that can sign nobody in any more (at each sign-in: they are only rows). */
async function sweepSessions(db: Database, now = new Date()): Promise<void> {
  const idle = new Date(now.getTime() - SESSION_IDLE_MS);
  const old = new Date(now.getTime() - SESSION_MAX_MS);
  await db.delete(staffSessions).where(or(lt(staffSessions.lastSeenAt, idle), lt(staffSessions.createdAt, old), isNotNull(staffSessions.revokedAt)));
}
