import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import { privateBrands, productDepartments, productItems } from '@/lib/server/db/schema';
import type { PageOf } from '@/lib/server/pagination';
import type { ProductShelf } from '@/lib/content/products';
import type { PublishState } from '@/lib/admin/publish-state';
import { brandProducts, type BrandInput, type DepartmentInput, type ProductItemInput } from '@/lib/validation/products';
import { now } from '@/lib/server/clock';
import { inState } from './publishing';
import { saveKindRecord, type SaveOutcome } from './record-save';
import { holding, pageOfRows } from './staff-pages';
import { formColumns, staffRecord, type StaffRecord } from './staff-records';
import type { Actor } from './staff-accounts';

/*
 * The Products page's three kinds as staff keep them (issue 51): a department's top, an item on
 * one of a department's shelves, a brand line. Each lists by a word, a department and a state, in
 * the page's order, and saves through the engine (`saveKindRecord`).
 */

export interface ListQuery {
  search: string;
  tab?: number;
  state?: PublishState;
  page: number;
}

export type StaffDepartment = StaffRecord<typeof productDepartments.$inferSelect>;
export type StaffProductItem = StaffRecord<typeof productItems.$inferSelect>;
export type StaffBrand = StaffRecord<typeof privateBrands.$inferSelect>;

/** Departments' tops by department, the newest first (the one that shows of two live). */
export async function listDepartmentsForStaff(query: ListQuery): Promise<PageOf<StaffDepartment>> {
  const table = productDepartments;
  const where = and(inState(table, query.state, now()), query.tab ? eq(table.tab, query.tab) : undefined, holding(query.search, table.slogan, table.sloganEng, table.introTitle, table.introTitleEng));
  const { count, rows } = await pageOfRows(table, where, [asc(table.tab), desc(table.id)], query.page);
  return { count, page: query.page, results: rows.map(staffRecord) };
}

/** Items by department, shelf and place, as the page shows them. */
export async function listProductItemsForStaff(query: ListQuery & { shelf?: ProductShelf }): Promise<PageOf<StaffProductItem>> {
  const table = productItems;
  const where = and(
    inState(table, query.state, now()),
    query.tab ? eq(table.tab, query.tab) : undefined,
    query.shelf ? eq(table.shelf, query.shelf) : undefined,
    holding(query.search, table.name, table.nameEng, table.text, table.textEng),
  );
  const { count, rows } = await pageOfRows(table, where, [asc(table.tab), asc(table.shelf), asc(table.sortOrder), asc(table.id)], query.page);
  return { count, page: query.page, results: rows.map(staffRecord) };
}

/** Brand lines by department and place. */
export async function listBrandsForStaff(query: ListQuery): Promise<PageOf<StaffBrand>> {
  const table = privateBrands;
  const where = and(inState(table, query.state, now()), query.tab ? eq(table.tab, query.tab) : undefined, holding(query.search, table.name, table.nameEng, table.text, table.textEng));
  const { count, rows } = await pageOfRows(table, where, [asc(table.tab), asc(table.sortOrder), asc(table.id)], query.page);
  return { count, page: query.page, results: rows.map(staffRecord) };
}

export async function saveDepartment(id: number | null, input: DepartmentInput, actor: Actor, base?: number): Promise<SaveOutcome> {
  return saveKindRecord({ kind: 'department', id, values: formColumns('department', input), files: [], detail: input.slogan, base }, actor);
}

export async function saveProductItem(id: number | null, input: ProductItemInput, actor: Actor, base?: number): Promise<SaveOutcome> {
  return saveKindRecord({ kind: 'product', id, values: formColumns('product', input), files: [], detail: input.name, base }, actor);
}

/** A brand's products are its form's table: the rows with a name, in order. */
export async function saveBrand(id: number | null, input: BrandInput, actor: Actor, base?: number): Promise<SaveOutcome> {
  return saveKindRecord({ kind: 'brand', id, values: { ...formColumns('brand', input), products: brandProducts(input) }, files: [], detail: input.name, base }, actor);
}
