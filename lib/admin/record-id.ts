/** A record's id as an address or a form gives it ("12", or a bound number): a positive whole number of at most nine digits, else null. */
export function recordId(value: unknown): number | null {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}
