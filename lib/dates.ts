/** Store days are calendar days in America/New_York (every store is in Eastern time). */
export const STORE_TIME_ZONE = 'America/New_York';

/** Today's date in the stores' time zone, as YYYY-MM-DD. */
export function storeToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The day a YYYY-MM-DD names when it is a real one ("2026-02-30" is none), else undefined. */
export function calendarDay(value: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && storeTimeToDate(`${value}T00:00`) ? value : undefined;
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

/** New York's offset from UTC at a moment, in minutes (-300 in winter, -240 in summer). */
function storeOffsetMinutes(at: Date): number {
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: STORE_TIME_ZONE, timeZoneName: 'longOffset' }).formatToParts(at).find((part) => part.type === 'timeZoneName')!.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(zone);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/**
 * A store-local date and time as a form's datetime-local field gives it ("2026-12-01T09:00",
 * New York time) as the moment it names, or null when it is no such time.
 */
export function storeTimeToDate(local: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const probe = new Date(asUtc);
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d || h > 23 || mi > 59) return null;
  // The offset of the moment itself; a second look settles the hours around a clock change.
  const first = asUtc - storeOffsetMinutes(probe) * 60_000;
  return new Date(asUtc - storeOffsetMinutes(new Date(first)) * 60_000);
}

/** A moment as New York's wall clock, in a datetime-local field's form ("2026-12-01T09:00"). */
export function storeTimeOf(at: Date): string {
  return new Date(at.getTime() + storeOffsetMinutes(at) * 60_000).toISOString().slice(0, 16);
}
