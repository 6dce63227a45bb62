// Plain JavaScript: server/main.mjs logs through it too.

/**
 * What the server's logs may say of an error (issue 52): its kind, its message and where it was
 * thrown, without what a visitor sent. A failed query's message lists the values it was given
 * (`params: …`: names, e-mail addresses, phone numbers, password hashes), and a driver's message
 * may quote a value: those are cut, and any e-mail address or phone number left is masked. The
 * error's cause is told the same way.
 *
 * @param {unknown} error
 * @returns {string}
 */
export function safeError(error, depth = 0) {
  if (!(error instanceof Error)) return masked(String(error));
  const message = masked(error.message.split(/\nparams:/)[0] ?? '');
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).slice(0, 8);
  const cause = depth < 3 && error.cause !== undefined ? `\ncaused by: ${safeError(error.cause, depth + 1)}` : '';
  return [`${error.name}: ${message}`, ...frames].join('\n') + cause;
}

/**
 * A text with every e-mail address masked (what a mail server said of a refused mail).
 * @param {string} text
 */
export const withoutAddresses = (text) => text.replace(/[^\s<>"'@,;:()=]+@[^\s<>"',;:()]+/g, '<address>');

/** A phone number as people write one (US 301-555-0123, (703) 555-0199, +1 301 555 0123; Korean 010-1234-5678), never a date or an id. */
const PHONE = /(?<![\d+])(?:\+\d{1,3}[\s.-]?)?\(?\d{2,3}\)?[\s.-]?\d{3,4}[\s.-]?\d{4}(?!\d)/g;

/** @param {string} text */
const masked = (text) => withoutAddresses(text).replace(PHONE, '<number>');
