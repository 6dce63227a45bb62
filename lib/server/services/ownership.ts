import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { applications, inquiries } from '@/lib/server/db/schema';
import { hashPassword, verifyPassword } from '@/lib/server/auth/passwords';
import { cookieFrom } from '@/lib/server/auth/signed-token';
import { clientIp } from '@/lib/server/http';
import { can, type Permission } from '@/lib/admin/permissions';
import { ADMIN_COOKIE, staffFromToken } from './staff-auth';
import { audit } from './audit';
import type { OwnerKind } from './files';

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

/** Who among staff may read each kind of private record (issue 16: hr applications, support inquiries and tenants). */
const READ_PERMISSION: Record<OwnerKind, Permission> = { inquiry: 'inquiries:answer', application: 'applications:read', tenant: 'tenants:read' };

/**
 * True when the request carries the session of an active staff member allowed to read this
 * private record (or file); the read is written to the audit log.
 */
export async function staffMayRead(request: Request, kind: OwnerKind, id: number, what = kind as string): Promise<boolean> {
  const staff = await staffFromToken(cookieFrom(request, ADMIN_COOKIE));
  if (!staff || !can(staff.role, READ_PERMISSION[kind])) return false;
  await audit({ staffId: staff.id, action: 'read', subjectKind: what, subjectId: id, address: clientIp(request) });
  return true;
}
