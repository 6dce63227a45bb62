import 'server-only';
import { dictionary } from '@zxcvbn-ts/language-common';
import { guessableForms } from '@/lib/validation/staff-password';

let common: Set<string> | null = null;

/**
 * Whether a staff password is on the published lists of common passwords (zxcvbn's, from breach
 * corpora), in any of the forms a guesser tries (lib/validation/staff-password.ts). The list is
 * read on first use.
 */
export function isCommonPassword(password: string): boolean {
  return guessableForms(password.toLowerCase()).some((form) => form.length > 0 && commonList().has(form));
}

/**
 * Whether a visitor's lookup password is on that list as typed (lower-cased): "password1",
 * "12345678", "iloveyou". Their password guards one inquiry or application, not the back office,
 * so the forms a guesser derives from it are not refused ("kimchi-2026" is fine).
 */
export function isListedPassword(password: string): boolean {
  return commonList().has(password.toLowerCase());
}

function commonList(): Set<string> {
  common ??= new Set(dictionary['passwords-common']);
  return common;
}
