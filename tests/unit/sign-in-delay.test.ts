import { LONGEST_DELAY_MS, signInDelayMs } from '@/lib/admin/sign-in-delay';

describe('how long a staff sign-in waits, by the account\'s recent wrong passwords from everywhere', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 1_000],
    [6, 2_000],
    [7, 4_000],
    [9, 16_000],
    [10, LONGEST_DELAY_MS],
    [10_000, LONGEST_DELAY_MS],
    [Number.NaN, 0],
    [-1, 0],
  ])('after %p failures: %p ms', (failures, wait) => {
    expect(signInDelayMs(failures)).toBe(wait);
  });
});
