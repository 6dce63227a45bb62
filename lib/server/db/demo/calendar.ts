import { addDays, daysBetween } from '@/lib/dates';

/**
 * The days the demo's seasonal content is written for, so that a deal or a notice seeded on any
 * day says what its dates say: holidays are computed (US ones by rule, the Korean lunar ones from
 * a table), seasons and store anniversaries are fixed days of the year.
 */
export type Anchor =
  | { holiday: 'thanksgiving' | 'blackFriday' | 'lunarNewYear' | 'chuseok' }
  /** A fixed day of the year, "MM-DD" (Halloween, a store's opening anniversary, a season's start). */
  | { day: string };

/** Seollal and Chuseok by the Korean lunar calendar (KASI). Extend it before 2035 (next year is looked up too). */
const LUNAR: Record<'lunarNewYear' | 'chuseok', Record<number, string>> = {
  lunarNewYear: {
    2024: '02-10', 2025: '01-29', 2026: '02-17', 2027: '02-07', 2028: '01-26', 2029: '02-13',
    2030: '02-03', 2031: '01-23', 2032: '02-11', 2033: '01-31', 2034: '02-19', 2035: '02-08',
  },
  chuseok: {
    2024: '09-17', 2025: '10-06', 2026: '09-25', 2027: '09-15', 2028: '10-03', 2029: '09-22',
    2030: '09-12', 2031: '10-01', 2032: '09-19', 2033: '09-08', 2034: '09-27', 2035: '09-16',
  },
};

/** US Thanksgiving: the fourth Thursday of November. */
export function thanksgiving(year: number): string {
  const firstWeekday = new Date(Date.UTC(year, 10, 1)).getUTCDay();
  const firstThursday = 1 + ((4 - firstWeekday + 7) % 7);
  return `${year}-11-${String(firstThursday + 21).padStart(2, '0')}`;
}

/** The day of `anchor` in `year`, YYYY-MM-DD. */
export function anchorDay(anchor: Anchor, year: number): string {
  if ('day' in anchor) return `${year}-${anchor.day}`;
  if (anchor.holiday === 'thanksgiving') return thanksgiving(year);
  if (anchor.holiday === 'blackFriday') return addDays(thanksgiving(year), 1);
  const day = LUNAR[anchor.holiday][year];
  if (!day) throw new Error(`No ${anchor.holiday} date for ${year}: extend the table in demo/calendar.ts`);
  return `${year}-${day}`;
}

/** How far ahead of the seed day a seasonal item may start (further ahead, last year's is shown). */
const AHEAD_DAYS = 65;

/**
 * The start of a seasonal item placed `offset` days from its anchor: the latest occurrence that
 * starts less than AHEAD_DAYS after `today`, so the demo shows this season's deals as current or
 * coming and the rest of the year's as over.
 */
export function seasonalStart(anchor: Anchor, offset: number, today: string): string {
  const year = Number(today.slice(0, 4));
  const starts = [year + 1, year, year - 1].map((candidate) => addDays(anchorDay(anchor, candidate), offset));
  return starts.find((start) => daysBetween(today, start) < AHEAD_DAYS)!;
}

/** The latest day on or before `today` that falls `offset` (zero or less) days from `anchor`: when a notice about it was posted. */
export function lastOccurrence(anchor: Anchor, offset: number, today: string): string {
  const year = Number(today.slice(0, 4));
  return [year + 1, year, year - 1].map((candidate) => addDays(anchorDay(anchor, candidate), offset)).find((day) => day <= today)!;
}
