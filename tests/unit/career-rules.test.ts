import { applyFilterRules, disabledOptions, toggleFilter } from '@/lib/careers/filter-rules';
import { deadlineOf } from '@/lib/careers/deadline';
import { postingJsonLd } from '@/lib/careers/posting-json-ld';
import { FIRST_STORES } from '@/lib/content/stores';
import { endOfStoreDay, storeToday } from '@/lib/dates';

const CITIES = Array.from({ length: 19 }, (_, index) => index + 1);
const JOB_TYPES = [1, 2, 3];
const keys = (map: Map<number, string>) => [...map.keys()].sort((a, b) => a - b);

// Codes: city 18 the headquarters, 19 Jessup; job type 1 Warehouse, 2 Corporate Office, 3 Store Operation.
describe('career filter rules (spec section 5, docs/decisions/001-career-filter-codes.md)', () => {
  it.each([
    ['nothing chosen', [], [], [], []],
    ['the headquarters: every category but Corporate Office', [18], [], [], [1, 3]],
    ['another city: only Corporate Office', [3], [], [], [2]],
    ['the headquarters and another city: all three', [3, 18], [], [], [1, 2, 3]],
    ['Warehouse: every city but Jessup', [], [1], CITIES.filter((city) => city !== 19), []],
    ['another category: only Jessup', [], [3], [19], []],
  ])('%s', (_, cities, jobTypes, disabledCities, disabledJobTypes) => {
    const disabled = disabledOptions({ cities, jobTypes }, CITIES, JOB_TYPES);
    expect(keys(disabled.cities)).toEqual(disabledCities);
    expect(keys(disabled.jobTypes)).toEqual(disabledJobTypes);
  });

  it('says why an option is disabled', () => {
    expect(disabledOptions({ cities: [18], jobTypes: [] }, CITIES, JOB_TYPES).jobTypes.get(3)).toBe('withHeadquarters');
    expect(disabledOptions({ cities: [5], jobTypes: [] }, CITIES, JOB_TYPES).jobTypes.get(2)).toBe('withOtherCities');
    expect(disabledOptions({ cities: [], jobTypes: [1] }, CITIES, JOB_TYPES).cities.get(4)).toBe('withWarehouse');
    expect(disabledOptions({ cities: [], jobTypes: [3] }, CITIES, JOB_TYPES).cities.get(19)).toBe('withOtherJobTypes');
  });

  it('unchecks what an address asks for against the rules, keeping the places', () => {
    expect(applyFilterRules({ cities: [3], jobTypes: [2, 3], careerTypes: [2] }, CITIES, JOB_TYPES).filters).toEqual({ cities: [3], jobTypes: [3], careerTypes: [2] });
    expect(applyFilterRules({ cities: [18], jobTypes: [3], careerTypes: [] }, CITIES, JOB_TYPES).filters).toEqual({ cities: [18], jobTypes: [], careerTypes: [] });
  });

  it('toggles an option on and off', () => {
    const none = { cities: [], jobTypes: [], careerTypes: [] };
    const headquarters = toggleFilter(none, 'cities', 18, CITIES, JOB_TYPES);
    expect(headquarters.cities).toEqual([18]);
    expect(toggleFilter(headquarters, 'jobTypes', 2, CITIES, JOB_TYPES)).toEqual({ cities: [18], jobTypes: [2], careerTypes: [] });
    expect(toggleFilter(headquarters, 'cities', 18, CITIES, JOB_TYPES).cities).toEqual([]);
    expect(toggleFilter(none, 'careerTypes', 2, CITIES, JOB_TYPES).careerTypes).toEqual([2]);
  });
});

describe('deadline label', () => {
  it.each([
    ['no due date', null, '2026-11-21', { kind: 'ongoing' }],
    ['three days before', '2026-11-24', '2026-11-21', { kind: 'days', days: 3 }],
    ['the day before', '2026-11-22', '2026-11-21', { kind: 'days', days: 1 }],
    ['on the due day', '2026-11-21', '2026-11-21', { kind: 'today' }],
    ['the day after', '2026-11-21', '2026-11-22', { kind: 'closed' }],
    ['across a month', '2026-12-01', '2026-11-30', { kind: 'days', days: 1 }],
  ])('%s', (_, due, today, expected) => {
    expect(deadlineOf(due, today)).toEqual(expected);
  });

  it('turns at midnight in New York, not UTC', () => {
    // 04:30 UTC on the 22nd is still 23:30 on the 21st in New York (EST): the due day.
    const lateEvening = new Date('2026-11-22T04:30:00Z');
    expect(deadlineOf('2026-11-21', storeToday(lateEvening))).toEqual({ kind: 'today' });
    // Half an hour later it is the 22nd there: closed.
    expect(deadlineOf('2026-11-21', storeToday(new Date('2026-11-22T05:30:00Z')))).toEqual({ kind: 'closed' });
  });

  it('ends a due day at 23:59:59 New York time, summer or winter', () => {
    expect(endOfStoreDay('2026-12-12')).toBe('2026-12-12T23:59:59-05:00');
    expect(endOfStoreDay('2026-07-04')).toBe('2026-07-04T23:59:59-04:00');
  });
});

describe('JobPosting JSON-LD', () => {
  const site = { url: 'https://example.test', name: 'Lotte Plaza Market', logo: 'https://example.test/icon.svg', benefitsHeading: 'Benefits' };
  const posting = {
    id: 12,
    title: 'Butcher',
    description: '<p>Cut meat</p>',
    benefits: 'Health insurance & 401(k) <match>',
    careerType: 1,
    cities: [1, 18],
    pay: { min: 1700, max: 1950, unit: 'hour' as const },
    startDate: '2026-11-02',
    dueDate: '2026-12-12',
    createdAt: '2026-11-01T14:00:00.000Z',
    closed: false,
  };

  it('describes an open posting for Google for Jobs: pay, benefits, every place, direct application', () => {
    expect(postingJsonLd(posting, site, FIRST_STORES)).toEqual({
      '@type': 'JobPosting',
      title: 'Butcher',
      description: '<p>Cut meat</p><h3>Benefits</h3><p>Health insurance &amp; 401(k) &lt;match&gt;</p>',
      identifier: { '@type': 'PropertyValue', name: 'Lotte Plaza Market', value: '12' },
      datePosted: '2026-11-02',
      validThrough: '2026-12-12T23:59:59-05:00',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Lotte Plaza Market', sameAs: 'https://example.test', logo: 'https://example.test/icon.svg' },
      jobLocation: [
        { '@type': 'Place', address: { '@type': 'PostalAddress', streetAddress: '8801 Baltimore National Pike', addressLocality: 'Ellicott City', addressRegion: 'MD', postalCode: '21043', addressCountry: 'US' } },
        { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Jessup', addressRegion: 'MD', postalCode: '20794', addressCountry: 'US' } },
      ],
      baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', minValue: 17, maxValue: 19.5, unitText: 'HOUR' } },
      jobBenefits: 'Health insurance & 401(k) <match>',
      directApply: true,
    });
  });

  it('has no end for ongoing hiring, says part time, names one place as an object, leaves out pay it lacks, and is left out once closed', () => {
    const ongoing = postingJsonLd({ ...posting, dueDate: null, careerType: 2, cities: [15], pay: null, benefits: '', startDate: null }, site, FIRST_STORES) as unknown as Record<string, unknown>;
    expect(ongoing).not.toHaveProperty('validThrough');
    expect(ongoing).not.toHaveProperty('baseSalary');
    expect(ongoing).not.toHaveProperty('jobBenefits');
    expect(ongoing.datePosted).toBe('2026-11-01T14:00:00.000Z');
    expect(ongoing.employmentType).toBe('PART_TIME');
    expect(ongoing.jobLocation).toMatchObject({ '@type': 'Place', address: { addressLocality: 'Orlando', addressRegion: 'FL' } });
    expect(postingJsonLd({ ...posting, closed: true }, site, FIRST_STORES)).toBeNull();
  });
});
