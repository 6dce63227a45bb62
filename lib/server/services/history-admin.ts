import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import { historyEntries } from '@/lib/server/db/schema';
import type { PageOf } from '@/lib/server/pagination';
import { HISTORY_PERIODS, type HistoryPeriodKey } from '@/lib/content/history';
import type { Publishing, PublishState } from '@/lib/admin/publish-state';
import type { HistoryInput } from '@/lib/validation/history';
import { now } from '@/lib/server/clock';
import { inState, publishingOf } from './publishing';
import { saveKindRecord, type SaveOutcome } from './record-save';
import { holding, inListOrder, editedRow, pageOfRows } from './staff-pages';
import type { Actor } from './staff-accounts';

/** A year of Our Story's history as staff see it: its form's fields and where it stands. */
export interface StaffHistory extends Publishing {
  id: number;
  period: HistoryPeriodKey;
  year: string;
  sort_order: number;
  stores: string[];
  note: string;
  note_eng: string;
}

const staffHistoryOf = (row: typeof historyEntries.$inferSelect): StaffHistory => ({
  id: row.id,
  period: row.period,
  year: row.year,
  sort_order: row.sortOrder,
  stores: row.stores,
  note: row.note,
  note_eng: row.noteEng,
  ...publishingOf(row),
});

/** Every year outside the trash, drafts too, in Our Story's order: by a year or a note, a period, a state. */
export async function listHistoryForStaff(query: { search: string; period?: HistoryPeriodKey; state?: PublishState; page: number }): Promise<PageOf<StaffHistory>> {
  const where = and(inState(historyEntries, query.state, now()), query.period ? eq(historyEntries.period, query.period) : undefined, holding(query.search, historyEntries.year, historyEntries.note, historyEntries.noteEng));
  const { count, rows } = await pageOfRows(historyEntries, where, [inListOrder(historyEntries.period, HISTORY_PERIODS), asc(historyEntries.sortOrder), desc(historyEntries.id)], query.page);
  return { count, page: query.page, results: rows.map(staffHistoryOf) };
}

export async function getHistoryForStaff(id: number): Promise<StaffHistory | null> {
  const row = await editedRow('history', id);
  return row ? staffHistoryOf(row) : null;
}

/** Creates (id null) or changes a year (`saveKindRecord`): Our Story shows it once published. */
export async function saveHistory(id: number | null, input: HistoryInput, actor: Actor, base?: number): Promise<SaveOutcome> {
  const values = {
    period: input.period as HistoryPeriodKey,
    year: input.year,
    sortOrder: input.sort_order,
    stores: input.stores as string[],
    note: input.note,
    noteEng: input.note_eng,
  };
  return saveKindRecord({ kind: 'history', id, values, files: [], detail: values.year, base }, actor);
}
