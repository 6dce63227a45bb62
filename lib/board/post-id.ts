/** A post's id as its address spells it (`/career/12`): digits without a leading zero, or null. */
export function postIdOf(raw: string): number | null {
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null;
}
