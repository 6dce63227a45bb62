/** Reading a page's query (searchParams) leniently: anything odd falls back to the default. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a query parameter, trimmed, without NUL bytes (PostgreSQL refuses them). */
export function firstValue(params: SearchParams, name: string): string {
  const value = params[name];
  return (Array.isArray(value) ? value[0] : value)?.replace(/\u0000/g, '').trim() ?? '';
}

export function intValue(params: SearchParams, name: string, range: { min: number; max: number }): number | undefined {
  const raw = firstValue(params, name);
  if (!/^\d{1,6}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= range.min && value <= range.max ? value : undefined;
}

/** A query string of the non-empty values, in the given order ('' when none). */
export function queryString(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== '' && value !== 0) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The post a board's address opens in place (`?view=detail&id=`, DESIGN.md section 3: careers,
 * announcements), or null for the list.
 */
export function detailViewId(params: SearchParams): number | null {
  if (firstValue(params, 'view') !== 'detail') return null;
  return intValue(params, 'id', { min: 1, max: 999_999 }) ?? null;
}

/** A query as pages receive it, from the browser's (a parameter given twice keeps both). */
export function searchParamsOf(search: URLSearchParams): SearchParams {
  return Object.fromEntries([...new Set(search.keys())].map((key) => [key, search.getAll(key)]));
}
