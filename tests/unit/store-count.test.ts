import { countAt, counterMove, countingEndsAt } from '@/lib/story/store-count';

describe('countAt: one a second, after the state\'s delay, up to its store count', () => {
  it.each([
    [0, 6, 0, 0],
    [999, 6, 0, 0],
    [1000, 6, 0, 1],
    [3500, 6, 0, 3],
    [6000, 6, 0, 6],
    [60000, 6, 0, 6],
    [5999, 7, 6000, 0],
    [7000, 7, 6000, 1],
    [13000, 7, 6000, 7],
    [14999, 3, 14000, 0],
    [17000, 3, 14000, 3],
    [1000, 1, 0, 1],
  ])('%d ms, target %d, delay %d → %d', (elapsed, target, delay, expected) => {
    expect(countAt(elapsed, target, delay)).toBe(expected);
  });

  it('ends when the last state is counted (Florida: 14 s + 3 s)', () => {
    expect(countingEndsAt([{ target: 6, delayMs: 0 }, { target: 7, delayMs: 6000 }, { target: 1, delayMs: 0 }, { target: 3, delayMs: 14000 }])).toBe(17000);
  });
});

describe('counterMove', () => {
  it.each([
    [900, 800, false, 'keep'],
    [900, 800, true, 'reset'],
    [500, 800, false, 'keep'],
    [399, 800, false, 'start'],
    [-200, 800, false, 'start'],
    [100, 800, true, 'keep'],
  ] as const)('box top %d in a %d px viewport, started %s → %s', (top, height, started, expected) => {
    expect(counterMove(top, height, started)).toBe(expected);
  });
});
