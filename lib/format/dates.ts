import type { AppLocale } from '@/lib/i18n/routing';
import { addDays, STORE_TIME_ZONE } from '@/lib/dates';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar day (YYYY-MM-DD) as the spec writes it: `Jan 05, 2025` in English and
 * `2025년 01월 05일` in Korean.
 */
export function formatDay(isoDate: string, locale: AppLocale): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  if (locale === 'ko') return `${year}년 ${month}월 ${day}일`;
  return `${MONTHS[Number(month) - 1]} ${day}, ${year}`;
}

/** A day of the year, for words that name one: `Sep 12`; `9월 12일`. */
export function formatMonthDay(isoDate: string, locale: AppLocale): string {
  const [, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return locale === 'ko' ? `${month}월 ${day}일` : `${MONTHS[month - 1]} ${day}`;
}

/** A sale week in few characters, for titles: `Nov 20–26`, `Nov 27–Dec 3`; `11월 20일–26일`. */
export function formatShortWeek(saleStart: string, locale: AppLocale): string {
  const [, startMonth, startDay] = saleStart.split('-').map(Number) as [number, number, number];
  const [, endMonth, endDay] = addDays(saleStart, 6).split('-').map(Number) as [number, number, number];
  const sameMonth = startMonth === endMonth;
  if (locale === 'ko') return `${startMonth}월 ${startDay}일–${sameMonth ? '' : `${endMonth}월 `}${endDay}일`;
  return `${MONTHS[startMonth - 1]} ${startDay}–${sameMonth ? '' : `${MONTHS[endMonth - 1]} `}${endDay}`;
}

/** `Jan 05, 2025 – Jan 11, 2025`: a sale week (start + 6 days) or any date range. */
export function formatRange(start: string, end: string, locale: AppLocale): string {
  return `${formatDay(start, locale)} – ${formatDay(end, locale)}`;
}

export function formatSaleWeek(saleStart: string, locale: AppLocale): string {
  return formatRange(saleStart, addDays(saleStart, 6), locale);
}

/** The stores' calendar day of an instant (ISO timestamp), for "created" dates. */
export function storeDayOf(isoTimestamp: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(isoTimestamp));
}

/** A moment as the back office shows it, in the stores' time: `Dec 4, 2026, 9:05 AM`; `seconds` for a log's order. */
export function formatMoment(at: Date | string, locale: string, { seconds = false } = {}): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'ko-KR', { dateStyle: 'medium', timeStyle: seconds ? 'medium' : 'short', timeZone: STORE_TIME_ZONE }).format(new Date(at));
}
