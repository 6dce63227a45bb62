import { PRODUCT_CATEGORY_CODES } from './codes';

/**
 * The Products page's departments by address: Produce, the first, at `/products`, the others at
 * `/products/{slug}`; the number is the spec's `?tab=` and the vendor form's category.
 */
export const PRODUCT_DEPARTMENTS = [
  { slug: 'produce', tab: 1 },
  { slug: 'meat', tab: 2 },
  { slug: 'seafood', tab: 3 },
  { slug: 'groceries', tab: 4 },
  { slug: 'houseware', tab: 5 },
] as const;

export type ProductDepartment = (typeof PRODUCT_DEPARTMENTS)[number];

export const FIRST_DEPARTMENT = PRODUCT_DEPARTMENTS[0];

export const departmentBySlug = (slug: string): ProductDepartment | undefined => PRODUCT_DEPARTMENTS.find((department) => department.slug === slug);

export const departmentOfTab = (tab: number): ProductDepartment | undefined => PRODUCT_DEPARTMENTS.find((department) => department.tab === tab);

export const departmentHref = (department: ProductDepartment): string => (department === FIRST_DEPARTMENT ? '/products' : `/products/${department.slug}`);

/** A department's page by its number (an unknown one: Produce's), as the back office links its records there. */
export const departmentPathOf = (tab: number): string => departmentHref(departmentOfTab(tab) ?? FIRST_DEPARTMENT);

/** A department's name in `locale` (the vendor form's category names it the same). */
export const departmentName = (tab: number, locale: 'ko' | 'en'): string => PRODUCT_CATEGORY_CODES.find((code) => code.value === tab)?.[locale] ?? '';
