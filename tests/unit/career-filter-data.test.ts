import { applyFilterRules, type CareerFilters } from '@/lib/careers/filter-rules';
import { CITIES, JOB_TYPES } from '@/lib/content/codes';
import { STORES } from '@/lib/content/stores';
import { DEMO_POSTINGS } from '@/lib/server/db/demo/postings';

const ALL_CITIES = CITIES.map((city) => city.value);
const ALL_JOB_TYPES = JOB_TYPES.map((jobType) => jobType.value);
const name = (code: number, table: { value: number; en: string }[]) => table.find((entry) => entry.value === code)!.en;

/** What the list shows for a choice (lib/server/services/postings.ts: any chosen city, any chosen category). */
const shown = ({ cities, jobTypes }: CareerFilters) =>
  DEMO_POSTINGS.filter((posting) => (!cities.length || posting.cities.some((city) => cities.includes(city))) && (!jobTypes.length || jobTypes.includes(posting.jobType)));

const none: CareerFilters = { cities: [], jobTypes: [], careerTypes: [] };
const choices: [string, CareerFilters][] = [
  ['nothing', none],
  ...ALL_CITIES.map((city): [string, CareerFilters] => [name(city, CITIES), { ...none, cities: [city] }]),
  ...ALL_JOB_TYPES.map((jobType): [string, CareerFilters] => [name(jobType, JOB_TYPES), { ...none, jobTypes: [jobType] }]),
  ...ALL_CITIES.flatMap((city) => ALL_JOB_TYPES.map((jobType): [string, CareerFilters] => [`${name(city, CITIES)} + ${name(jobType, JOB_TYPES)}`, { ...none, cities: [city], jobTypes: [jobType] }])),
];

describe('career filter rules over the demo postings (docs/decisions/001-career-filter-codes.md)', () => {
  it.each(choices)('%s: no option the rules disable has a posting the list shows', (_, asked) => {
    const { filters, disabled } = applyFilterRules(asked, ALL_CITIES, ALL_JOB_TYPES);
    const list = shown(filters);
    for (const city of disabled.cities.keys()) expect(list.filter((posting) => posting.cities.includes(city)).map((posting) => posting.titleEng)).toEqual([]);
    for (const jobType of disabled.jobTypes.keys()) expect(list.filter((posting) => posting.jobType === jobType).map((posting) => posting.titleEng)).toEqual([]);
  });

  it.each(choices.filter(([, asked]) => asked.cities.length && asked.jobTypes.length))('%s: a pair the rules allow has postings', (_, asked) => {
    const { filters } = applyFilterRules(asked, ALL_CITIES, ALL_JOB_TYPES);
    if (filters.cities.length && filters.jobTypes.length) expect(shown(filters).length).toBeGreaterThan(0);
  });

  it('uses only codes the filter offers, and Jessup is where the distributor sites are', () => {
    for (const posting of DEMO_POSTINGS) {
      expect(ALL_JOB_TYPES).toContain(posting.jobType);
      for (const city of posting.cities) expect(ALL_CITIES).toContain(city);
    }
    const jessup = CITIES.find((city) => city.en.startsWith('Jessup'))!;
    expect(STORES.filter((store) => store.distributor).map((store) => store.cityCode)).toEqual([jessup.value, jessup.value]);
    for (const store of STORES.filter((each) => !each.distributor)) expect(name(store.cityCode, CITIES)).toBe(store.cityEng);
  });
});
