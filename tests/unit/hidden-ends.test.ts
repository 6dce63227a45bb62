import { hiddenEnds } from '@/lib/hooks/use-hidden-ends';

describe('hiddenEnds', () => {
  it.each([
    ['a row that fits', 0, 300, 300, undefined],
    ['at the start of a longer row', 0, 300, 500, 'end'],
    ['half a pixel short of the start (rounding)', 0.5, 300, 500, 'end'],
    ['in the middle', 100, 300, 500, 'both'],
    ['at the end', 200, 300, 500, 'start'],
    ['a pixel short of the end (rounding)', 199.5, 300, 500, 'start'],
  ])('%s', (_, scrollLeft, clientWidth, scrollWidth, expected) => {
    expect(hiddenEnds(scrollLeft, clientWidth, scrollWidth)).toBe(expected);
  });
});
