/**
 * Store openings by year for Our Story's History tab: only what store-facts.md records (a range
 * where only the range is known). Store names come from lib/content/stores.ts.
 */
export interface HistoryEntry {
  /** As shown: "2023", or "2016–2017" when the record gives a range. */
  year: string;
  /** Stores that opened (their slugs), in the order they opened. */
  stores: readonly string[];
  /** What else the year is remembered for, in each language. */
  note?: { ko: string; en: string };
}

export interface HistoryPeriod {
  key: 'recent' | 'growth' | 'founding';
  /** The sub-tab's name: "Present–2013". */
  label: { ko: string; en: string };
  entries: readonly HistoryEntry[];
}

export const HISTORY: readonly HistoryPeriod[] = [
  {
    key: 'recent',
    label: { ko: '현재–2013', en: 'Present–2013' },
    entries: [
      { year: '2025', stores: ['jacksonville-fl'], note: { ko: '17번째 매장', en: 'Our 17th store' } },
      { year: '2024', stores: ['henrico-va'] },
      { year: '2023', stores: ['sterling-va', 'tampa-fl'] },
      { year: '2019', stores: ['orlando-fl', 'edison-nj'], note: { ko: '플로리다와 뉴저지의 첫 매장', en: 'Our first stores in Florida and New Jersey' } },
      { year: '2016–2017', stores: ['rockville-md'] },
      { year: '2015', stores: ['annandale-va'] },
    ],
  },
  {
    key: 'growth',
    label: { ko: '2012–2007', en: '2012–2007' },
    entries: [{ year: '2012–2013', stores: ['catonsville-md'] }],
  },
  {
    key: 'founding',
    label: { ko: '2006–1989', en: '2006–1989' },
    entries: [
      { year: '1999', stores: ['ellicott-city-md'] },
      { year: '1989', stores: [], note: { ko: '첫 소매 매장 오픈', en: 'Our first retail store opens' } },
    ],
  },
];
