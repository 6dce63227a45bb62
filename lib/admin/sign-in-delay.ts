/** Wrong passwords an account may have lately (from anywhere) before its sign-ins slow down. */
export const FREE_FAILURES = 5;
/** The longest a sign-in waits: its owner always gets in, a guesser gets few tries a minute. */
export const LONGEST_DELAY_MS = 20_000;

/**
 * How long a sign-in of an account waits before its password is checked, given the account's
 * wrong passwords in the last fifteen minutes from every address: nothing for the first five,
 * then one second, doubling with each failure, up to twenty. Never a refusal, so guessing at
 * someone's account cannot keep its owner out.
 */
export function signInDelayMs(failures: number): number {
  if (!Number.isFinite(failures) || failures < FREE_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - FREE_FAILURES), LONGEST_DELAY_MS);
}
