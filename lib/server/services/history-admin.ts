import 'server-only';
import { and, count, eq, ilike, isNull, or } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { historyEntries } from '@/lib/server/db/schema';
import { PAGE_SIZE } from '@/lib/paging';
import type { PageOf } from '@/lib/server/pagination';
import { HISTORY_PERIODS, type HistoryPeriodKey } from '@/lib/content/history';
import type { Publishing, PublishState } from '@/lib/admin/publish-state';
import type { HistoryInput } from '@/lib/validation/history';
import { now } from '@/lib/server/clock';
import { inState, publishingOf } from './publishing';
import { saveKindRecord, type SaveOutcome } from './record-save';
import { containsPattern } from './search';
import { asPrepared } from './prepared-changes';
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
  const db = await getDb();
  const search = query.search.trim();
  const pattern = containsPattern(search);
  const where = and(
    inState(historyEntries, query.state, now()),
    query.period ? eq(historyEntries.period, query.period) : undefined,
    search ? or(ilike(historyEntries.year, pattern), ilike(historyEntries.note, pattern), ilike(historyEntries.noteEng, pattern)) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(historyEntries).where(where);
  const rows = await db.select().from(historyEntries).where(where);
  // The periods' order is the page's, not the alphabet's: sorted here, a page cut after.
  const ordered = rows.sort((a, b) => HISTORY_PERIODS.indexOf(a.period) - HISTORY_PERIODS.indexOf(b.period) || a.sortOrder - b.sortOrder || b.id - a.id);
  return { count: total?.n ?? 0, page: query.page, results: ordered.slice((query.page - 1) * PAGE_SIZE, query.page * PAGE_SIZE).map(staffHistoryOf) };
}

export async function getHistoryForStaff(id: number): Promise<StaffHistory | null> {
  const db = await getDb();
  const row = await asPrepared('history', (await db.select().from(historyEntries).where(and(eq(historyEntries.id, id), isNull(historyEntries.deletedAt))))[0]);
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
