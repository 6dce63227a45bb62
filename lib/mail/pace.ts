/*
 * The mail worker's pace (issue 53): at most MAIL_RATE_PER_MINUTE mails a minute from each
 * instance, spread over the minute's rounds, so 50,000 weekly ads go at the rate the mail service
 * allows and a round never holds the queue for long.
 */

/** The mails sent in one minute (`minute`: its start, ms since the epoch, whole minutes). */
export interface MailPace {
  minute: number;
  sent: number;
}

/**
 * How many mails a round may send now: what is left of this minute's `rate`, at most a round's
 * share of it (`rate` × the round's length / a minute, at least one). Starts a new minute's count
 * when the minute has turned.
 */
export function mailBudget(pace: MailPace, rate: number, roundMs: number, now: number): number {
  const minute = Math.floor(now / 60_000) * 60_000;
  if (minute !== pace.minute) {
    pace.minute = minute;
    pace.sent = 0;
  }
  const share = Math.max(1, Math.ceil((rate * roundMs) / 60_000));
  return Math.max(0, Math.min(share, rate - pace.sent));
}
