import type { NextConfig } from 'next';
import { departmentHref, FIRST_DEPARTMENT, PRODUCT_DEPARTMENTS } from './product-departments';

/** One entry of next.config's `redirects()`, as Next's public config type names it. */
type Redirect = Awaited<ReturnType<NonNullable<NextConfig['redirects']>>>[number];
type Has = NonNullable<Redirect['has']>;

/** Old site addresses (spec section 2) and where they live now. */
const LEGACY_PATHS: ReadonlyArray<readonly [string, string, Has?]> = [
  ['/store-event', '/event'],
  ['/weekly-sale', '/sale'],
  ['/nj-weekly-sale', '/sale'],
  ['/fl-weekly-sale-2', '/sale'],
  ['/locations', '/location'],
  ['/locations/:slug', '/location'],
  // The spec's department tabs (`/products?tab=2`) are pages of their own (DESIGN.md section 3).
  // Next keeps the query on a redirect, so `?tab=2` rides along; the page reads nothing from it.
  ...PRODUCT_DEPARTMENTS.filter((department) => department !== FIRST_DEPARTMENT).map(
    (department): [string, string, Has] => ['/products', departmentHref(department), [{ type: 'query', key: 'tab', value: String(department.tab) }]],
  ),
  [`/products/${FIRST_DEPARTMENT.slug}`, '/products'],
];

/** Each legacy path, unprefixed (Korean) and under /en, moved for good. */
export function legacyRedirects(): Redirect[] {
  return LEGACY_PATHS.flatMap(([from, to, has]) => [
    { source: from, destination: to, permanent: true, ...(has ? { has } : {}) },
    { source: `/en${from}`, destination: `/en${to}`, permanent: true, ...(has ? { has } : {}) },
  ]);
}
