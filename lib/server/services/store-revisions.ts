import 'server-only';
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/server/db';
import { staffUsers, storeDetails, storeRevisions, storeSpecialHours } from '@/lib/server/db/schema';
import { invalidate, TAGS } from '@/lib/server/cache';
import { detailsOf, type StoreDetails } from '@/lib/stores/store';
import { audit } from './audit';
import type { Actor } from './staff-accounts';

/*
 * What staff keep about the stores keeps its revisions (issue 51), as the published kinds do
 * (publishing.ts): a store's details after each save, and each day's special hours after each
 * change, in the change's transaction; any of them can be brought back.
 */

type Writer = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** A day's special hours as a revision keeps them. */
export interface DayHours {
  opens: number | null;
  closes: number | null;
  note: string;
  noteEng: string;
}

/** A store's details as a revision keeps them (times as JSON keeps them). */
const snapshot = (details: StoreDetails | DayHours) => JSON.parse(JSON.stringify(details)) as Record<string, unknown>;

/** Before a change to a store's details, in its transaction: the details as they are, when no revision has them yet (a store saved before revisions were kept). */
export async function keepDetailsBaseline(tx: Writer, slug: string, current: StoreDetails): Promise<void> {
  const [known] = await tx.select({ id: storeRevisions.id }).from(storeRevisions).where(and(eq(storeRevisions.subject, 'details'), eq(storeRevisions.storeSlug, slug))).limit(1);
  if (!known) await tx.insert(storeRevisions).values({ subject: 'details', storeSlug: slug, staffId: null, action: 'baseline', data: snapshot(current) });
}

/** After a change to a store's details, in its transaction: the details as they now are, who and how. */
export async function keepDetailsRevision(tx: Writer, slug: string, details: StoreDetails, actor: Actor, action: string): Promise<void> {
  await tx.insert(storeRevisions).values({ subject: 'details', storeSlug: slug, staffId: actor.staffId, action, data: snapshot(details) });
}

const ofDay = (storeSlug: string | null, day: string) => and(eq(storeRevisions.subject, 'special-hours'), storeSlug === null ? isNull(storeRevisions.storeSlug) : eq(storeRevisions.storeSlug, storeSlug), eq(storeRevisions.day, day));

/**
 * Around a change to a day's special hours, in its transaction: the day as it was, when no
 * revision has it yet, then as it now is (null: cleared), who and how.
 */
export async function keepDayRevision(tx: Writer, change: { storeSlug: string | null; day: string; before: DayHours | null; after: DayHours | null }, actor: Actor, action: string): Promise<void> {
  const { storeSlug, day, before, after } = change;
  const [known] = await tx.select({ id: storeRevisions.id }).from(storeRevisions).where(ofDay(storeSlug, day)).limit(1);
  if (!known && before) await tx.insert(storeRevisions).values({ subject: 'special-hours', storeSlug, day, staffId: null, action: 'baseline', data: snapshot(before) });
  await tx.insert(storeRevisions).values({ subject: 'special-hours', storeSlug, day, staffId: actor.staffId, action, data: after && snapshot(after) });
}

export interface StoreRevision {
  id: number;
  subject: 'details' | 'special-hours';
  /** Special hours: the day, and whether they were every store's. */
  day: string | null;
  every_store: boolean;
  action: string;
  staff_name: string | null;
  created_at: string;
  data: Record<string, unknown> | null;
}

/** A store's revisions: its own, and every store's special hours. */
const ofStore = (slug: string) => or(eq(storeRevisions.storeSlug, slug), and(isNull(storeRevisions.storeSlug), eq(storeRevisions.subject, 'special-hours')));

/** A store's revisions, newest first: its details', and the special hours of its days and of every store's. */
export async function storeRevisionsOf(slug: string): Promise<StoreRevision[]> {
  const db = await getDb();
  const rows = await db
    .select({ revision: storeRevisions, staffName: staffUsers.name })
    .from(storeRevisions)
    .leftJoin(staffUsers, eq(staffUsers.id, storeRevisions.staffId))
    .where(ofStore(slug))
    .orderBy(desc(storeRevisions.id))
    .limit(500);
  return rows.map(({ revision, staffName }) => ({
    id: revision.id,
    subject: revision.subject,
    day: revision.day,
    every_store: revision.storeSlug === null,
    action: revision.action,
    staff_name: staffName,
    created_at: revision.createdAt.toISOString(),
    data: revision.data,
  }));
}

/** What a restore of details leaves as it is: the photos (a replaced one's file is gone). */
const KEPT = new Set(['photos']);

/**
 * Brings a revision of `slug` back as the newest, audited: its details (the photos stay as they
 * are), or a day's special hours as they were (set again, or cleared). False when the store has
 * no such revision.
 */
export async function restoreStoreRevision(slug: string, revisionId: number, actor: Actor): Promise<boolean> {
  const db = await getDb();
  const [revision] = await db
    .select()
    .from(storeRevisions)
    .where(and(eq(storeRevisions.id, revisionId), ofStore(slug)));
  if (!revision) return false;
  const action = `restore:${revisionId}`;
  if (revision.subject === 'details') {
    const done = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(storeDetails).where(eq(storeDetails.storeSlug, slug)).for('update');
      if (!current || !revision.data) return false;
      const values = Object.fromEntries(Object.entries(revision.data).filter(([key]) => key in current && !KEPT.has(key)));
      const [after] = await tx.update(storeDetails).set({ ...values, updatedAt: new Date() }).where(eq(storeDetails.storeSlug, slug)).returning();
      await keepDetailsRevision(tx, slug, detailsOf(after!), actor, action);
      await audit({ staffId: actor.staffId, action: 'store-restore', subjectKind: 'store', detail: `${slug}: revision ${revisionId}`, address: actor.address }, tx);
      return true;
    });
    if (done) invalidate(TAGS.stores);
    return done;
  }
  const day = revision.day!;
  await db.transaction(async (tx) => {
    const where = and(revision.storeSlug === null ? isNull(storeSpecialHours.storeSlug) : eq(storeSpecialHours.storeSlug, revision.storeSlug), eq(storeSpecialHours.day, day));
    const [before] = await tx.select().from(storeSpecialHours).where(where).for('update');
    const hours = revision.data as DayHours | null;
    if (hours === null) await tx.delete(storeSpecialHours).where(where);
    else if (before) await tx.update(storeSpecialHours).set(hours).where(where);
    else await tx.insert(storeSpecialHours).values({ storeSlug: revision.storeSlug, day, ...hours });
    const was = before ? { opens: before.opens, closes: before.closes, note: before.note, noteEng: before.noteEng } : null;
    await keepDayRevision(tx, { storeSlug: revision.storeSlug, day, before: was, after: hours }, actor, action);
    await audit({ staffId: actor.staffId, action: 'special-hours-restore', subjectKind: 'special-hours', detail: `${revision.storeSlug ?? 'all stores'} ${day}: revision ${revisionId}`, address: actor.address }, tx);
  });
  invalidate(TAGS.storeHours);
  return true;
}
