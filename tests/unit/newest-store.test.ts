import { FIRST_STORES } from '@/lib/content/stores';
import { isGrandOpening, newestStore } from '@/lib/stores/newest-store';

const storeBySlug = (slug: string) => FIRST_STORES.find((store) => store.slug === slug);

describe('isGrandOpening', () => {
  it.each([
    ['2025-09-11', false],
    ['2025-09-12', true],
    ['2025-11-11', true],
    ['2025-11-12', false],
    ['2026-11-26', false],
  ])('a store opened on 2025-09-12 is a grand opening on %s: %s', (today, grand) => {
    expect(isGrandOpening('2025-09-12', today)).toBe(grand);
  });
});

describe('newestStore', () => {
  it('is the store opened last, the 17th, and a grand opening only in its first 60 days', () => {
    expect(newestStore('2025-10-01', FIRST_STORES)).toMatchObject({ store: { slug: 'jacksonville-fl', opened: '2025-09-12' }, number: 17, grandOpening: true });
    expect(newestStore('2026-11-26', FIRST_STORES)).toMatchObject({ store: { slug: 'jacksonville-fl' }, number: 17, grandOpening: false });
  });

  it('is not a store that has not opened yet, and counts only the stores open by then', () => {
    const stores = [...FIRST_STORES, { ...storeBySlug('tampa-fl')!, slug: 'naples-fl', opened: '2027-03-01' }];
    expect(newestStore('2027-02-28', stores)).toMatchObject({ store: { slug: 'jacksonville-fl' }, number: 17 });
    expect(newestStore('2027-03-01', stores)).toMatchObject({ store: { slug: 'naples-fl' }, number: 18, grandOpening: true });
    expect(newestStore('2025-09-11', stores)).toMatchObject({ store: { slug: 'henrico-va' }, number: 16 });
  });
});
