import { FIRST_STORES } from '@/lib/content/stores';
import { openState } from '@/lib/stores/opening';
import { comingSpecials, hoursOn, specialsOf, weekdayOf, type SpecialDay } from '@/lib/stores/special-hours';

const storeBySlug = (slug: string) => FIRST_STORES.find((store) => store.slug === slug);

// 2026-11-26 is Thanksgiving, a Thursday; New York is UTC-5 in November.
const ny = (local: string) => new Date(`${local}-05:00`);
const week = storeBySlug('catonsville-md')!.week;
const special = (day: string, hours: [number, number] | null, store: string | null = null): SpecialDay => ({
  day,
  store,
  hours: hours ? { open: hours[0] * 60, close: hours[1] * 60 } : null,
  note: '',
  noteEng: '',
});
const thanksgiving = special('2026-11-26', [9, 18]);
const christmas = special('2026-12-25', null);

describe('specialsOf', () => {
  it.each([
    ['a day for every store applies to each', [thanksgiving], 'catonsville-md', [thanksgiving]],
    ["a store's own day wins over every store's", [thanksgiving, special('2026-11-26', null, 'herndon-va')], 'herndon-va', [special('2026-11-26', null, 'herndon-va')]],
    ["another store's day does not apply", [special('2026-11-26', null, 'herndon-va')], 'catonsville-md', []],
    ['the order of the rows does not matter', [special('2026-11-26', null, 'herndon-va'), christmas, thanksgiving], 'herndon-va', [special('2026-11-26', null, 'herndon-va'), christmas]],
  ])('%s', (_name, specials, slug, expected) => {
    expect(specialsOf(slug, specials)).toEqual(expected);
  });
});

describe('hoursOn and comingSpecials', () => {
  it('gives the exception on its day and the weekday hours on any other', () => {
    expect(weekdayOf('2026-11-26')).toBe(4);
    expect(hoursOn(week, [thanksgiving], '2026-11-26')).toEqual({ hours: { open: 540, close: 1080 }, special: thanksgiving });
    expect(hoursOn(week, [thanksgiving], '2026-11-27')).toEqual({ hours: week[5], special: null });
    expect(hoursOn(week, [christmas], '2026-12-25').hours).toBeNull();
  });

  it.each([
    ['the week before Thanksgiving', '2026-11-20', [thanksgiving]],
    ['Thanksgiving itself', '2026-11-26', [thanksgiving]],
    ['the day after', '2026-11-27', []],
    ['a week before Christmas: seven days, today first', '2026-12-19', [christmas]],
    ['eight days before Christmas', '2026-12-17', []],
  ])('the coming week from %s', (_name, today, expected) => {
    expect(comingSpecials([thanksgiving, christmas], today, 7)).toEqual(expected);
  });
});

describe('openState with special hours', () => {
  it.each([
    ['Thanksgiving 8:59 opens at nine', '2026-11-26T08:59:00', [thanksgiving], { open: false, opensAt: 540, inDays: 0 }],
    ['Thanksgiving 17:00 closes at six, not ten', '2026-11-26T17:00:00', [thanksgiving], { open: true, closesAt: 1080 }],
    ['Thanksgiving 18:00 is closed, opening tomorrow', '2026-11-26T18:00:00', [thanksgiving], { open: false, opensAt: 540, inDays: 1 }],
    ['a normal Thursday 18:00 is open till ten', '2026-11-19T18:00:00', [thanksgiving], { open: true, closesAt: 1320 }],
    ['Christmas Eve after closing opens the 26th', '2026-12-24T22:30:00', [christmas], { open: false, opensAt: 540, inDays: 2 }],
    ['Christmas Day at noon is closed', '2026-12-25T12:00:00', [christmas], { open: false, opensAt: 540, inDays: 1 }],
    ['hours past midnight on the eve still hold after it', '2026-12-31T01:00:00', [special('2026-12-30', [20, 2])], { open: true, closesAt: 120 }],
  ])('%s', (_name, at, specials, expected) => {
    expect(openState(week, ny(at), specials)).toEqual(expected);
  });

  it('looks two weeks ahead past days closed in a row, then says never', () => {
    const closed = Array.from({ length: 10 }, (_, i) => special(`2026-12-${String(20 + i).padStart(2, '0')}`, null));
    expect(openState(week, ny('2026-12-20T12:00:00'), closed)).toEqual({ open: false, opensAt: 540, inDays: 10 });
    expect(openState([null, null, null, null, null, null, null], ny('2026-12-20T12:00:00'))).toEqual({ open: false, opensAt: null, inDays: null });
  });
});
