/*
 * The mail worker's pace (issue 53): MAIL_RATE_PER_MINUTE mails a minute from each instance, as a
 * bucket that fills at that rate and holds at most one round's share (rate × the round's length
 * / a minute): 50,000 weekly ads go at the rate the mail service allows, never in a burst larger
 * than a round's share, and a round never holds the queue for long.
 */

/** The bucket: how many mails may go (`tokens`) as of `at` (ms since the epoch). */
export interface MailPace {
  at: number;
  tokens: number;
}

const shareOf = (rate: number, roundMs: number) => Math.max(1, Math.ceil((rate * roundMs) / 60_000));

/** A full bucket at `now`: the first round may send its share. */
export const freshPace = (rate: number, roundMs: number, now: number): MailPace => ({ at: now, tokens: shareOf(rate, roundMs) });

/** How many mails a round may send now: the bucket filled for the time since it was last read, at most a round's share. */
export function mailBudget(pace: MailPace, rate: number, roundMs: number, now: number): number {
  pace.tokens = Math.min(shareOf(rate, roundMs), pace.tokens + (Math.max(0, now - pace.at) * rate) / 60_000);
  pace.at = now;
  return Math.floor(pace.tokens);
}

/** Takes the mails a round sent out of the bucket. */
export function spend(pace: MailPace, sent: number): void {
  pace.tokens = Math.max(0, pace.tokens - sent);
}
