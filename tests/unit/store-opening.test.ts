import { FIRST_STORES } from '@/lib/content/stores';
import type { WeekHours } from '@/lib/stores/store';
import { formatClock, openState, storeClock } from '@/lib/stores/opening';

const storeBySlug = (slug: string) => FIRST_STORES.find((store) => store.slug === slug);

// 2026-11-20 is a Friday; New York is UTC-5 in November.
const ny = (local: string) => new Date(`${local}-05:00`);
const week = (slug: string) => storeBySlug(slug)!.week;

describe('the store list', () => {
  it('has the 17 stores and the two Jessup distributor sites, each with what the spec asks', () => {
    expect(FIRST_STORES.filter((s) => !s.distributor)).toHaveLength(17);
    expect(FIRST_STORES.filter((s) => s.distributor).map((s) => s.zipcode)).toEqual(['20794', '20794']);
    expect(new Set(FIRST_STORES.map((s) => s.slug)).size).toBe(FIRST_STORES.length);
    const byState = (state: string) => FIRST_STORES.filter((s) => !s.distributor && s.state === state).length;
    expect([byState('MD'), byState('VA'), byState('NJ'), byState('FL')]).toEqual([6, 7, 1, 3]);
    expect(storeBySlug('jacksonville-fl')).toMatchObject({ info: '', infoEng: '', snack: true, eventId: 38 });
    expect(storeBySlug('jessup-distributor-2')).toMatchObject({ photoSet: 2 });
    expect(week('jessup-distributor-2')[1]).toEqual({ open: 7 * 60 + 30, close: 17 * 60 + 30 });
    // Spec section 9: the first site is 250,000 sq ft, the second about 130,000.
    expect(storeBySlug('jessup-distributor-1')!.infoEng).toContain('250,000 sq ft');
    expect(storeBySlug('jessup-distributor-2')!.infoEng).toContain('about 130,000 sq ft');
    expect(storeBySlug('jessup-distributor-2')!.info).toContain('약 130,000 sq ft');
    expect(storeBySlug('jessup-distributor-2')!.infoEng).not.toContain('250,000');
    expect(week('silver-spring-md')[1]).toEqual({ open: 9 * 60, close: 21 * 60 });
    expect(week('riverdale-md')[1]).toEqual({ open: 9 * 60, close: 21 * 60 + 30 });
    for (const store of FIRST_STORES) {
      expect(store.tel).toMatch(/^\d{3}-\d{3}-\d{4}$/);
      expect(store.zipcode).toMatch(/^\d{5}$/);
      expect(store.lat).toBeGreaterThan(24);
      expect(store.lng).toBeLessThan(-70);
    }
  });
});

describe('storeClock', () => {
  it('reads the weekday and time in New York', () => {
    expect(storeClock(ny('2026-11-20T21:15:00'))).toEqual({ day: 5, minutes: 21 * 60 + 15 });
    // 02:00 UTC on Saturday is still Friday evening in New York.
    expect(storeClock(new Date('2026-11-21T02:00:00Z'))).toEqual({ day: 5, minutes: 21 * 60 });
  });
});

describe('openState', () => {
  it('is closed before opening, saying when it opens', () => {
    expect(openState(week('catonsville-md'), ny('2026-11-20T08:59:00'))).toEqual({ open: false, opensAt: 9 * 60, inDays: 0 });
  });

  it('is open during the day, saying when it closes', () => {
    expect(openState(week('catonsville-md'), ny('2026-11-20T09:00:00'))).toEqual({ open: true, closesAt: 22 * 60 });
  });

  it('knows Silver Spring closes at 9:00 pm and Riverdale at 9:30 pm', () => {
    expect(openState(week('silver-spring-md'), ny('2026-11-20T20:59:00'))).toEqual({ open: true, closesAt: 21 * 60 });
    expect(openState(week('silver-spring-md'), ny('2026-11-20T21:00:00'))).toEqual({ open: false, opensAt: 9 * 60, inDays: 1 });
    expect(openState(week('riverdale-md'), ny('2026-11-20T21:15:00'))).toEqual({ open: true, closesAt: 21 * 60 + 30 });
    expect(openState(week('riverdale-md'), ny('2026-11-20T21:30:00'))).toMatchObject({ open: false, inDays: 1 });
  });

  it('after closing and across midnight points at the next opening', () => {
    expect(openState(week('catonsville-md'), ny('2026-11-20T23:45:00'))).toEqual({ open: false, opensAt: 9 * 60, inDays: 1 });
    expect(openState(week('catonsville-md'), ny('2026-11-21T00:15:00'))).toEqual({ open: false, opensAt: 9 * 60, inDays: 0 });
    expect(openState(week('centreville-va'), ny('2026-11-21T07:59:00'))).toEqual({ open: false, opensAt: 8 * 60, inDays: 0 });
  });

  it('handles hours that run past midnight and days without hours', () => {
    const late: WeekHours = [null, null, null, null, null, { open: 18 * 60, close: 2 * 60 }, null];
    expect(openState(late, ny('2026-11-20T23:00:00'))).toEqual({ open: true, closesAt: 120 });
    expect(openState(late, ny('2026-11-21T01:30:00'))).toEqual({ open: true, closesAt: 120 });
    expect(openState(late, ny('2026-11-21T02:00:00'))).toEqual({ open: false, opensAt: 18 * 60, inDays: 6 });
    expect(openState([null, null, null, null, null, null, null], ny('2026-11-20T12:00:00'))).toEqual({ open: false, opensAt: null, inDays: null });
  });
});

describe('formatClock', () => {
  it('writes times for each language', () => {
    expect(formatClock(21 * 60 + 30, 'en')).toBe('9:30 PM');
    expect(formatClock(9 * 60, 'en')).toBe('9:00 AM');
    expect(formatClock(12 * 60, 'en')).toBe('12:00 PM');
    expect(formatClock(0, 'en')).toBe('12:00 AM');
    expect(formatClock(21 * 60 + 30, 'ko')).toBe('오후 9:30');
    expect(formatClock(7 * 60 + 30, 'ko')).toBe('오전 7:30');
  });
});
