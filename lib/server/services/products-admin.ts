import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import { privateBrands, productDepartments, productItems } from '@/lib/server/db/schema';
import type { PageOf } from '@/lib/server/pagination';
import type { ProductShelf } from '@/lib/content/products';
import type { Publishing, PublishState } from '@/lib/admin/publish-state';
import { brandProducts, type BrandInput, type DepartmentInput, type ProductItemInput } from '@/lib/validation/products';
import { now } from '@/lib/server/clock';
import { inState, publishingOf } from './publishing';
import { saveKindRecord, type SaveOutcome } from './record-save';
import { editedRow, holding, pageOfRows } from './staff-pages';
import type { Actor } from './staff-accounts';

/*
 * The Products page's three kinds as staff keep them (issue 51): a department's top, an item on
 * one of a department's shelves, a brand line. Each lists by a word, a department and a state, in
 * the page's order; each saves through the engine (`saveKindRecord`).
 */

export interface ListQuery {
  search: string;
  tab?: number;
  state?: PublishState;
  page: number;
}

export interface StaffDepartment extends Publishing {
  id: number;
  tab: number;
  slogan: string;
  slogan_eng: string;
  pictures: string[];
  intro_title: string;
  intro_title_eng: string;
  intro: string;
  intro_eng: string;
  more_title: string;
  more_title_eng: string;
  more: string;
  more_eng: string;
}

export interface StaffProductItem extends Publishing {
  id: number;
  tab: number;
  shelf: ProductShelf;
  sort_order: number;
  name: string;
  name_eng: string;
  text: string;
  text_eng: string;
  picture: string;
}

export interface StaffBrand extends Publishing {
  id: number;
  tab: number;
  sort_order: number;
  name: string;
  name_eng: string;
  text: string;
  text_eng: string;
  autoplay: boolean;
  products: Array<{ name: string; nameEng: string; picture: string }>;
}

const departmentOf = (row: typeof productDepartments.$inferSelect): StaffDepartment => ({
  id: row.id,
  tab: row.tab,
  slogan: row.slogan,
  slogan_eng: row.sloganEng,
  pictures: row.pictures,
  intro_title: row.introTitle,
  intro_title_eng: row.introTitleEng,
  intro: row.intro,
  intro_eng: row.introEng,
  more_title: row.moreTitle,
  more_title_eng: row.moreTitleEng,
  more: row.more,
  more_eng: row.moreEng,
  ...publishingOf(row),
});

const itemOf = (row: typeof productItems.$inferSelect): StaffProductItem => ({
  id: row.id,
  tab: row.tab,
  shelf: row.shelf,
  sort_order: row.sortOrder,
  name: row.name,
  name_eng: row.nameEng,
  text: row.text,
  text_eng: row.textEng,
  picture: row.picture,
  ...publishingOf(row),
});

const brandOf = (row: typeof privateBrands.$inferSelect): StaffBrand => ({
  id: row.id,
  tab: row.tab,
  sort_order: row.sortOrder,
  name: row.name,
  name_eng: row.nameEng,
  text: row.text,
  text_eng: row.textEng,
  autoplay: row.autoplay,
  products: row.products,
  ...publishingOf(row),
});

/** Departments' tops by department, the newest first (the one that shows of two live). */
export async function listDepartmentsForStaff(query: ListQuery): Promise<PageOf<StaffDepartment>> {
  const table = productDepartments;
  const where = and(inState(table, query.state, now()), query.tab ? eq(table.tab, query.tab) : undefined, holding(query.search, table.slogan, table.sloganEng, table.introTitle, table.introTitleEng));
  const { count, rows } = await pageOfRows(table, where, [asc(table.tab), desc(table.id)], query.page);
  return { count, page: query.page, results: rows.map(departmentOf) };
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
  return { count, page: query.page, results: rows.map(itemOf) };
}

/** Brand lines by department and place. */
export async function listBrandsForStaff(query: ListQuery): Promise<PageOf<StaffBrand>> {
  const table = privateBrands;
  const where = and(inState(table, query.state, now()), query.tab ? eq(table.tab, query.tab) : undefined, holding(query.search, table.name, table.nameEng, table.text, table.textEng));
  const { count, rows } = await pageOfRows(table, where, [asc(table.tab), asc(table.sortOrder), asc(table.id)], query.page);
  return { count, page: query.page, results: rows.map(brandOf) };
}

export async function getDepartmentForStaff(id: number): Promise<StaffDepartment | null> {
  const row = await editedRow('department', id);
  return row ? departmentOf(row) : null;
}

export async function getProductItemForStaff(id: number): Promise<StaffProductItem | null> {
  const row = await editedRow('product', id);
  return row ? itemOf(row) : null;
}

export async function getBrandForStaff(id: number): Promise<StaffBrand | null> {
  const row = await editedRow('brand', id);
  return row ? brandOf(row) : null;
}

export async function saveDepartment(id: number | null, input: DepartmentInput, actor: Actor, base?: number): Promise<SaveOutcome> {
  const values = {
    tab: input.tab,
    slogan: input.slogan,
    sloganEng: input.slogan_eng,
    pictures: input.pictures as string[],
    introTitle: input.intro_title,
    introTitleEng: input.intro_title_eng,
    intro: input.intro,
    introEng: input.intro_eng,
    moreTitle: input.more_title,
    moreTitleEng: input.more_title_eng,
    more: input.more,
    moreEng: input.more_eng,
  };
  return saveKindRecord({ kind: 'department', id, values, files: [], detail: values.slogan, base }, actor);
}

export async function saveProductItem(id: number | null, input: ProductItemInput, actor: Actor, base?: number): Promise<SaveOutcome> {
  const values = {
    tab: input.tab,
    shelf: input.shelf as ProductShelf,
    sortOrder: input.sort_order,
    name: input.name,
    nameEng: input.name_eng,
    text: input.text,
    textEng: input.text_eng,
    picture: input.picture,
  };
  return saveKindRecord({ kind: 'product', id, values, files: [], detail: values.name, base }, actor);
}

export async function saveBrand(id: number | null, input: BrandInput, actor: Actor, base?: number): Promise<SaveOutcome> {
  const values = {
    tab: input.tab,
    sortOrder: input.sort_order,
    name: input.name,
    nameEng: input.name_eng,
    text: input.text,
    textEng: input.text_eng,
    autoplay: input.autoplay,
    products: brandProducts(input),
  };
  return saveKindRecord({ kind: 'brand', id, values, files: [], detail: values.name, base }, actor);
}
