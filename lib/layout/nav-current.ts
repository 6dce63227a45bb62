/**
 * Where a chrome link stands to the page shown (`pathname`, without its language): the page
 * itself, a page of its section (`/sale/maryland` and `/sale`, `/career-apply` and `/career`,
 * `/location-detail/…` and `/location`), or neither.
 */
export function navCurrent(pathname: string, href: string): 'page' | 'true' | undefined {
  if (pathname === href) return 'page';
  if (href !== '/' && (pathname.startsWith(`${href}/`) || pathname.startsWith(`${href}-`))) return 'true';
  return undefined;
}
