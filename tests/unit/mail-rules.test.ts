import { digestWindow } from '@/lib/mail/digest-window';
import { nextTry, refusedForGood, RETRY_WAITS_MINUTES } from '@/lib/mail/retry';

describe('when a failed mail is tried again', () => {
  const now = new Date('2026-11-28T15:00:00Z');
  it.each([
    [1, '2026-11-28T15:01:00.000Z'],
    [2, '2026-11-28T15:05:00.000Z'],
    [3, '2026-11-28T15:15:00.000Z'],
    [4, '2026-11-28T16:00:00.000Z'],
    [8, '2026-11-29T15:00:00.000Z'],
  ])('after try %i: at %s', (attempts, at) => {
    expect(nextTry(attempts, now)?.toISOString()).toBe(at);
  });

  it('gives up after the last wait', () => {
    expect(nextTry(RETRY_WAITS_MINUTES.length + 1, now)).toBeNull();
  });

  it.each([
    [550, true],
    [554, true],
    [451, false],
    [421, false],
    [undefined, false],
    ['550', false],
  ])('SMTP code %p is a refusal for good: %p', (code, expected) => {
    expect(refusedForGood(code)).toBe(expected);
  });
});

describe('the daily digest window', () => {
  it.each([
    // Before 8:00 in New York: nothing yet today.
    ['2026-11-28T12:59:00Z', null],
    ['2026-11-28T13:00:00Z', { day: '2026-11-28', from: '2026-11-27T13:00:00.000Z', to: '2026-11-28T13:00:00.000Z' }],
    ['2026-11-29T04:59:00Z', { day: '2026-11-28', from: '2026-11-27T13:00:00.000Z', to: '2026-11-28T13:00:00.000Z' }],
    // The morning clocks go back (Nov 1, 2026): a window of 25 hours, each hour in exactly one.
    ['2026-11-01T13:30:00Z', { day: '2026-11-01', from: '2026-10-31T12:00:00.000Z', to: '2026-11-01T13:00:00.000Z' }],
    // Summer time: 8:00 is 12:00 UTC.
    ['2026-07-04T12:00:00Z', { day: '2026-07-04', from: '2026-07-03T12:00:00.000Z', to: '2026-07-04T12:00:00.000Z' }],
  ])('at %s', (now, expected) => {
    const window = digestWindow(new Date(now));
    expect(window && { day: window.day, from: window.from.toISOString(), to: window.to.toISOString() }).toEqual(expected);
  });
});
