import { FIRST_STORES } from '@/lib/content/stores';
import { byDistance, milesBetween, storesForZip } from '@/lib/stores/distance';
import * as nearest from '@/app/api/stores/nearest/route';
import { get } from '../helpers/route-requests';
import { useTestDatabase } from '../helpers/test-database';

const search = async (zip: string, headers: HeadersInit = {}) => {
  const response = await get(nearest.GET, `/api/stores/nearest/?zip=${encodeURIComponent(zip)}`, { headers });
  return { status: response.status, body: await response.json() };
};

describe('distances', () => {
  it('measures straight-line miles', () => {
    // Baltimore to Washington, about 35 miles apart.
    expect(milesBetween({ lat: 39.2904, lng: -76.6122 }, { lat: 38.9072, lng: -77.0369 })).toBeCloseTo(35, 0);
    expect(milesBetween({ lat: 39, lng: -77 }, { lat: 39, lng: -77 })).toBe(0);
  });

  it('orders stores nearest first', () => {
    const ordered = byDistance(FIRST_STORES, { lat: 28.54, lng: -81.38 }).map(({ store }) => store.slug);
    expect(ordered.slice(0, 3)).toEqual(['orlando-fl', 'tampa-fl', 'jacksonville-fl']);
  });
});

describe('GET /api/stores/nearest/', () => {
  // The stores' places are records (issue 37).
  useTestDatabase('pglite');

  it('gives both Jessup distributor sites for 20794', async () => {
    const { status, body } = await search('20794');
    expect(status).toBe(200);
    expect(body.results.map((r: { slug: string }) => r.slug).sort()).toEqual(['jessup-distributor-1', 'jessup-distributor-2']);
  });

  it.each([
    ['21043', 'ellicott-city-md'],
    ['21228', 'catonsville-md'],
    ['20910', 'silver-spring-md'],
    ['20852', 'rockville-md'],
    ['20878', 'gaithersburg-md'],
    ['20737', 'riverdale-md'],
    ['22003', 'annandale-va'],
    ['20148', 'ashburn-va'],
    ['20170', 'herndon-va'],
    ['20121', 'centreville-va'],
    ['20152', 'chantilly-va'],
    ['20165', 'sterling-va'],
    ['23233', 'henrico-va'],
    ['08820', 'edison-nj'],
    ['32804', 'orlando-fl'],
    ['33647', 'tampa-fl'],
    ['32246', 'jacksonville-fl'],
  ])('gives the nearest store (not a distributor) for %s', async (zip, slug) => {
    const { body } = await search(zip);
    expect(body.results).toHaveLength(1);
    expect(body.results[0].slug).toBe(slug);
    // The table gives some ZIPs (Henrico's) the centre of their county, hence the generous bound.
    expect(body.results[0].miles).toBeLessThan(25);
  });

  it('never answers a distributor for a ZIP beside Jessup other than 20794', async () => {
    const { body } = await search('20763');
    expect(body.results[0].slug).not.toMatch(/distributor/);
    expect(storesForZip(FIRST_STORES, '20723', { lat: 39.14, lng: -76.77 })[0]!.store.distributor).toBe(false);
  });

  it.each(['', '2079', '207944', 'abcde', '20 94', '2079a'])('refuses %j with the spec\'s message', async (zip) => {
    const ko = await search(zip);
    expect(ko.status).toBe(400);
    expect(ko.body.zip).toEqual(['우편번호는 숫자 5자리만 입력 가능합니다.']);
    const en = await search(zip, { 'accept-language': 'en' });
    expect(en.body.zip).toEqual(['Please enter a 5-digit ZIP code.']);
  });

  it('says clearly when a ZIP code does not exist', async () => {
    const { status, body } = await search('00000', { 'accept-language': 'en' });
    expect(status).toBe(404);
    expect(body.detail).toBe('We could not find ZIP code 00000. Please check it, or search by state.');
  });
});
