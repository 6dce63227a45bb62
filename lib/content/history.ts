/**
 * Our Story's History tab: its periods (the sub-tabs) and what one year of them says. The years
 * are staff's to keep (issue 51: `history_entries`, filled by drizzle/0016 with the openings
 * store-facts.md records); store names come from lib/content/stores.ts.
 */
export const HISTORY_PERIODS = ['recent', 'growth', 'founding'] as const;
export type HistoryPeriodKey = (typeof HISTORY_PERIODS)[number];

/** The sub-tabs' names: "Present–2013". */
export const HISTORY_PERIOD_LABELS: Record<HistoryPeriodKey, { ko: string; en: string }> = {
  recent: { ko: '현재–2013', en: 'Present–2013' },
  growth: { ko: '2012–2007', en: '2012–2007' },
  founding: { ko: '2006–1989', en: '2006–1989' },
};

export interface HistoryEntry {
  /** As shown: "2023", or "2016–2017" when the record gives a range. */
  year: string;
  /** Stores that opened (their slugs), in the order they opened. */
  stores: readonly string[];
  /** What else the year is remembered for, in each language. */
  note?: { ko: string; en: string };
}

export interface HistoryPeriod {
  key: HistoryPeriodKey;
  entries: readonly HistoryEntry[];
}
