import 'server-only';
import { and, desc, eq, gt, inArray, isNotNull, isNull, like, lte, or, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/server/db';
import { announcements, deals, faqQuestions, historyEntries, preparedChanges, privateBrands, productDepartments, productItems, slides, postings, revisions, sales, staffUsers } from '@/lib/server/db/schema';
import { cacheFor, invalidate, TAGS } from '@/lib/server/cache';
import { now } from '@/lib/server/clock';
import type { Publishing, PublishState } from '@/lib/admin/publish-state';
import type { RecordKind } from '@/lib/admin/record-kinds';
import { audit } from './audit';
import { itemsSnapshot } from './sale-item-snapshot';
import { announcementDetailHref } from '@/lib/announcements/announcement-address';
import { careerDetailHref } from '@/lib/careers/career-query';
import { saleHref } from '@/lib/content/sale-regions';
import { departmentPathOf } from '@/lib/content/product-departments';
import type { Actor } from './staff-accounts';

/*
 * The one mechanism by which every kind staff publish (postings, sales, deals, announcements,
 * slides) is a draft, scheduled, live or ended, goes to the trash and back, and keeps its
 * revisions (issue 36). The public reads ask `live(table, at)`, cached until the kind's next
 * publishing boundary (`cachePublic`).
 */


export type PublishedTable = typeof postings | typeof sales | typeof announcements | typeof deals | typeof slides | typeof faqQuestions | typeof historyEntries | typeof productDepartments | typeof productItems | typeof privateBrands;

/** A kind for the engine: its table, the cache tag of the pages that show it, what the trash and the audit call a record, and the public page that shows one. */
interface KindOf<T extends PublishedTable> {
  table: T;
  tag: (typeof TAGS)[keyof typeof TAGS];
  title(row: T['$inferSelect']): string;
  path(row: T['$inferSelect']): string;
}

const kindOf = <T extends PublishedTable>(kind: KindOf<T>) => kind;

/** Every kind staff publish: the one place besides its pages' definition (app/[locale]/admin/kinds) that names it for the engine. */
export const KINDS = {
  posting: kindOf({ table: postings, tag: TAGS.postings, title: (row) => row.title, path: (row) => careerDetailHref(row.id) }),
  // A sale shows on its region's page; a slide on the home page.
  sale: kindOf({ table: sales, tag: TAGS.sales, title: (row) => `${row.saleStart} · ${row.location}`, path: (row) => saleHref(row.location) }),
  announcement: kindOf({ table: announcements, tag: TAGS.announcements, title: (row) => row.title, path: (row) => announcementDetailHref(row.id) }),
  deal: kindOf({ table: deals, tag: TAGS.deals, title: (row) => row.title, path: (row) => `/event/${row.id}` }),
  slide: kindOf({ table: slides, tag: TAGS.slides, title: (row) => `#${row.id}`, path: () => '/' }),
  faq: kindOf({ table: faqQuestions, tag: TAGS.faq, title: (row) => row.question, path: () => '/faq' }),
  history: kindOf({ table: historyEntries, tag: TAGS.history, title: (row) => row.year, path: () => '/ourStory?tab=history' }),
  department: kindOf({ table: productDepartments, tag: TAGS.departments, title: (row) => row.slogan, path: (row) => departmentPathOf(row.tab) }),
  product: kindOf({ table: productItems, tag: TAGS.products, title: (row) => row.name, path: (row) => departmentPathOf(row.tab) }),
  brand: kindOf({ table: privateBrands, tag: TAGS.brands, title: (row) => row.name, path: (row) => departmentPathOf(row.tab) }),
} as const satisfies Record<RecordKind, { table: PublishedTable; tag: (typeof TAGS)[keyof typeof TAGS] }>;

/** What the trash and the audit call a record of `kind` (its title; a sale's week and region; a slide's number). */
export const recordTitle = (kind: RecordKind, row: Record<string, unknown>): string => (KINDS[kind] as unknown as KindOf<PublishedTable>).title(row as never) ?? '';

/** The public page that shows a record of `kind` (its row as stored). */
export const recordPath = (kind: RecordKind, row: Record<string, unknown>): string => (KINDS[kind] as unknown as KindOf<PublishedTable>).path(row as never);

/** Public at `at`: published, not in the trash, and within its publishing window. */
export function live(table: PublishedTable, at: Date): SQL {
  return and(
    eq(table.published, true),
    isNull(table.deletedAt),
    or(isNull(table.publishFrom), lte(table.publishFrom, at)),
    or(isNull(table.publishUntil), gt(table.publishUntil, at)),
  )!;
}

/** The back office's list filter: records in `state` at `at` (none: all), never those in the trash. */
export function inState(table: PublishedTable, state: PublishState | undefined, at: Date): SQL {
  const kept = isNull(table.deletedAt);
  if (!state) return kept;
  const published = and(kept, eq(table.published, true));
  if (state === 'draft') return and(kept, eq(table.published, false))!;
  if (state === 'scheduled') return and(published, gt(table.publishFrom, at))!;
  if (state === 'ended') return and(published, lte(table.publishUntil, at))!;
  return and(published, live(table, at))!;
}

/** Every moment a kind's published records appear or go: the times a page showing them changes by itself. */
async function boundariesOf(kind: RecordKind): Promise<number[]> {
  'use cache';
  const { table, tag } = KINDS[kind];
  cacheFor([tag]);
  const db = await getDb();
  const rows = await db
    .select({ from: table.publishFrom, until: table.publishUntil })
    .from(table)
    .where(and(eq(table.published, true), isNull(table.deletedAt), or(isNotNull(table.publishFrom), isNotNull(table.publishUntil))));
  const times = rows.flatMap((row) => [row.from, row.until]).filter((time): time is Date => time !== null);
  return [...new Set(times.map((time) => time.getTime()))].sort((a, b) => a - b);
}

/** The first moment after `at` at which what is public of `kind` changes by itself, or null when none is set. */
export async function nextBoundary(kind: RecordKind, at: Date): Promise<Date | null> {
  const next = (await boundariesOf(kind)).find((time) => time > at.getTime());
  return next === undefined ? null : new Date(next);
}

/**
 * The first thing a `'use cache'` read of `kind`'s public records does: tagged with the kind (and
 * `tags`), it lives until the kind's next publishing boundary, so a scheduled post appears at its
 * minute, with no job to run. Returns the moment it reads at.
 */
export async function cachePublic(kind: RecordKind, ...tags: Array<(typeof TAGS)[keyof typeof TAGS]>): Promise<Date> {
  const at = now();
  cacheFor([KINDS[kind].tag, ...tags], await nextBoundary(kind, at), at);
  return at;
}

type Writer = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** A record's columns as a revision keeps them: all but its id, its creation and its place in the trash. */
function snapshotOf(row: Record<string, unknown>): Record<string, unknown> {
  const data = Object.fromEntries(Object.entries(row).filter(([key]) => !['id', 'createdAt', 'deletedAt'].includes(key)));
  return JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
}

/** A record as a revision keeps it: its columns and, for a sale, the week's items, so an import can be undone too. */
async function snapshotFor(db: Writer, kind: RecordKind, id: number): Promise<Record<string, unknown> | undefined> {
  const { table } = KINDS[kind];
  const [row] = await db.select().from(table).where(eq(table.id, id));
  if (!row) return undefined;
  const data = snapshotOf(row as Record<string, unknown>);
  return kind === 'sale' ? { ...data, items: await itemsSnapshot(db, id) } : data;
}

/** A stored snapshot and a new one are the same record: compared key by key, since jsonb keeps its keys in an order of its own. */
function sameSnapshot(stored: unknown, current: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(canonical) : value && typeof value === 'object' ? Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])])) : value;
  return JSON.stringify(canonical(stored)) === JSON.stringify(canonical(current));
}

/**
 * Before a change, in its transaction: the record as it is now, when no revision has it yet, so
 * the change can be undone to it: a record saved before revisions were kept (its first revision,
 * by nobody), or a sale whose items' pictures and places were set since its newest revision
 * (those are not revisions of their own: a week's dozens of places would each copy every item).
 */
export async function keepBaseline(tx: Writer, kind: RecordKind, id: number): Promise<void> {
  const ofRecord = and(eq(revisions.kind, kind), eq(revisions.recordId, id));
  // Other kinds change only with a revision: having one, their newest is what they are (no body read to know it).
  if (kind !== 'sale') {
    const [known] = await tx.select({ id: revisions.id }).from(revisions).where(ofRecord).limit(1);
    if (known) return;
  }
  const [newest] = kind === 'sale' ? await tx.select({ data: revisions.data }).from(revisions).where(ofRecord).orderBy(desc(revisions.id)).limit(1) : [];
  const data = await snapshotFor(tx, kind, id);
  if (!data || (newest && sameSnapshot(newest.data, data))) return;
  await tx.insert(revisions).values({ kind, recordId: id, staffId: null, action: newest ? 'kept' : 'baseline', data });
}

/** After a change, in its transaction: the record as it now is, who changed it and how. The revision's number. */
export async function keepRevision(tx: Writer, kind: RecordKind, id: number, actor: Actor, action: string): Promise<number> {
  const data = await snapshotFor(tx, kind, id);
  if (!data) return 0;
  const [kept] = await tx.insert(revisions).values({ kind, recordId: id, staffId: actor.staffId, action, data }).returning({ id: revisions.id });
  return kept!.id;
}

/** The number of a record's newest revision (0: none yet): what its form is drawn from. */
export async function newestRevision(kind: RecordKind, id: number): Promise<number> {
  const db = await getDb();
  const [newest] = await db
    .select({ id: revisions.id })
    .from(revisions)
    .where(and(eq(revisions.kind, kind), eq(revisions.recordId, id)))
    .orderBy(desc(revisions.id))
    .limit(1);
  return newest?.id ?? 0;
}

/** A save refused because a colleague changed the record's form since it was drawn: who (null: an account since removed), when, and the revision. */
export interface Conflict {
  conflict: { revision: number; base: number; by: string | null; at: Date };
}

/** The newest change to a record's form (a save, a prepared change, a restore or a prepared change applied) after revision `base`, as a conflict; publishing and a sale's items are not the form's. */
async function changedSince(tx: Writer, kind: RecordKind, id: number, base: number): Promise<Conflict | null> {
  const [newer] = await tx
    .select({ revision: revisions.id, at: revisions.createdAt, by: staffUsers.name })
    .from(revisions)
    .leftJoin(staffUsers, eq(staffUsers.id, revisions.staffId))
    .where(and(eq(revisions.kind, kind), eq(revisions.recordId, id), gt(revisions.id, base), or(inArray(revisions.action, ['update', 'prepare']), like(revisions.action, 'restore:%'), like(revisions.action, 'apply:%'))))
    .orderBy(desc(revisions.id))
    .limit(1);
  return newer ? { conflict: { revision: newer.revision, base, by: newer.by, at: newer.at } } : null;
}

export interface PublishingChange {
  published: boolean;
  publishFrom: Date | null;
  publishUntil: Date | null;
}

/**
 * Publishes (now, or from/until a time) or takes back a record, audited and kept as a revision;
 * false when there is no such record outside the trash. The pages showing the kind expire.
 */
export async function setPublishing(kind: RecordKind, id: number, change: PublishingChange, actor: Actor): Promise<boolean> {
  const { table, tag } = KINDS[kind];
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const [found] = await tx.select({ id: table.id }).from(table).where(and(eq(table.id, id), isNull(table.deletedAt)));
    if (!found) return false;
    await keepBaseline(tx, kind, id);
    await tx.update(table).set(change).where(eq(table.id, id));
    const action = change.published ? (change.publishFrom || change.publishUntil ? 'schedule' : 'publish') : 'unpublish';
    await keepRevision(tx, kind, id, actor, action);
    await audit({ staffId: actor.staffId, action: `${kind}-${action}`, subjectKind: kind, subjectId: id, address: actor.address }, tx);
    return true;
  });
  if (done) invalidate(tag);
  return done;
}

/** Moves a record to the trash (gone from the site at once) or back out of it, audited; false when it is not there to move. */
export async function setTrashed(kind: RecordKind, id: number, trashed: boolean, actor: Actor): Promise<boolean> {
  const { table, tag } = KINDS[kind];
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(table)
      .set({ deletedAt: trashed ? now() : null })
      .where(and(eq(table.id, id), trashed ? isNull(table.deletedAt) : isNotNull(table.deletedAt)))
      .returning({ id: table.id });
    if (!row) return false;
    await audit({ staffId: actor.staffId, action: `${kind}-${trashed ? 'trash' : 'untrash'}`, subjectKind: kind, subjectId: id, address: actor.address }, tx);
    return true;
  });
  if (done) invalidate(tag);
  return done;
}

export interface RevisionRow {
  id: number;
  action: string;
  staff_id: number | null;
  created_at: string;
  data: Record<string, unknown>;
}

/** A record's revisions, newest first. */
export async function listRevisions(kind: RecordKind, id: number): Promise<RevisionRow[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(revisions)
    .where(and(eq(revisions.kind, kind), eq(revisions.recordId, id)))
    .orderBy(desc(revisions.id));
  return rows.map((row) => ({ id: row.id, action: row.action, staff_id: row.staffId, created_at: row.createdAt.toISOString(), data: row.data }));
}

/** What a save did: the record's id and its newest revision; `prepared` when the change waits beside the published record. */
export interface Written {
  id: number;
  revision: number;
  prepared?: true;
}

/**
 * A record's form saved, in the caller's transaction: created (a draft: publishing is its own
 * step), or changed if it exists outside the trash and, when the form says which revision it was
 * drawn from (`base`), nobody changed its form since (no lost edits: the row is locked until the
 * transaction ends, so two saves take turns). A published record is not changed: the change is
 * prepared beside it (a `prepare` revision of the record as it will be), for staff to preview,
 * compare and publish (prepared-changes.ts). Its id and new revision, null, or the conflict.
 */
export async function writeRecord(tx: Writer, kind: RecordKind, id: number | null, values: Record<string, unknown>, actor: Actor, base?: number): Promise<Written | Conflict | null> {
  const { table } = KINDS[kind];
  if (id === null) {
    const [row] = await tx
      .insert(table)
      .values(values as never)
      .returning({ id: table.id });
    return { id: row!.id, revision: await keepRevision(tx, kind, row!.id, actor, 'create') };
  }
  const [found] = await tx.select({ id: table.id, published: table.published }).from(table).where(and(eq(table.id, id), isNull(table.deletedAt))).for('update');
  if (!found) return null;
  const conflict = base === undefined ? null : await changedSince(tx, kind, id, base);
  if (conflict) return conflict;
  await keepBaseline(tx, kind, id);
  if (found.published) return { id, revision: await prepareChange(tx, kind, id, values, actor), prepared: true };
  await tx
    .update(table)
    .set(values as never)
    .where(eq(table.id, id));
  // A draft's form showed its prepared change (one made while it was published): this save holds it.
  await tx.delete(preparedChanges).where(and(eq(preparedChanges.kind, kind), eq(preparedChanges.recordId, id)));
  return { id, revision: await keepRevision(tx, kind, id, actor, 'update') };
}

/** A change to a published record kept as the record will be (a `prepare` revision) and named its prepared change, replacing one before; unscheduled. */
async function prepareChange(tx: Writer, kind: RecordKind, id: number, values: Record<string, unknown>, actor: Actor): Promise<number> {
  const data = { ...(await snapshotFor(tx, kind, id)), ...snapshotOf(values) };
  const [kept] = await tx.insert(revisions).values({ kind, recordId: id, staffId: actor.staffId, action: 'prepare', data }).returning({ id: revisions.id });
  const change = { revisionId: kept!.id, publishAt: null, scheduledBy: null };
  await tx
    .insert(preparedChanges)
    .values({ kind, recordId: id, ...change })
    .onConflictDoUpdate({ target: [preparedChanges.kind, preparedChanges.recordId], set: change });
  return kept!.id;
}

/** A record's publishing as the back office shows it (lib/admin/publish-state.ts). */
export const publishingOf = (row: { published: boolean; publishFrom: Date | null; publishUntil: Date | null }): Publishing => ({
  published: row.published,
  publish_from: row.publishFrom?.toISOString() ?? null,
  publish_until: row.publishUntil?.toISOString() ?? null,
});
