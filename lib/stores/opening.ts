import { addDays, STORE_TIME_ZONE, storeToday } from '@/lib/dates';
import type { WeekHours } from '@/lib/stores/store';
import { hoursOn, type SpecialDay } from './special-hours';

/** Weekday (0 = Sunday) and minutes after midnight in the stores' time zone. */
export function storeClock(now: Date): { day: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: STORE_TIME_ZONE, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return { day, minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

export type OpenState =
  | { open: true; closesAt: number }
  /** `opensAt` minutes on `inDays` days from today (0 today, 1 tomorrow…); null when never. */
  | { open: false; opensAt: number; inDays: number }
  | { open: false; opensAt: null; inDays: null };

/** How far ahead "opens …" looks: a week, and a week more for holidays closed in a row. */
const LOOK_AHEAD_DAYS = 14;

/**
 * Open or closed at `now`, and when that changes, by the weekly hours and the store's dated
 * exceptions (`specialsOf`). A day whose closing time is not after its opening time runs past
 * midnight into the next day.
 */
export function openState(week: WeekHours, now: Date, specials: readonly SpecialDay[] = []): OpenState {
  const { minutes } = storeClock(now);
  const today = storeToday(now);
  const on = (ahead: number) => hoursOn(week, specials, addDays(today, ahead)).hours;
  const yesterday = on(-1);
  // Still inside yesterday's hours that run past midnight?
  if (yesterday && yesterday.close <= yesterday.open && minutes < yesterday.close) return { open: true, closesAt: yesterday.close };
  const hours = on(0);
  if (hours) {
    const overnight = hours.close <= hours.open;
    if (minutes >= hours.open && (overnight || minutes < hours.close)) return { open: true, closesAt: hours.close };
    if (minutes < hours.open) return { open: false, opensAt: hours.open, inDays: 0 };
  }
  for (let ahead = 1; ahead <= LOOK_AHEAD_DAYS; ahead += 1) {
    const next = on(ahead);
    if (next) return { open: false, opensAt: next.open, inDays: ahead };
  }
  return { open: false, opensAt: null, inDays: null };
}

/** "9:30 PM" / "오후 9:30" for minutes after midnight. */
export function formatClock(minutes: number, locale: 'ko' | 'en'): string {
  const h24 = Math.floor(minutes / 60) % 24;
  const m = String(minutes % 60).padStart(2, '0');
  const h12 = h24 % 12 || 12;
  return locale === 'ko' ? `${h24 < 12 ? '오전' : '오후'} ${h12}:${m}` : `${h12}:${m} ${h24 < 12 ? 'AM' : 'PM'}`;
}

/** One day's opening hours in the page's language: "9:00 AM – 10:00 PM" / "오전 9:00 – 오후 10:00". */
export function formatHours(hours: { open: number; close: number }, locale: 'ko' | 'en'): string {
  return `${formatClock(hours.open, locale)} – ${formatClock(hours.close, locale)}`;
}

/** The catalogue's weekday keys (`stores.weekdays.0` is Sunday), in the order of Date#getDay. */
export const WEEKDAY_KEYS = ['0', '1', '2', '3', '4', '5', '6'] as const;
