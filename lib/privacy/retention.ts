/*
 * How long we keep what visitors and staff leave with us (issue 52): one schedule, shown on
 * /privacy and /privacy/choices and kept by the server. A record's period runs from the moment
 * named by `from`; its files and its lookup password go with it.
 */

/** A period as people count it: whole years or days, added to the calendar day it starts. */
export type Period = { years: number } | { days: number };

export interface Retained {
  /** A key of the `retention.records` messages. */
  record: 'inquiryAnswered' | 'inquiryUnanswered' | 'tenantApplication' | 'jobApplication' | 'adUnconfirmed' | 'adUnsubscribed' | 'staffSession' | 'auditEntry' | 'mail';
  /** What the period runs from: a key of the `retention.from` messages. */
  from: 'answered' | 'sent' | 'ended' | 'written' | 'unsubscribed';
  period: Period;
}

/** Job applications: the careers rules keep them three years (Maryland's record-keeping), withdrawn or not. */
export const JOB_APPLICATION_YEARS = 3;

export const RETENTION: readonly Retained[] = [
  { record: 'inquiryAnswered', from: 'answered', period: { years: 1 } },
  { record: 'inquiryUnanswered', from: 'sent', period: { years: 2 } },
  { record: 'tenantApplication', from: 'sent', period: { years: 2 } },
  { record: 'jobApplication', from: 'sent', period: { years: JOB_APPLICATION_YEARS } },
  // The weekly ad (issue 53): a sign-up never confirmed goes after a month; an address that
  // unsubscribed is kept a year with its consent and its unsubscribing, the proof of both.
  { record: 'adUnconfirmed', from: 'sent', period: { days: 30 } },
  { record: 'adUnsubscribed', from: 'unsubscribed', period: { years: 1 } },
  { record: 'staffSession', from: 'ended', period: { days: 30 } },
  // As long as the longest-kept record: who read a job application is known while it exists.
  { record: 'auditEntry', from: 'written', period: { years: JOB_APPLICATION_YEARS } },
  { record: 'mail', from: 'written', period: { days: 90 } },
];

/** The schedule's entry for a record. */
export const retentionOf = (record: Retained['record']): Retained => RETENTION.find((entry) => entry.record === record)!;

/** `at` moved by `period` (`sign` 1 later, -1 earlier) on the calendar: 29 February plus a year is 1 March. */
function shifted(at: Date, period: Period, sign: 1 | -1): Date {
  const moved = new Date(at.getTime());
  if ('years' in period) moved.setUTCFullYear(moved.getUTCFullYear() + sign * period.years);
  else moved.setUTCDate(moved.getUTCDate() + sign * period.days);
  return moved;
}

/** The moment a record kept `period` from `start` is due to go: the same wall-clock moment that many calendar years or days later. */
export const dueAt = (start: Date, period: Period): Date => shifted(start, period, 1);

/**
 * The latest start a record may have and still be kept at `now`: one that started at or before
 * it is past its period. The server deletes by this line.
 */
export const keptSince = (now: Date, period: Period): Date => shifted(now, period, -1);
