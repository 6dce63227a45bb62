import { digestWindow } from '@/lib/mail/digest-window';
import { nextTry, refusedForGood, RETRY_WAITS_MINUTES, withoutAddresses } from '@/lib/mail/retry';

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
    [{ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 550 }, true],
    [{ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 554 }, true],
    // The recipient's server is busy: later.
    [{ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 451 }, false],
    // The site's own settings (a wrong password, a sender refused): mended, the mail goes out.
    [{ code: 'EAUTH', command: 'AUTH PLAIN', responseCode: 535 }, false],
    [{ code: 'EENVELOPE', command: 'MAIL FROM', responseCode: 553 }, false],
    [{ code: 'ECONNECTION' }, false],
    [{ code: 'ETIMEDOUT' }, false],
    [{}, false],
  ])('%p is a refusal for good: %p', (failure, expected) => {
    expect(refusedForGood(failure)).toBe(expected);
  });

  it('keeps no address in what it logs of a reply', () => {
    expect(withoutAddresses("550 5.1.1 <minji.kim@example.com>: Recipient address rejected; sent from 'no-reply@lotteplaza.example'")).toBe(
      "550 5.1.1 <<address>>: Recipient address rejected; sent from '<address>'",
    );
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
