import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { applications, inquiries, staffUsers } from '@/lib/server/db/schema';
import { hashPassword, verifyPassword } from '@/lib/server/auth/passwords';
import { staffIdFrom } from '@/lib/server/auth/staff-session';

// A hash nobody's password matches, made once: an unknown address is checked against it, so a
// lookup costs one scrypt whether or not the address has written to us (no timing tell).
let dummyHash: Promise<string> | undefined;

/** The ids of `table`'s records sent from `email` whose password is `password` (each record has its own). */
export async function ownedIds(table: typeof inquiries | typeof applications, email: string, password: string): Promise<number[]> {
  const db = await getDb();
  const rows = await db.select({ id: table.id, passwordHash: table.passwordHash }).from(table).where(eq(table.email, email));
  if (rows.length === 0) {
    dummyHash ??= hashPassword(`no-record-${Math.random()}`);
    await verifyPassword(password, await dummyHash);
    return [];
  }
  const checks = await Promise.all(rows.map(async (row) => ((await verifyPassword(password, row.passwordHash)) ? row.id : null)));
  return checks.filter((id): id is number => id !== null);
}

/** True when the request carries the session of an active staff member. */
export async function isStaffRequest(request: Request): Promise<boolean> {
  const staffId = staffIdFrom(request);
  if (staffId === null) return false;
  const db = await getDb();
  const [staff] = await db.select({ active: staffUsers.active }).from(staffUsers).where(eq(staffUsers.id, staffId));
  return staff?.active === true;
}
