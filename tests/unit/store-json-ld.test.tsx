import { render } from '@testing-library/react';
import { StoreJsonLd } from '@/components/stores/store-json-ld';
import { FIRST_STORES } from '@/lib/content/stores';
import type { SpecialDay } from '@/lib/stores/special-hours';

/*
 * A store page's structured data (components/stores/store-json-ld.tsx), as the page gives it the
 * store: a GroceryStore with its phone, address, place, week and food court; a distributor site a
 * plain LocalBusiness. A staff edit reaching it is tests/e2e/admin-stores.spec.ts.
 */

const storeOf = (slug: string) => FIRST_STORES.find((store) => store.slug === slug)!;

function dataOf(slug: string, specials: SpecialDay[] = []) {
  const store = storeOf(slug);
  const { container } = render(<StoreJsonLd store={store} specials={specials} name={`Lotte Plaza Market ${store.titleEng}`} url={`https://www.example.com/en/location-detail/${slug}`} image={`https://www.example.com${store.photos[0]}`} />);
  const script = container.querySelector('script[type="application/ld+json"]');
  expect(script).not.toBeNull();
  return JSON.parse(script!.textContent ?? '{}');
}

describe('a store page\'s structured data', () => {
  it('describes Orlando as a GroceryStore: phone, address, place, every day\'s hours and its food court', () => {
    const data = dataOf('orlando-fl');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'GroceryStore',
      name: 'Lotte Plaza Market Orlando',
      url: 'https://www.example.com/en/location-detail/orlando-fl',
      telephone: '+1-407-555-0115',
      address: { streetAddress: '3191 W Colonial Dr', addressRegion: 'FL', postalCode: '32808' },
      geo: { latitude: 28.5526 },
      priceRange: '$$',
      department: [{ '@type': 'FoodEstablishment', servesCuisine: ['Korean', 'Japanese', 'Chinese'] }],
    });
    expect(data.openingHoursSpecification).toHaveLength(7);
    expect(data.openingHoursSpecification[0]).toEqual({ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Sunday', opens: '09:00', closes: '22:00' });
    expect(data.specialOpeningHoursSpecification).toBeUndefined();
  });

  it('gives a day of special hours, and a day closed as opening and closing at 00:00', () => {
    const data = dataOf('orlando-fl', [
      { day: '2026-11-26', store: null, hours: null, note: '추수감사절', noteEng: 'Thanksgiving' },
      { day: '2026-12-24', store: 'orlando-fl', hours: { open: 9 * 60, close: 18 * 60 }, note: '', noteEng: '' },
    ] as SpecialDay[]);
    expect(data.specialOpeningHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-11-26', validThrough: '2026-11-26', opens: '00:00', closes: '00:00' },
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-24', validThrough: '2026-12-24', opens: '09:00', closes: '18:00' },
    ]);
  });

  it('describes a distributor site as a LocalBusiness, with no price range or food court', () => {
    const data = dataOf('jessup-distributor-1');
    expect(data['@type']).toBe('LocalBusiness');
    expect(data).not.toHaveProperty('priceRange');
    expect(data).not.toHaveProperty('department');
    expect(data.telephone).toBe('+1-410-555-0118');
  });
});
