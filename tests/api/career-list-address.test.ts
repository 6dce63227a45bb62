import { storeToday } from '@/lib/dates';
import { seedIfEmpty } from '@/lib/server/db/seed';
import { listPostings } from '@/lib/server/services/postings';
import { careerListMetadata, wantedList } from '@/app/[locale]/(site)/career/career-list-view';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';

/*
 * A shared /career address (app/[locale]/(site)/career/career-list-view.tsx): the list it asks
 * for, after the spec's filter rules (an option they rule out is dropped, the places kept), a view
 * that is not indexed. The panel drawing that choice is tests/unit/career-filters.test.tsx.
 */

jest.setTimeout(120_000);

jest.mock('next-intl/server', () => jest.requireActual('../helpers/next-intl-server').nextIntlServer());
jest.mock('@/lib/i18n/navigation', () => jest.requireActual('../helpers/navigation-mock'));

describe.each(databaseKinds)('a shared /career address on %s', (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(async () => {
    expect(await seedIfEmpty(database().db)).toBe(true);
  });

  it('shows the list the rules allow: Corporate Office dropped beside a store city, the places, employment type and sort kept', async () => {
    const params = { cities: '3,18', jobTypes: '2', careerTypes: '2', ordering: 'due_date' };
    const { query, words } = await wantedList('ko', params);
    expect(query).toEqual({ cities: [3, 18], jobTypes: [], careerTypes: [2], ordering: 'due_date', page: 1 });
    expect(words.options.cities.find((city) => city.value === 18)?.label).toBe('본사(제섭)');
    const found = await listPostings(query, storeToday());
    expect(found.count).toBeGreaterThan(0);
    expect(found.results.every((posting) => posting.career_type === 2 && posting.city.some((city) => city === 3 || city === 18))).toBe(true);
  });

  it('is a view of /career that is not indexed; the plain list and its pages are', async () => {
    const filtered = await careerListMetadata('ko', { cities: '3,18', jobTypes: '2', careerTypes: '2', ordering: 'due_date' });
    expect(filtered.robots).toEqual({ index: false, follow: true });
    expect(String(filtered.alternates?.canonical)).toMatch(/\/career$/);
    expect((await careerListMetadata('ko', {})).robots).toBeUndefined();
    expect((await careerListMetadata('en', { page: '2' })).robots).toBeUndefined();
    expect((await careerListMetadata('en', { ordering: 'due_date' })).robots).toEqual({ index: false, follow: true });
  });
});
