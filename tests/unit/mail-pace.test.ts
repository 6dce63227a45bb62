import { freshPace, mailBudget, spend } from '@/lib/mail/pace';

/* The mail worker's pace (issue 53): a bucket filling at MAIL_RATE_PER_MINUTE, holding a 15-second round's share. */

const ROUND = 15_000;

describe('mailBudget', () => {
  it.each([
    // rate, → the first round's share
    [600, 150],
    [2, 1],
    [50_000, 12_500],
  ])('a fresh bucket at rate %p lets a round send %p', (rate, share) => {
    expect(mailBudget(freshPace(rate, ROUND, 0), rate, ROUND, 0)).toBe(share);
  });

  it('fills at the rate for the time gone by, never beyond a round’s share', () => {
    const pace = freshPace(600, ROUND, 0);
    spend(pace, mailBudget(pace, 600, ROUND, 0));
    expect(mailBudget(pace, 600, ROUND, 0)).toBe(0);
    expect(mailBudget(pace, 600, ROUND, 6_000)).toBe(60);
    expect(mailBudget(pace, 600, ROUND, 600_000)).toBe(150);
  });

  it('sends no more than the rate over a minute of rounds, whatever is queued', () => {
    const pace = freshPace(600, ROUND, 0);
    let sent = 0;
    for (let now = 0; now <= 60_000; now += ROUND) {
      const budget = mailBudget(pace, 600, ROUND, now);
      spend(pace, budget);
      sent += budget;
    }
    // A full bucket at the start, then the rate: at most one round's share over it.
    expect(sent).toBeLessThanOrEqual(600 + 150);
  });
});
