import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { sales } from '@/lib/server/db/schema';
import type { RecordKind } from '@/lib/admin/record-kinds';
import { announcementDetailHref } from '@/lib/announcements/announcement-address';
import { careerDetailHref } from '@/lib/careers/career-query';
import { saleHref } from '@/lib/content/sale-regions';
import { departmentHref, departmentOfTab, FIRST_DEPARTMENT } from '@/lib/content/product-departments';
import { KINDS } from './publishing';

/** The public page that shows a record (a sale: its region's page; a slide: the home page; the Products page's kinds: their department's page), or null when there is no such record. */
export async function previewPath(kind: RecordKind, id: number): Promise<string | null> {
  const db = await getDb();
  if (kind === 'sale') {
    const [sale] = await db.select({ location: sales.location }).from(sales).where(eq(sales.id, id));
    return sale ? saleHref(sale.location) : null;
  }
  if (kind === 'department' || kind === 'product' || kind === 'brand') {
    const { table } = KINDS[kind];
    const [row] = await db.select({ tab: table.tab }).from(table).where(eq(table.id, id));
    return row ? departmentHref(departmentOfTab(row.tab) ?? FIRST_DEPARTMENT) : null;
  }
  const { table } = KINDS[kind];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!row) return null;
  if (kind === 'announcement') return announcementDetailHref(id);
  if (kind === 'deal') return `/event/${id}`;
  if (kind === 'posting') return careerDetailHref(id);
  if (kind === 'faq') return '/faq';
  if (kind === 'history') return '/ourStory?tab=history';
  return '/';
}
