import 'server-only';
import { and, asc, desc, eq, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import { addDays } from '@/lib/dates';
import { storeBySlug } from '@/lib/content/stores';
import { cacheFor, invalidate, TAGS } from '@/lib/server/cache';
import { getDb } from '@/lib/server/db';
import { storeSpecialHours } from '@/lib/server/db/schema';
import type { SpecialDay } from '@/lib/stores/special-hours';
import { minutesOf } from '@/lib/validation/clock-fields';
import type { SpecialHoursInput } from '@/lib/validation/special-hours';
import { audit } from './audit';
import { keepDayRevision, type DayHours } from './store-revisions';

const hoursOf = (row: typeof storeSpecialHours.$inferSelect): DayHours => ({ opens: row.opens, closes: row.closes, note: row.note, noteEng: row.noteEng });
import type { Actor } from './staff-accounts';

/** How far ahead the public pages know the exceptions (the JSON-LD lists them; a page shows the coming week's). */
const AHEAD_DAYS = 90;

type Row = typeof storeSpecialHours.$inferSelect;

export const specialDay = (row: Row): SpecialDay => ({
  day: row.day,
  store: row.storeSlug,
  hours: row.opens === null || row.closes === null ? null : { open: row.opens, close: row.closes },
  note: row.note,
  noteEng: row.noteEng,
});

/**
 * Every store's exceptions from the day before `today` (hours past midnight) to AHEAD_DAYS after:
 * what the store pages, the locator and their JSON-LD read. Keyed by the day, expired by a save.
 */
export async function specialHoursAround(today: string): Promise<SpecialDay[]> {
  'use cache';
  cacheFor([TAGS.storeHours]);
  const db = await getDb();
  const rows = await db
    .select()
    .from(storeSpecialHours)
    .where(and(gte(storeSpecialHours.day, addDays(today, -1)), lte(storeSpecialHours.day, addDays(today, AHEAD_DAYS))))
    .orderBy(asc(storeSpecialHours.day), asc(storeSpecialHours.id));
  return rows.map(specialDay);
}

/** A day's row for every store before the stores' own. */
const ALL_STORES_FIRST = sql`${storeSpecialHours.storeSlug} asc nulls first`;

export interface SpecialHoursRow extends SpecialDay {
  id: number;
}

/** The back office's list: the days from `today` on, soonest first, and the latest `past` before it. */
export async function listSpecialHours(today: string, past = 20): Promise<{ coming: SpecialHoursRow[]; past: SpecialHoursRow[] }> {
  const db = await getDb();
  const withId = (row: Row) => ({ id: row.id, ...specialDay(row) });
  const coming = await db.select().from(storeSpecialHours).where(gte(storeSpecialHours.day, today)).orderBy(asc(storeSpecialHours.day), ALL_STORES_FIRST);
  const before = await db.select().from(storeSpecialHours).where(lt(storeSpecialHours.day, today)).orderBy(desc(storeSpecialHours.day), ALL_STORES_FIRST).limit(past);
  return { coming: coming.map(withId), past: before.map(withId) };
}

const described = (row: Pick<Row, 'storeSlug' | 'day' | 'opens' | 'closes'>) =>
  `${row.storeSlug ?? 'all stores'} ${row.day} ${row.opens === null ? 'closed' : `${row.opens}-${row.closes}`}`;

/**
 * Sets a store's (or every store's) hours on a day: a day already set for the same stores is
 * replaced, so a correction is one save. Audited; the public pages show it at once.
 */
export async function saveSpecialHours(input: SpecialHoursInput, actor: Actor): Promise<{ id: number; replaced: boolean }> {
  const db = await getDb();
  const storeSlug = input.store && storeBySlug(input.store) ? input.store : null;
  const hours = input.closed ? { opens: null, closes: null } : { opens: minutesOf(input.opens), closes: minutesOf(input.closes) };
  const values = { storeSlug, day: input.day, ...hours, note: input.note, noteEng: input.noteEng };
  const saved = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(storeSpecialHours)
      .where(and(storeSlug === null ? isNull(storeSpecialHours.storeSlug) : eq(storeSpecialHours.storeSlug, storeSlug), eq(storeSpecialHours.day, input.day)))
      .for('update');
    const [row] = await tx
      .insert(storeSpecialHours)
      .values(values)
      .onConflictDoUpdate({ target: [storeSpecialHours.storeSlug, storeSpecialHours.day], set: { ...hours, note: input.note, noteEng: input.noteEng } })
      // xmax is 0 for a row this statement inserted, not for one it updated (PostgreSQL's way to tell).
      .returning({ id: storeSpecialHours.id, inserted: sql<boolean>`(xmax = 0)` });
    const replaced = !row!.inserted;
    await keepDayRevision(tx, { storeSlug, day: input.day, before: before ? hoursOf(before) : null, after: { ...hours, note: input.note, noteEng: input.noteEng } }, actor, 'save');
    await audit({ staffId: actor.staffId, action: 'special-hours-save', subjectKind: 'special-hours', subjectId: row!.id, detail: described(values), address: actor.address }, tx);
    return { id: row!.id, replaced };
  });
  invalidate(TAGS.storeHours);
  return saved;
}

/** Removes a day's special hours (the weekly hours apply again); false when there was none. */
export async function deleteSpecialHours(id: number, actor: Actor): Promise<boolean> {
  const db = await getDb();
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx.delete(storeSpecialHours).where(eq(storeSpecialHours.id, id)).returning();
    if (!row) return false;
    await keepDayRevision(tx, { storeSlug: row.storeSlug, day: row.day, before: hoursOf(row), after: null }, actor, 'delete');
    await audit({ staffId: actor.staffId, action: 'special-hours-delete', subjectKind: 'special-hours', subjectId: id, detail: described(row), address: actor.address }, tx);
    return true;
  });
  if (removed) invalidate(TAGS.storeHours);
  return removed;
}
