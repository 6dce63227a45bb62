import 'server-only';
import { and, eq, isNull, notExists, sql, type SQL } from 'drizzle-orm';
import { bucketEdges, type AgeBucket } from '@/lib/admin/age-buckets';
import { can, type StaffRole } from '@/lib/admin/permissions';
import { VISITOR_RECORD_KINDS, VISITOR_RECORD_SECTIONS, type VisitorRecordKind } from '@/lib/admin/visitor-record-kinds';
import { getDb } from '@/lib/server/db';
import { applications, auditLog, inquiries, tenantApplications } from '@/lib/server/db/schema';

export type AgeCounts = Record<AgeBucket, number>;

type Table = typeof inquiries | typeof applications | typeof tenantApplications;

async function countsByAge(table: Table, waiting: SQL, now: Date): Promise<AgeCounts> {
  const db = await getDb();
  const { day, threeDays } = bucketEdges(now);
  const [row] = await db
    .select({
      underDay: sql<number>`count(*) filter (where ${table.createdAt} > ${day.toISOString()})::int`,
      days: sql<number>`count(*) filter (where ${table.createdAt} <= ${day.toISOString()} and ${table.createdAt} > ${threeDays.toISOString()})::int`,
      overThreeDays: sql<number>`count(*) filter (where ${table.createdAt} <= ${threeDays.toISOString()})::int`,
    })
    .from(table)
    .where(waiting);
  return row ?? { underDay: 0, days: 0, overThreeDays: 0 };
}

/** Never opened by any member of staff: no audited read of it. */
const unopened = async (table: typeof applications | typeof tenantApplications, subjectKind: VisitorRecordKind) => {
  const db = await getDb();
  return notExists(
    db
      .select({ one: sql`1` })
      .from(auditLog)
      .where(and(eq(auditLog.subjectKind, subjectKind), eq(auditLog.subjectId, table.id), eq(auditLog.action, 'read'))),
  );
};

/** What waits for staff, by kind: inquiries not answered; applications no one has opened. */
const WAITING: Record<VisitorRecordKind, (now: Date) => Promise<AgeCounts>> = {
  inquiry: (now) => countsByAge(inquiries, eq(inquiries.progress, 1), now),
  // A withdrawn application waits for nobody (issue 52).
  application: async (now) => countsByAge(applications, and(isNull(applications.withdrawnAt), await unopened(applications, 'application'))!, now),
  tenant: async (now) => countsByAge(tenantApplications, await unopened(tenantApplications, 'tenant'), now),
};

/**
 * The dashboard's counts (issue 37), for the kinds `role` reads: inquiries not yet answered and
 * applications and tenant applications no one has opened, each by how long they have waited.
 */
export async function waitingWork(role: StaffRole, now: Date = new Date()): Promise<Partial<Record<VisitorRecordKind, AgeCounts>>> {
  const found: Partial<Record<VisitorRecordKind, AgeCounts>> = {};
  for (const kind of VISITOR_RECORD_KINDS) if (can(role, VISITOR_RECORD_SECTIONS[kind].permission)) found[kind] = await WAITING[kind](now);
  return found;
}
