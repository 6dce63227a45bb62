import 'server-only';
import { inBothLanguages } from '@/lib/i18n/in-language';
import { now } from '@/lib/server/clock';
import { HISTORY_PERIODS, type HistoryPeriod } from '@/lib/content/history';
import { cachePublic } from './publishing';
import { shownRows } from './shown-rows';

/** The years in their periods' order, then each period's own; `preview` (an entry's id, for signed-in staff: the caller checks) shows that one as its prepared change would, whatever its state. */
async function historyAt(at: Date, preview?: number): Promise<HistoryPeriod[]> {
  const shown = await shownRows('history', at, preview);
  return HISTORY_PERIODS.map((key) => ({
    key,
    entries: shown
      .filter((row) => row.period === key)
      // Newest first: of two at one place, the one added last.
      .sort((a, b) => a.sortOrder - b.sortOrder || b.id - a.id)
      .map((row) => ({ year: row.year, stores: row.stores, note: row.note || row.noteEng ? inBothLanguages(row.note, row.noteEng) : undefined })),
  }));
}

async function cachedHistory(): Promise<HistoryPeriod[]> {
  'use cache';
  return historyAt(await cachePublic('history'));
}

/** Our Story's history on show now, by period (a period with no year is there, empty); `preview` adds that entry, read fresh. */
export async function listHistory(preview?: number): Promise<HistoryPeriod[]> {
  return preview === undefined ? cachedHistory() : historyAt(now(), preview);
}
