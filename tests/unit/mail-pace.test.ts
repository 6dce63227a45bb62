import { mailBudget } from '@/lib/mail/pace';

/* The mail worker's pace (issue 53): MAIL_RATE_PER_MINUTE, spread over the minute's 15-second rounds. */

const MINUTE = 60_000;
const at = (minute: number, seconds = 0) => Date.UTC(2026, 11, 4, 15, minute, seconds);

describe('mailBudget', () => {
  it.each([
    // rate, sent this minute so far, → the round's budget
    [600, 0, 150],
    [600, 500, 100],
    [600, 600, 0],
    [2, 0, 1],
    [50_000, 0, 12_500],
  ])('rate %p with %p sent this minute: %p now', (rate, sent, budget) => {
    expect(mailBudget({ minute: at(0), sent }, rate, 15_000, at(0, 30))).toBe(budget);
  });

  it('starts counting afresh when the minute turns', () => {
    const pace = { minute: at(0), sent: 600 };
    expect(mailBudget(pace, 600, 15_000, at(0, 59))).toBe(0);
    expect(mailBudget(pace, 600, 15_000, at(1, 0))).toBe(150);
    expect(pace).toEqual({ minute: at(1), sent: 0 });
    expect(at(1) - at(0)).toBe(MINUTE);
  });
});
