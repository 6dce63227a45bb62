import 'server-only';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { applications, postings, tenantApplications } from '@/lib/server/db/schema';
import { PAGE_SIZE } from '@/lib/paging';
import type { PageOf } from '@/lib/server/pagination';
import { audit } from './audit';
import { getApplication, type MyApplicationDetail } from './applications';
import { fileUrls } from './files';
import type { Actor } from './staff-accounts';

/*
 * What visitors sent that only some staff may read (issue 16): applications (hr, admin) and
 * tenant applications (support, admin). The pages check the permission; every read is audited.
 */

export interface StaffApplicationRow {
  id: number;
  posting_id: number;
  posting_title: string;
  posting_title_eng: string;
  name: string;
  email: string;
  phone: string;
  created_at: string;
}

/** Applications, newest first, of one posting or of all; never one its applicant withdrew (issue 52). */
export async function listApplicationsForStaff(query: { postingId?: number; page: number }): Promise<PageOf<StaffApplicationRow>> {
  const db = await getDb();
  const where = and(isNull(applications.withdrawnAt), query.postingId ? eq(applications.postingId, query.postingId) : undefined);
  const [total] = await db.select({ n: count() }).from(applications).where(where);
  const rows = await db
    .select({ application: applications, posting: { title: postings.title, titleEng: postings.titleEng } })
    .from(applications)
    .innerJoin(postings, eq(applications.postingId, postings.id))
    .where(where)
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  return {
    count: total?.n ?? 0,
    page: query.page,
    results: rows.map(({ application, posting }) => ({
      id: application.id,
      posting_id: application.postingId,
      posting_title: posting.title,
      posting_title_eng: posting.titleEng,
      name: application.name,
      email: application.email,
      phone: application.phone,
      created_at: application.createdAt.toISOString(),
    })),
  };
}

export async function readApplicationAsStaff(id: number, actor: Actor): Promise<MyApplicationDetail | null> {
  const found = await getApplication(id);
  if (found) await audit({ staffId: actor.staffId, action: 'read', subjectKind: 'application', subjectId: id, address: actor.address });
  return found;
}

export interface StaffTenantRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  storename: string;
  business_type: string;
  created_at: string;
}

export interface StaffTenantDetail extends StaffTenantRow {
  address: string;
  file1: string | null;
  file2: string | null;
  file3: string | null;
}

type TenantRow = typeof tenantApplications.$inferSelect;

const tenantRow = (row: TenantRow): StaffTenantRow => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  storename: row.storename,
  business_type: row.businessType,
  created_at: row.createdAt.toISOString(),
});

export async function listTenantsForStaff(page: number): Promise<PageOf<StaffTenantRow>> {
  const db = await getDb();
  const [total] = await db.select({ n: count() }).from(tenantApplications);
  const rows = await db
    .select()
    .from(tenantApplications)
    .orderBy(desc(tenantApplications.createdAt), desc(tenantApplications.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return { count: total?.n ?? 0, page, results: rows.map(tenantRow) };
}

export async function readTenantAsStaff(id: number, actor: Actor): Promise<StaffTenantDetail | null> {
  const db = await getDb();
  const [row] = await db.select().from(tenantApplications).where(eq(tenantApplications.id, id));
  if (!row) return null;
  await audit({ staffId: actor.staffId, action: 'read', subjectKind: 'tenant', subjectId: id, address: actor.address });
  const url = await fileUrls([row.file1, row.file2, row.file3]);
  return { ...tenantRow(row), address: row.address, file1: url(row.file1), file2: url(row.file2), file3: url(row.file3) };
}
