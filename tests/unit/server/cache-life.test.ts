/** @jest-environment node */
import { lifeUntil } from '@/lib/server/cache';

const at = new Date('2026-12-03T18:20:59.250Z');

describe('a cached read lives until the next publishing boundary, to the millisecond', () => {
  it.each([
    ['a boundary 45.75 s away', '2026-12-03T18:21:45.000Z', 45.75],
    ['a boundary three quarters of a second away', '2026-12-03T18:21:00.000Z', 0.75],
    ['a boundary one millisecond away', '2026-12-03T18:20:59.251Z', 0.001],
    ['a boundary passed while the read ran (a millisecond, never nothing)', '2026-12-03T18:20:59.000Z', 0.001],
    ['a boundary two days away (a day at most)', '2026-12-05T18:20:59.250Z', 86_400],
    ['no boundary (a day)', null, 86_400],
  ])('%s', (_, until, seconds) => {
    expect(lifeUntil(until === null ? null : new Date(until), at)).toBeCloseTo(seconds, 6);
  });
});
