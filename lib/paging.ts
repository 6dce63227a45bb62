/** Lists show ten a page (spec section 9), in the API and on the pages alike. */
export const PAGE_SIZE = 10;

export function totalPages(count: number): number {
  return Math.max(1, Math.ceil(count / PAGE_SIZE));
}
