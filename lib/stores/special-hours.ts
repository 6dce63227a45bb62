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
