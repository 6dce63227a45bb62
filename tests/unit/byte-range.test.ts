import { byteRange } from '@/lib/server/byte-range';

describe('byteRange', () => {
  it.each([
    [null, 1000, null],
    ['', 1000, null],
    ['bytes=0-', 1000, { start: 0, end: 999 }],
    ['bytes=0-99', 1000, { start: 0, end: 99 }],
    ['bytes=500-2000', 1000, { start: 500, end: 999 }],
    ['bytes=-100', 1000, { start: 900, end: 999 }],
    ['bytes=-5000', 1000, { start: 0, end: 999 }],
    ['bytes=-0', 1000, 'unsatisfiable'],
    ['bytes=1000-', 1000, 'unsatisfiable'],
    ['bytes=5-2', 1000, null],
    ['bytes=-', 1000, null],
    ['bytes=0-1,5-9', 1000, null],
    ['items=0-9', 1000, null],
    ['bytes=99999999999999999999-', 1000, null],
  ] as const)('%s of %d bytes → %j', (header, size, expected) => {
    expect(byteRange(header, size)).toEqual(expected);
  });
});
