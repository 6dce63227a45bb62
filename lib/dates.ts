/** Store days are calendar days in America/New_York (every store is in Eastern time). */
export const STORE_TIME_ZONE = 'America/New_York';

/** Today's date in the stores' time zone, as YYYY-MM-DD. */
export function storeToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A YYYY-MM-DD date moved by `days` (calendar arithmetic, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d! + days));
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The last second of a store day, with New York's offset that day: "2026-12-12T23:59:59-05:00". */
export function endOfStoreDay(isoDate: string): string {
  // Noon UTC of that day is the same calendar day in New York, so its offset is that day's.
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: STORE_TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${isoDate}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')!.value;
  const offset = zone === 'GMT' ? '+00:00' : zone.replace('GMT', '');
  return `${isoDate}T23:59:59${offset}`;
}
