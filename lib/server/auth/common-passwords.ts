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
  common ??= new Set(dictionary['passwords-common']);
  return guessableForms(password.toLowerCase()).some((form) => form.length > 0 && common!.has(form));
}
