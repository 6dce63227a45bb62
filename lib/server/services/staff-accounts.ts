import 'server-only';
import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/server/db';
import { staffSessions, staffUsers } from '@/lib/server/db/schema';
import { hashPassword, STAFF_COST } from '@/lib/server/auth/passwords';
import type { StaffRole } from '@/lib/admin/permissions';
import type { StaffAccount } from '@/lib/admin/staff-account';
import { audit } from './audit';
import { normalEmail } from '@/lib/admin/staff-email';
import { isCommonPassword } from '@/lib/server/auth/common-passwords';


/** Who did it, from where: every staff write records both. */
export interface Actor {
  staffId: number;
  address: string;
}

/** Ends every session of an account (deactivated, or its password changed). */
async function revokeSessionsOf(staffId: number, db: Pick<Database, 'update'>): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: new Date() }).where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

/** Why a change was refused (the page words it in the admin's language). */
export type StaffRefusal = 'emailTaken' | 'lastAdmin' | 'notFound' | 'commonPassword';

export async function listStaff(): Promise<StaffAccount[]> {
  const db = await getDb();
  const rows = await db.select().from(staffUsers).orderBy(asc(staffUsers.email));
  return rows.map((row) => ({ id: row.id, email: row.email, name: row.name, role: row.role, active: row.active, created_at: row.createdAt.toISOString(), two_factor: Boolean(row.totpEnabledAt) }));
}

/** One account's e-mail and name (a new password may contain neither), or null. */
export async function staffIdentity(id: number): Promise<{ email: string; name: string } | null> {
  const db = await getDb();
  const [row] = await db.select({ email: staffUsers.email, name: staffUsers.name }).from(staffUsers).where(eq(staffUsers.id, id));
  return row ?? null;
}

/** Creates an account: its id, or why not (a password on the lists of common ones among the reasons). */
export async function createStaff(input: { email: string; name: string; role: StaffRole; password: string }, actor: Actor | null): Promise<{ id: number } | StaffRefusal> {
  if (isCommonPassword(input.password)) return 'commonPassword';
  const db = await getDb();
  const email = normalEmail(input.email);
  const passwordHash = await hashPassword(input.password, STAFF_COST);
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email));
    if (taken) return 'emailTaken' as const;
    const [row] = await tx.insert(staffUsers).values({ email, name: input.name.trim(), role: input.role, passwordHash }).returning({ id: staffUsers.id });
    await audit({ staffId: actor?.staffId ?? null, action: 'staff-create', subjectKind: 'staff', subjectId: row!.id, detail: `${email} ${input.role}`, address: actor?.address }, tx);
    return { id: row!.id };
  });
}

/**
 * Changes an account's role or active state. An inactive account's sessions end at once; the
 * last active admin can be neither demoted nor deactivated (nobody could manage staff again).
 */
export async function updateStaff(id: number, change: { role?: StaffRole; active?: boolean }, actor: Actor): Promise<StaffRefusal | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(staffUsers).where(eq(staffUsers.id, id));
    if (!row) return 'notFound';
    const role = change.role ?? row.role;
    const active = change.active ?? row.active;
    if (row.role === 'admin' && row.active && (role !== 'admin' || !active)) {
      const [others] = await tx
        .select({ n: count() })
        .from(staffUsers)
        .where(and(eq(staffUsers.role, 'admin'), eq(staffUsers.active, true), ne(staffUsers.id, id)));
      if ((others?.n ?? 0) === 0) return 'lastAdmin';
    }
    await tx.update(staffUsers).set({ role, active }).where(eq(staffUsers.id, id));
    // A role change needs no new sign-in: each request reads the role afresh.
    if (!active) await revokeSessionsOf(id, tx);
    await audit({ staffId: actor.staffId, action: 'staff-update', subjectKind: 'staff', subjectId: id, detail: `role ${row.role}→${role}, active ${row.active}→${active}`, address: actor.address }, tx);
    return null;
  });
}

/** Sets a new password, unless it is a common one; every session of the account ends. */
export async function resetStaffPassword(id: number, password: string, actor: Actor): Promise<StaffRefusal | null> {
  if (isCommonPassword(password)) return 'commonPassword';
  const db = await getDb();
  const passwordHash = await hashPassword(password, STAFF_COST);
  return db.transaction(async (tx) => {
    const [row] = await tx.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, id)).returning({ id: staffUsers.id });
    if (!row) return 'notFound' as const;
    await revokeSessionsOf(id, tx);
    await audit({ staffId: actor.staffId, action: 'staff-password', subjectKind: 'staff', subjectId: id, address: actor.address }, tx);
    return null;
  });
}

/** How many accounts there are (the first start creates one when there is none). */
export async function staffCount(): Promise<number> {
  const db = await getDb();
  const [total] = await db.select({ n: count() }).from(staffUsers);
  return total?.n ?? 0;
}
