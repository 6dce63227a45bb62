import { addDays } from '@/lib/dates';
import type { DayHours, WeekHours } from '@/lib/stores/store';

/**
 * A dated exception to a store's weekly hours (issue 37): a holiday closed, or shorter hours,
 * for one store or (`store` null) for every store, with a note in both languages.
 */
export interface SpecialDay {
  /** YYYY-MM-DD, store-local. */
  day: string;
  /** The store's slug, or null for every store. */
  store: string | null;
  /** The day's hours, or null when closed all day. */
  hours: DayHours | null;
  note: string;
  noteEng: string;
}

/** The exceptions that apply to one store, one a day, by date: its own override wins over one for every store. */
export function specialsOf(slug: string, specials: readonly SpecialDay[]): SpecialDay[] {
  const byDay = new Map<string, SpecialDay>();
  for (const special of specials) {
    if (special.store !== null && special.store !== slug) continue;
    const kept = byDay.get(special.day);
    if (!kept || (kept.store === null && special.store !== null)) byDay.set(special.day, special);
  }
  return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
}

/** Weekday of a YYYY-MM-DD date, 0 = Sunday. */
export const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

/** A store's hours on `day`: its exception (from `specialsOf`) when it has one, else its weekday's. */
export function hoursOn(week: WeekHours, specials: readonly SpecialDay[], day: string): { hours: DayHours | null; special: SpecialDay | null } {
  const special = specials.find((candidate) => candidate.day === day) ?? null;
  return { hours: special ? special.hours : week[weekdayOf(day)]!, special };
}

/** The exceptions from `today` for `days` days (today included), in date order. */
export const comingSpecials = (specials: readonly SpecialDay[], today: string, days: number) => {
  const last = addDays(today, days - 1);
  return specials.filter((special) => special.day >= today && special.day <= last);
};

/** How many days ahead a store page lists its exceptions: shoppers plan holiday shopping weeks ahead. */
export const SPECIAL_HOURS_AHEAD_DAYS = 45;
/** How many days before a holiday the home page and the locator say so. */
export const HOLIDAY_NOTICE_DAYS = 21;

/** A store page's exceptions: today's and those of the next SPECIAL_HOURS_AHEAD_DAYS. */
export const shownSpecials = (specials: readonly SpecialDay[], today: string) => comingSpecials(specials, today, SPECIAL_HOURS_AHEAD_DAYS + 1);

/**
 * What the home page and the locator announce: the days from today to HOLIDAY_NOTICE_DAYS ahead
 * when every store keeps other hours, and on how many more days some store alone does.
 */
export function holidayNotice(specials: readonly SpecialDay[], today: string): { everyStore: SpecialDay[]; someStoresDays: number } {
  const soon = comingSpecials(specials, today, HOLIDAY_NOTICE_DAYS + 1);
  const everyStore = soon.filter((special) => special.store === null);
  const covered = new Set(everyStore.map((special) => special.day));
  const someStoresDays = new Set(soon.filter((special) => special.store !== null && !covered.has(special.day)).map((special) => special.day)).size;
  return { everyStore, someStoresDays };
}
