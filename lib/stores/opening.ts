import { STORE_TIME_ZONE } from '@/lib/dates';
import type { WeekHours } from '@/lib/content/stores';

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

/**
 * Open or closed at `now`, and when that changes. A day whose closing time is not after its
 * opening time runs past midnight into the next day.
 */
export function openState(week: WeekHours, now: Date): OpenState {
  const { day, minutes } = storeClock(now);
  const today = week[day];
  const yesterday = week[(day + 6) % 7];
  // Still inside yesterday's hours that run past midnight?
  if (yesterday && yesterday.close <= yesterday.open && minutes < yesterday.close) return { open: true, closesAt: yesterday.close };
  if (today) {
    const overnight = today.close <= today.open;
    if (minutes >= today.open && (overnight || minutes < today.close)) return { open: true, closesAt: today.close };
    if (minutes < today.open) return { open: false, opensAt: today.open, inDays: 0 };
  }
  for (let ahead = 1; ahead <= 7; ahead += 1) {
    const next = week[(day + ahead) % 7];
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
