import { analyticsStanding, analyticsTurnedOff, sendsGpc } from '@/lib/privacy/choices';
import { dueAt, keptSince, RETENTION, retentionOf } from '@/lib/privacy/retention';

describe('sendsGpc', () => {
  it.each([
    ['1', true],
    [' 1 ', true],
    ['0', false],
    ['true', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%p', (header, expected) => {
    expect(sendsGpc(header)).toBe(expected);
  });
});

describe('analyticsTurnedOff', () => {
  it.each([
    ['analytics=off', true],
    ['NEXT_LOCALE=en; analytics=off; visit=1', true],
    ['analytics=on', false],
    ['my-analytics=off', false],
    ['analytics=offline', false],
    ['', false],
    [null, false],
  ])('%p', (cookies, expected) => {
    expect(analyticsTurnedOff(cookies)).toBe(expected);
  });
});

describe('analyticsStanding', () => {
  it.each([
    [{ gpc: false, cookies: '' }, 'on'],
    [{ gpc: false, cookies: 'analytics=off' }, 'turnedOff'],
    [{ gpc: true, cookies: '' }, 'gpc'],
    // The signal is what the page names, though the choice says the same.
    [{ gpc: true, cookies: 'analytics=off' }, 'gpc'],
  ] as const)('%p', (signal, expected) => {
    expect(analyticsStanding(signal)).toBe(expected);
  });
});

describe('the retention schedule', () => {
  it('names each record once, job applications for at least the three years the careers rules need', () => {
    expect(new Set(RETENTION.map((entry) => entry.record)).size).toBe(RETENTION.length);
    expect(retentionOf('jobApplication').period).toEqual({ years: 3 });
  });

  it.each([
    ['a year from a day', new Date('2026-12-04T15:00:00Z'), { years: 1 }, new Date('2027-12-04T15:00:00Z')],
    ['three years across a leap day', new Date('2027-03-01T00:00:00Z'), { years: 3 }, new Date('2030-03-01T00:00:00Z')],
    ['a year from 29 February', new Date('2028-02-29T12:00:00Z'), { years: 1 }, new Date('2029-03-01T12:00:00Z')],
    ['90 days', new Date('2026-12-04T00:00:00Z'), { days: 90 }, new Date('2027-03-04T00:00:00Z')],
  ] as const)('dueAt: %s', (_name, start, period, due) => {
    expect(dueAt(start, period)).toEqual(due);
  });

  it('keptSince is the line dueAt draws: a record started on it is due now, one a second later is not', () => {
    const now = new Date('2026-12-04T15:00:00Z');
    for (const { period } of RETENTION) {
      const line = keptSince(now, period);
      expect(dueAt(line, period).getTime()).toBeLessThanOrEqual(now.getTime());
      expect(dueAt(new Date(line.getTime() + 1000), period).getTime()).toBeGreaterThan(now.getTime());
    }
  });
});
