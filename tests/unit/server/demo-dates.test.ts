import { addDays, daysBetween } from '@/lib/dates';
import { anchorDay, seasonalStart, thanksgiving } from '@/lib/server/db/demo/calendar';
import { DEMO_EVENTS, dealDates } from '@/lib/server/db/demo/events';
import { STORES } from '@/lib/content/stores';
import { demoHolidayHours } from '@/lib/server/db/demo/holiday-hours';

describe('demo calendar', () => {
  it.each([
    [2024, '2024-11-28'],
    [2025, '2025-11-27'],
    [2026, '2026-11-26'],
    [2027, '2027-11-25'],
    [2029, '2029-11-22'],
    [2030, '2030-11-28'],
  ])('Thanksgiving %i is the fourth Thursday of November, %s', (year, day) => {
    expect(thanksgiving(year)).toBe(day);
    expect(new Date(`${day}T12:00:00Z`).getUTCDay()).toBe(4);
  });

  it.each([
    [{ holiday: 'blackFriday' } as const, 2026, '2026-11-27'],
    [{ holiday: 'lunarNewYear' } as const, 2027, '2027-02-07'],
    [{ holiday: 'chuseok' } as const, 2026, '2026-09-25'],
    [{ day: '10-31' }, 2026, '2026-10-31'],
  ])('%o in %i is %s', (anchor, year, day) => {
    expect(anchorDay(anchor, year)).toBe(day);
  });

  it.each([
    // Seed day, anchor and offset, start: this season's when it is near or coming, else last year's.
    ['2026-11-26', { day: '12-15' }, 0, '2026-12-15'],
    ['2026-11-26', { day: '07-01' }, 0, '2026-07-01'],
    ['2026-11-26', { day: '03-25' }, 0, '2026-03-25'],
    ['2026-12-20', { day: '01-01' }, -3, '2026-12-29'],
    ['2027-03-01', { holiday: 'thanksgiving' as const }, -9, '2026-11-17'],
  ])('seeded on %s, %o %i starts on %s', (today, anchor, offset, start) => {
    expect(seasonalStart(anchor, offset, today)).toBe(start);
  });
});

/** What a deal's words promise about its dates; `start` and `end` are its first and last day. */
const WORD_RULES: Array<[RegExp, (start: string, end: string) => boolean]> = [
  [/black friday|블랙프라이데이/i, (start, end) => start <= addDays(thanksgiving(+start.slice(0, 4)), 1) && addDays(thanksgiving(+start.slice(0, 4)), 1) <= end],
  [/thanksgiving|추수감사절/i, (start, end) => { const day = thanksgiving(+start.slice(0, 4)); return start <= day && daysBetween(end, day) >= 0 && daysBetween(start, day) <= 14; }],
  [/halloween|할로윈/i, (start, end) => start.slice(5) >= '10-01' && end.slice(5) <= '10-31'],
  [/chuseok|추석/i, (start, end) => { const day = anchorDay({ holiday: 'chuseok' }, +start.slice(0, 4)); return end <= day && daysBetween(start, day) <= 21; }],
  [/lunar new year|설날/i, (start, end) => { const day = anchorDay({ holiday: 'lunarNewYear' }, +end.slice(0, 4)); return end <= day && daysBetween(start, day) <= 28; }],
  [/(?<!silver )spring|봄맞이/i, (start) => start.slice(5) >= '03-01' && start.slice(5) <= '05-31'],
  [/summer|여름/i, (start) => start.slice(5) >= '06-01' && start.slice(5) <= '08-31'],
  [/kimjang|김장/i, (start) => start.slice(5) >= '10-15' && start.slice(5) <= '12-15'],
  [/holiday|연말/i, (start) => start.slice(5) >= '11-20'],
  [/^new year|새해/i, (start, end) => start.slice(5) >= '12-15' && end.slice(5) <= '01-31'],
];

/** Stores' opening days that a deal's words may celebrate. */
const OPENED = new Map(STORES.filter((store) => store.opened).map((store) => [store.title, store.opened!]));

describe.each(['2026-11-26', '2026-12-24', '2027-02-10', '2027-05-20', '2027-08-15', '2027-10-20', '2028-01-05'])('demo deals seeded on %s', (today) => {
  const deals = DEMO_EVENTS.map((event) => ({ event, ...dealDates(event, today) }));

  it.each(WORD_RULES.map(([pattern, rule]) => [String(pattern), pattern, rule] as const))('a deal that says %s has dates that match', (_, pattern, rule) => {
    for (const { event, start, end } of deals.filter(({ event }) => pattern.test(event.title) || pattern.test(event.titleEng))) {
      expect({ id: event.id, start, end, matches: rule(start, end) }).toEqual({ id: event.id, start, end, matches: true });
    }
  });

  it('names no grand opening more than a month after the store opened', () => {
    for (const { event, start } of deals.filter(({ event }) => /grand opening|opening celebration|opening prize|그랜드 오픈|오픈 기념/i.test(`${event.title} ${event.titleEng}`))) {
      const opened = [...OPENED].find(([title]) => event.title.includes(title))?.[1];
      expect({ id: event.id, sinceOpening: opened ? daysBetween(opened, start) : 'unknown store' }).toEqual({ id: event.id, sinceOpening: expect.any(Number) });
      expect(daysBetween(opened!, start)).toBeLessThanOrEqual(31);
    }
  });

  it('celebrates a store anniversary on the anniversary', () => {
    for (const { event, start, end } of deals.filter(({ event }) => /anniversary|기념일/i.test(event.titleEng || event.title))) {
      const opened = [...OPENED].find(([title]) => event.title.includes(title))?.[1];
      const day = `${start.slice(0, 4)}-${opened!.slice(5)}`;
      expect({ id: event.id, within: start <= day && day <= end }).toEqual({ id: event.id, within: true });
    }
  });
});

describe('demo holiday hours', () => {
  it.each([
    ['2026-11-28', '2026-11-26', '2026-12-25', '2027-01-01'],
    ['2026-03-10', '2026-11-26', '2026-12-25', '2027-01-01'],
    // In January, the season just over.
    ['2027-01-05', '2026-11-26', '2026-12-25', '2027-01-01'],
  ])('seeded on %s: Thanksgiving %s, Christmas %s, New Year %s, for every store, the distributor sites closed', (today, ...days) => {
    const hours = demoHolidayHours(today);
    expect([...new Set(hours.map((row) => row.day))]).toEqual(days);
    const everyStore = hours.filter((row) => row.storeSlug === null);
    expect(everyStore.map((row) => [row.opens, row.closes])).toEqual([
      [540, 1080],
      [null, null],
      [600, 1080],
    ]);
    for (const row of hours.filter((candidate) => candidate.storeSlug !== null)) {
      expect(STORES.find((store) => store.slug === row.storeSlug)?.distributor).toBe(true);
      expect(row.opens).toBeNull();
    }
  });
});
