import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import { historyEntries } from '@/lib/server/db/schema';
import type { PageOf } from '@/lib/server/pagination';
import { HISTORY_PERIODS, type HistoryPeriodKey } from '@/lib/content/history';
import type { PublishState } from '@/lib/admin/publish-state';
import type { HistoryInput } from '@/lib/validation/history';
import { now } from '@/lib/server/clock';
import { inState } from './publishing';
import { saveKindRecord, type SaveOutcome } from './record-save';
import { holding, inListOrder, pageOfRows } from './staff-pages';
import { formColumns, staffRecord, type StaffRecord } from './staff-records';
import type { Actor } from './staff-accounts';

/** A year of Our Story's history as staff see it: its form's fields and where it stands. */
export type StaffHistory = StaffRecord<typeof historyEntries.$inferSelect>;

/** Every year outside the trash, drafts too, in Our Story's order: by a year or a note, a period, a state. */
export async function listHistoryForStaff(query: { search: string; period?: HistoryPeriodKey; state?: PublishState; page: number }): Promise<PageOf<StaffHistory>> {
  const where = and(inState(historyEntries, query.state, now()), query.period ? eq(historyEntries.period, query.period) : undefined, holding(query.search, historyEntries.year, historyEntries.note, historyEntries.noteEng));
  const { count, rows } = await pageOfRows(historyEntries, where, [inListOrder(historyEntries.period, HISTORY_PERIODS), asc(historyEntries.sortOrder), desc(historyEntries.id)], query.page);
  return { count, page: query.page, results: rows.map(staffRecord) };
}

/** Creates (id null) or changes a year (`saveKindRecord`): Our Story shows it once published. */
export async function saveHistory(id: number | null, input: HistoryInput, actor: Actor, base?: number): Promise<SaveOutcome> {
  return saveKindRecord({ kind: 'history', id, values: formColumns('history', input), files: [], detail: input.year, base }, actor);
}
