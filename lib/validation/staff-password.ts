/**
 * What makes a staff password guessable (NIST SP 800-63B 3.1.1.2: refuse passwords from lists
 * of common ones, repetitive or sequential characters, and context-specific words). Pure, so the
 * schema checks it alike in the browser and on the server; the list of common passwords is the
 * server's (see CONTEXT_WORDS).
 */

export const STAFF_PASSWORD_MIN = 12;

/** Why a password is refused (a `validation` message key), or null. */
export type StaffPasswordProblem = 'staffPasswordLength' | 'staffPasswordCommon' | 'staffPasswordPersonal' | 'staffPasswordPattern';

/**
 * This site's own words (NIST's "context-specific words"), as their letters. The published lists
 * of common passwords (@zxcvbn-ts/language-common, some 49,000) are checked on the server only,
 * where the staff services refuse them (lib/server/auth/common-passwords.ts): too large for the
 * browser.
 */
const CONTEXT_WORDS = new Set(['lotte', 'lotteplaza', 'lotteplazamarket', 'plaza', 'market', 'supermarket', 'staff', 'manager', 'admin', 'administrator']);

/** Letters people type for others ("p@ssw0rd"). */
const LOOKALIKES: Record<string, string> = { '@': 'a', '4': 'a', '0': 'o', '1': 'i', '!': 'i', '3': 'e', '$': 's', '5': 's', '7': 't' };

/** Rows a finger runs along: a stretch of one of them, either way, is a sequence. */
const RUNS = ['abcdefghijklmnopqrstuvwxyz', '01234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/**
 * The forms a guesser's list holds a password in: as typed (lower-cased), without the digits and
 * symbols around it ("Password1234!" is "password"), and with look-alikes read as letters
 * ("p@ssw0rd" is "password").
 */
export function guessableForms(lower: string): string[] {
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  const plain = [...core].map((char) => LOOKALIKES[char] ?? char).join('').replace(/[^a-z]/g, '');
  return [lower, core, plain];
}

/** Parts of the account's e-mail (local part and domain, without its top level) and name. */
function personalWords(email: string, name: string): string[] {
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  const labels = domain.split('.').slice(0, -1);
  const parts = [local, ...local.split(/[^a-z0-9]+/), ...labels, ...name.toLowerCase().split(/[\s._-]+/), name.toLowerCase().replace(/\s+/g, '')];
  return [...new Set(parts.filter((part) => part.length >= 4))];
}

/** How many characters stand in runs of three or more repeated or consecutive characters. */
function predictableLength(lower: string): number {
  const step = (a: string, b: string) => a === b || RUNS.some((row) => row.includes(a + b) || row.includes(b + a));
  let covered = 0;
  let run = 1;
  for (let index = 1; index <= lower.length; index += 1) {
    if (index < lower.length && step(lower[index - 1]!, lower[index]!)) run += 1;
    else {
      if (run >= 3) covered += run;
      run = 1;
    }
  }
  return covered;
}

/** Why `password` is refused for the account of `email` and `name`, or null when it will do. */
export function staffPasswordProblem(password: string, account: { email?: string; name?: string } = {}): StaffPasswordProblem | null {
  if (password.length < STAFF_PASSWORD_MIN) return 'staffPasswordLength';
  const lower = password.toLowerCase();
  if (guessableForms(lower).some((form) => CONTEXT_WORDS.has(form))) return 'staffPasswordCommon';
  if (personalWords(account.email ?? '', account.name ?? '').some((word) => lower.includes(word))) return 'staffPasswordPersonal';
  if (new Set(lower).size < 5 || predictableLength(lower) * 2 >= lower.length) return 'staffPasswordPattern';
  return null;
}
