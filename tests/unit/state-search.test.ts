import { inStateAndCity } from '@/lib/stores/state-search';

const stores = [
  { slug: 'sterling', state: 'VA', cityCode: 12 },
  { slug: 'herndon', state: 'VA', cityCode: 9 },
  { slug: 'tampa', state: 'FL', cityCode: 16 },
];

describe('inStateAndCity', () => {
  it.each([
    ['VA', '', ['sterling', 'herndon']],
    ['VA', '9', ['herndon']],
    ['FL', '12', []],
    ['NJ', '', []],
  ])('%s, city %p', (state, city, expected) => {
    expect(inStateAndCity(stores, state, city).map((store) => store.slug)).toEqual(expected);
  });
});
