import 'server-only';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { applications, inquiries } from '@/lib/server/db/schema';
import { hashPrefix, lookupHash, matchesOtherHash } from '@/lib/server/auth/lookup-password';
import { cookieFrom } from '@/lib/server/auth/signed-token';
import { clientIp } from '@/lib/server/http';
import { can, type Permission } from '@/lib/admin/permissions';
import { ADMIN_COOKIE, staffFromToken } from './staff-auth';
import { audit } from './audit';
import type { OwnerKind } from './files';

/**
 * The ids of `table`'s records sent from `email` whose password is `password`. One hash finds
 * every record made since issue 50 by equality, whatever their number, and for an unknown
 * address costs the same; a record whose hash was made otherwise is checked on its own and, when
 * it matches, rehashed so that the next lookup finds it by equality too.
 */
export async function ownedIds(table: typeof inquiries | typeof applications, email: string, password: string): Promise<number[]> {
  const hash = await lookupHash(email, password);
  const prefix = hashPrefix(hash);
  const db = await getDb();
  const rows = await db
    .select({ id: table.id, passwordHash: table.passwordHash })
    .from(table)
    .where(and(eq(table.email, email), or(eq(table.passwordHash, hash), ne(sql`left(${table.passwordHash}, ${prefix.length})`, prefix))));
  const ids = rows.filter((row) => row.passwordHash === hash).map((row) => row.id);
  const rehash: number[] = [];
  // One after another: they take turns with every other visitor's hash.
  for (const row of rows.filter((candidate) => candidate.passwordHash !== hash)) {
    if (await matchesOtherHash(password, row.passwordHash)) rehash.push(row.id);
  }
  if (rehash.length > 0) await db.update(table).set({ passwordHash: hash }).where(inArray(table.id, rehash));
  return [...ids, ...rehash];
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
