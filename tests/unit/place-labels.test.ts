import { overlaps, placeLabels, textWidth, type Box } from '@/lib/stores/place-labels';

const box = (left: number, top: number, right: number, bottom: number): Box => ({ left, top, right, bottom });
const bounds = box(0, 0, 200, 200);
/** A 10 x 10 dot at (x, y) and a 40 x 10 label. */
const label = (id: string, x: number, y: number) => ({ id, anchor: box(x - 5, y - 5, x + 5, y + 5), width: 40, height: 10 });

describe('placeLabels: beside their place, whole, covering nothing, the important first', () => {
  it.each([
    ['right of its dot when there is room', [label('a', 50, 50)], [], [['a', 'right', box(58, 45, 98, 55)]]],
    ['left at the right edge', [label('a', 180, 50)], [], [['a', 'left', box(132, 45, 172, 55)]]],
    ['above when both sides are taken', [label('a', 100, 50)], [box(104, 44, 150, 56), box(50, 44, 96, 56)], [['a', 'above', box(80, 32, 120, 42)]]],
    ['below when above is off the picture too', [label('a', 100, 8)], [box(104, 0, 150, 14), box(50, 0, 96, 14)], [['a', 'below', box(80, 16, 120, 26)]]],
    ['left out where it fits nowhere', [label('a', 100, 100)], [box(0, 0, 200, 95), box(0, 105, 200, 200), box(0, 0, 96, 200), box(104, 0, 200, 200)], []],
    ['a later label makes way for an earlier one', [label('a', 50, 50), label('b', 110, 50)], [], [['a', 'right', box(58, 45, 98, 55)], ['b', 'right', box(118, 45, 158, 55)]]],
    ['a later label on the same spot goes to another side', [label('a', 50, 50), label('b', 50, 50)], [], [['a', 'right', box(58, 45, 98, 55)], ['b', 'left', box(2, 45, 42, 55)]]],
  ])('%s', (_, requests, obstacles, expected) => {
    expect(placeLabels(requests, obstacles, bounds).map(({ id, side, box: at }) => [id, side, at])).toEqual(expected);
  });

  it('no two placed labels overlap, however crowded', () => {
    const crowd = Array.from({ length: 30 }, (_, index) => label(String(index), 60 + (index % 5) * 8, 60 + Math.floor(index / 5) * 6));
    const placed = placeLabels(crowd, [], bounds);
    expect(placed.length).toBeGreaterThan(3);
    placed.forEach((a, i) => placed.slice(i + 1).forEach((b) => expect(overlaps(a.box, b.box)).toBe(false)));
  });
});

describe('textWidth', () => {
  it.each([
    ['Baltimore', 10, 59.4],
    ['볼티모어', 10, 40],
    ['', 12, 0],
  ])('%s at %d px', (text, size, expected) => {
    expect(textWidth(text, size)).toBeCloseTo(expected, 5);
  });
});
