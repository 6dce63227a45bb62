import { auditWindow } from '@/lib/admin/audit-filter';
import { calendarDay } from '@/lib/dates';

describe('calendarDay', () => {
  it.each([
    ['2026-11-26', '2026-11-26'],
    ['2028-02-29', '2028-02-29'],
    ['2026-02-30', undefined],
    ['26-11-01', undefined],
    ['2026-11-26T00:00', undefined],
    ['', undefined],
  ])('%s', (value, expected) => {
    expect(calendarDay(value)).toBe(expected);
  });
});

describe('auditWindow', () => {
  it('spans whole New York days, the last one included', () => {
    expect(auditWindow({ from: '2026-11-26', to: '2026-11-26' })).toEqual({ since: new Date('2026-11-26T05:00:00Z'), before: new Date('2026-11-27T05:00:00Z') });
    // Daylight time in July.
    expect(auditWindow({ from: '2026-07-04' })).toEqual({ since: new Date('2026-07-04T04:00:00Z'), before: undefined });
    expect(auditWindow({})).toEqual({ since: undefined, before: undefined });
  });
});
