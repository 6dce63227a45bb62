import { Link } from '@/lib/i18n/navigation';
import type { PublishState } from '@/lib/admin/publish-state';
import { PRODUCT_SHELVES, type ProductShelf } from '@/lib/content/products';
import { departmentName, departmentPathOf } from '@/lib/content/product-departments';
import { inLanguage } from '@/lib/i18n/in-language';
import {
  listBrandsForStaff,
  listDepartmentsForStaff,
  listProductItemsForStaff,
  type ListQuery,
  type StaffBrand,
  type StaffDepartment,
  type StaffProductItem,
} from '@/lib/server/services/products-admin';
import { DepartmentForm, type DepartmentFormValues } from '@/components/admin/department-form';
import { ProductForm, type ProductFormValues } from '@/components/admin/product-form';
import { BrandForm, type BrandFormValues } from '@/components/admin/brand-form';
import { departmentChoices } from '@/components/admin/product-choices';
import { PublishStateBadge } from '@/components/admin/publish-state-parts';
import type { Filter, FilterValues, KindPages, PageContext, SiteView } from './kind-pages';

/*
 * The Products page's three kinds (issue 51): a department's top, its items and the brand lines.
 * Each lists by a word, a department and a state, in the page's order, and links to its
 * department's page.
 */

const FILTERS: Filter[] = [{ type: 'search' }, { type: 'select', name: 'tab', label: 'tabFilter', all: 'allTabs', options: departmentChoices }, { type: 'publishState' }];

const query = (values: FilterValues, page: number): ListQuery => ({ search: String(values.q ?? ''), tab: values.tab ? Number(values.tab) : undefined, state: values.state as PublishState | undefined, page });

/** The record's department page, once published. */
const onPage = (record: { tab: number; published: boolean }, { t }: PageContext): SiteView => ({
  view: record.published ? { href: departmentPathOf(record.tab), text: t('viewOnSite') } : null,
  hidden: t('notShown'),
});

export const departmentPages: KindPages<StaffDepartment, StaffDepartment, DepartmentFormValues> = {
  kind: 'department',
  filters: FILTERS,
  list: (values, page) => listDepartmentsForStaff(query(values, page)),
  columns: ['tabColumn', 'sloganColumn', 'stateColumn'],
  cells: (department, { locale, at, href }) => [
    departmentName(department.tab, locale),
    <Link key="slogan" href={href} prefetch={false}>
      {inLanguage(locale, department.slogan, department.slogan_eng)}
    </Link>,
    <PublishStateBadge key="state" record={department} now={at} />,
  ],
  blank: () => ({ tab: 1, slogan: '', slogan_eng: '', pictures: [], intro_title: '', intro_title_eng: '', intro: '', intro_eng: '', more_title: '', more_title_eng: '', more: '', more_eng: '', published: false }),
  form: (slot) => <DepartmentForm {...slot} />,
  site: onPage,
};

export const productPages: KindPages<StaffProductItem, StaffProductItem, ProductFormValues> = {
  kind: 'product',
  filters: [...FILTERS.slice(0, 2), { type: 'select', name: 'shelf', label: 'shelfFilter', all: 'allShelves', options: (_locale, t) => PRODUCT_SHELVES.map((shelf) => ({ value: shelf, label: t(`shelves.${shelf}`) })) }, FILTERS[2]!],
  list: (values, page) => listProductItemsForStaff({ ...query(values, page), shelf: values.shelf as ProductShelf | undefined }),
  columns: ['tabColumn', 'shelfColumn', 'orderColumn', 'nameColumn', 'stateColumn'],
  cells: (item, { locale, at, t, href }) => [
    departmentName(item.tab, locale),
    t(`shelves.${item.shelf}`),
    item.sort_order,
    <Link key="name" href={href} prefetch={false}>
      {inLanguage(locale, item.name, item.name_eng)}
    </Link>,
    <PublishStateBadge key="state" record={item} now={at} />,
  ],
  blank: () => ({ tab: 1, shelf: 'featured', sort_order: 1, name: '', name_eng: '', text: '', text_eng: '', picture: 'basket', published: false }),
  form: (slot) => <ProductForm {...slot} />,
  site: onPage,
};

export const brandPages: KindPages<StaffBrand, StaffBrand, BrandFormValues> = {
  kind: 'brand',
  filters: FILTERS,
  list: (values, page) => listBrandsForStaff(query(values, page)),
  columns: ['tabColumn', 'orderColumn', 'nameColumn', 'productsColumn', 'stateColumn'],
  cells: (brand, { locale, at, href }) => [
    departmentName(brand.tab, locale),
    brand.sort_order,
    <Link key="name" href={href} prefetch={false}>
      {inLanguage(locale, brand.name, brand.name_eng)}
    </Link>,
    brand.products.map((product) => inLanguage(locale, product.name, product.nameEng)).join(', '),
    <PublishStateBadge key="state" record={brand} now={at} />,
  ],
  blank: () => ({ tab: 4, sort_order: 1, name: '', name_eng: '', text: '', text_eng: '', autoplay: true, products: [], published: false }),
  form: (slot) => <BrandForm {...slot} />,
  site: onPage,
};
