import { formatDay, formatMonthDay, formatRange, formatSaleWeek, formatShortWeek, storeDayOf } from '@/lib/format/dates';
import { addDays, daysBetween, storeToday } from '@/lib/dates';

describe('dates as the spec writes them', () => {
  it('formats a day like "Jan 05, 2025" in English and its Korean equivalent', () => {
    expect(formatDay('2025-01-05', 'en')).toBe('Jan 05, 2025');
    expect(formatDay('2025-01-05', 'ko')).toBe('2025년 01월 05일');
    expect(formatDay('2026-12-31', 'en')).toBe('Dec 31, 2026');
  });

  it('names a day of the year for words about it: "Sep 12", "9월 12일"', () => {
    expect(formatMonthDay('2025-09-12', 'en')).toBe('Sep 12');
    expect(formatMonthDay('2025-09-12', 'ko')).toBe('9월 12일');
    expect(formatMonthDay('2026-07-04', 'en')).toBe('Jul 4');
  });

  it('gives a sale week as start through start + 6 days, across months and years', () => {
    expect(formatSaleWeek('2025-01-05', 'en')).toBe('Jan 05, 2025 – Jan 11, 2025');
    expect(formatSaleWeek('2026-12-28', 'en')).toBe('Dec 28, 2026 – Jan 03, 2027');
    expect(formatSaleWeek('2026-02-26', 'ko')).toBe('2026년 02월 26일 – 2026년 03월 04일');
    expect(formatRange('2026-11-01', '2026-11-30', 'en')).toBe('Nov 01, 2026 – Nov 30, 2026');
  });

  it('reads days in the stores\' time zone', () => {
    // 03:30 UTC on Nov 21 is still Nov 20 in New York.
    expect(storeToday(new Date('2026-11-21T03:30:00Z'))).toBe('2026-11-20');
    expect(storeDayOf('2026-11-21T03:30:00Z')).toBe('2026-11-20');
    expect(storeToday(new Date('2026-11-21T05:30:00Z'))).toBe('2026-11-21');
  });

  it('adds and counts calendar days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-11-20', '2026-12-01')).toBe(11);
  });
});

describe('formatShortWeek', () => {
  it.each([
    ['2026-11-20', 'en', 'Nov 20–26'],
    ['2026-11-27', 'en', 'Nov 27–Dec 3'],
    ['2026-12-29', 'en', 'Dec 29–Jan 4'],
    ['2026-11-20', 'ko', '11월 20일–26일'],
    ['2026-11-27', 'ko', '11월 27일–12월 3일'],
  ] as const)('%s in %s', (start, locale, expected) => {
    expect(formatShortWeek(start, locale)).toBe(expected);
  });
});
