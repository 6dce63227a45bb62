import 'server-only';
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { auditWindow, type AuditFilter } from '@/lib/admin/audit-filter';
import { getDb, type Database } from '@/lib/server/db';
import { auditLog, staffUsers } from '@/lib/server/db/schema';
import { PAGE_SIZE } from '@/lib/paging';
import type { PageOf } from '@/lib/server/pagination';
import type { AuditAction } from '@/lib/admin/audit-actions';

type Writer = Pick<Database, 'insert'>;

export interface AuditEntry {
  staffId: number | null;
  action: AuditAction;
  subjectKind?: string;
  subjectId?: number | null;
  detail?: string;
  address?: string;
}

/** Writes one audit row, in the caller's transaction when it passes one. */
export async function audit(entry: AuditEntry, db?: Writer): Promise<void> {
  const target = db ?? (await getDb());
  await target.insert(auditLog).values({
    staffId: entry.staffId,
    action: entry.action,
    subjectKind: entry.subjectKind ?? '',
    subjectId: entry.subjectId ?? null,
    detail: (entry.detail ?? '').slice(0, 500),
    address: (entry.address ?? '').slice(0, 100),
  });
}

export interface AuditRow {
  id: number;
  action: string;
  subject_kind: string;
  subject_id: number | null;
  detail: string;
  address: string;
  created_at: string;
  staff_email: string | null;
}

/** The audit log, newest first, ten a page, narrowed by who, what and when. */
export async function listAudit(page: number, filter: AuditFilter = {}): Promise<PageOf<AuditRow>> {
  const db = await getDb();
  const { since, before } = auditWindow(filter);
  const conditions: SQL[] = [];
  if (filter.staff) conditions.push(eq(auditLog.staffId, filter.staff));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (since) conditions.push(gte(auditLog.createdAt, since));
  if (before) conditions.push(lt(auditLog.createdAt, before));
  const where = conditions.length ? and(...conditions) : undefined;
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select({ row: auditLog, email: staffUsers.email })
    .from(auditLog)
    .leftJoin(staffUsers, eq(auditLog.staffId, staffUsers.id))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return {
    count: total?.n ?? 0,
    page,
    results: rows.map(({ row, email }) => ({
      id: row.id,
      action: row.action,
      subject_kind: row.subjectKind,
      subject_id: row.subjectId,
      detail: row.detail,
      address: row.address,
      created_at: row.createdAt.toISOString(),
      staff_email: email,
    })),
  };
}

/** Every kind of entry the log holds, for its "what" filter. */
export async function auditActions(): Promise<string[]> {
  const db = await getDb();
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action));
  return rows.map((row) => row.action);
}
