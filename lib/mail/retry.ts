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

/** What an SMTP client's error says (nodemailer's fields). */
export interface SendFailure {
  code?: unknown;
  command?: unknown;
  responseCode?: unknown;
}

/**
 * Whether a failed send is refused for good: the server answered the recipient with a 5xx (no
 * such mailbox), which trying again will not change. Everything else is tried again: a 4xx, a
 * timeout, a closed connection, and a 5xx to the sign-in or the sender, which is the site's own
 * setting (SMTP_URL, MAIL_FROM) to mend, after which the waiting mail goes out.
 */
export function refusedForGood(failure: SendFailure): boolean {
  const { code, command, responseCode } = failure;
  return code === 'EENVELOPE' && command === 'RCPT TO' && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

/** An SMTP reply or error as kept and logged: without the addresses in it (a visitor's, often). */
export { withoutAddresses } from '@/lib/safe-log.mjs';
