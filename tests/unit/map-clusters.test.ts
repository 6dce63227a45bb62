import { clusterPoints, regionAround } from '@/lib/stores/map-clusters';

const points = (...xy: Array<[number, number]>) => xy.map(([x, y], index) => ({ x, y, item: String.fromCharCode(97 + index) }));

describe('clusterPoints: markers that would overlap become one group with their count', () => {
  it.each([
    ['none', points(), 20, []],
    ['one point', points([5, 5]), 20, [['a']]],
    ['two far apart', points([0, 0], [100, 0]), 20, [['a'], ['b']]],
    ['two within the radius', points([0, 0], [10, 10]), 20, [['a', 'b']]],
    ['exactly at the radius', points([0, 0], [20, 0]), 20, [['a', 'b']]],
    ['the same spot (the two Jessup sites)', points([50, 50], [50, 50]), 20, [['a', 'b']]],
    ['a chain joins while the centre stays near', points([0, 0], [15, 0], [26, 0]), 20, [['a', 'b', 'c']]],
    ['two groups, input order kept', points([0, 0], [200, 0], [5, 5], [205, 5]), 20, [['a', 'c'], ['b', 'd']]],
    ['groups that grow together are merged', points([0, 0], [30, 0], [14, 0], [16, 0]), 20, [['a', 'c', 'd', 'b']]],
    ['a radius of 0 keeps points apart', points([0, 0], [1, 0]), 0, [['a'], ['b']]],
  ])('%s', (_, input, radius, expected) => {
    expect(clusterPoints(input, radius).map((cluster) => cluster.items)).toEqual(expected);
  });

  it('puts a group at the mean of its points', () => {
    expect(clusterPoints(points([0, 0], [10, 20]), 30)).toEqual([{ x: 5, y: 10, items: ['a', 'b'] }]);
  });
});

describe('regionAround: where a cluster zooms to', () => {
  const whole = { left: 0, top: 0, width: 100, height: 100 };
  it.each([
    ['two points, with a margin', [{ left: 40, top: 50 }, { left: 50, top: 50 }], whole, 5, { left: 37, top: 42, width: 16, height: 16 }],
    ['no narrower than the minimum', [{ left: 40, top: 50 }, { left: 40, top: 50 }], whole, 10, { left: 35, top: 45, width: 10, height: 10 }],
    ['kept inside the picture', [{ left: 1, top: 99 }, { left: 3, top: 98 }], whole, 10, { left: 0, top: 90, width: 10, height: 10 }],
    ['in the shape of the base (tall points, wide map)', [{ left: 50, top: 40 }, { left: 50, top: 60 }], { left: 0, top: 0, width: 100, height: 80 }, 5, { left: 30, top: 34, width: 40, height: 32 }],
    ['kept inside a short base', [{ left: 50, top: 40 }, { left: 50, top: 60 }], { left: 0, top: 0, width: 100, height: 50 }, 5, { left: 18, top: 18, width: 64, height: 32 }],
    ['never larger than the base', [{ left: 0, top: 0 }, { left: 100, top: 100 }], whole, 5, whole],
  ])('%s', (_, input, base, minWidth, expected) => {
    expect(regionAround(input, base, minWidth)).toEqual(expected);
  });
});
