/**
 * When a mail that failed is tried again (issue 37): the waits grow from a minute to a day, so a
 * mail server that is down for an afternoon still gets every mail, and one down for good is not
 * hammered. After the last wait the mail is marked failed for staff to see.
 */
export const RETRY_WAITS_MINUTES = [1, 5, 15, 60, 180, 360, 720, 1440] as const;

/** The moment to try again after `attempts` tries (the one that just failed included), or null: give up. */
export function nextTry(attempts: number, now: Date): Date | null {
  const wait = RETRY_WAITS_MINUTES[attempts - 1];
  return wait === undefined ? null : new Date(now.getTime() + wait * 60_000);
}

/**
 * Whether an SMTP refusal is for good: a 5xx reply (no such mailbox, refused) will not change by
 * trying again; a 4xx, a timeout or a closed connection may.
 */
export const refusedForGood = (responseCode: unknown): boolean => typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
