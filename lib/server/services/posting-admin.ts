import 'server-only';
import { and, count, desc, eq, gt, inArray, isNull, lt, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { applications, postings } from '@/lib/server/db/schema';
import { cleanStaffHtml } from '@/lib/server/html/sanitize';
import type { PageOf } from '@/lib/server/pagination';
import type { PostingRow } from './postings';
import type { PostingInput } from '@/lib/validation/posting';
import { missingForPayLaw } from '@/lib/careers/pay';
import { staffRecord, type StaffRecord } from './staff-records';
import { now } from '@/lib/server/clock';
import { fileIdsInHtml } from './staff-uploads';
import { saveKindRecord, type SaveOutcome } from './record-save';
import { editedRow, holding, pageOfRows } from './staff-pages';
import type { Actor } from './staff-accounts';

/** Which postings a staff list shows: all, drafts (unpublished), scheduled, or published ones still open or closed. */
export const POSTING_STATES = ['all', 'draft', 'scheduled', 'open', 'closed'] as const;
export type PostingListState = (typeof POSTING_STATES)[number];

export interface StaffPostingQuery {
  search: string;
  state: PostingListState;
  page: number;
}

/** A posting as staff see it, with its number of applications. */
export type StaffPostingRow = StaffRecord<PostingRow> & {
  applications: number;
  /** A Maryland or New Jersey posting without the pay or benefits their laws require. */
  pay_missing: boolean;
};

/** A posting as its edit form shows it (bodies as stored: the editor's own HTML). */
export type StaffPosting = StaffPostingRow;

const payFactsOf = (row: PostingRow) => ({
  cities: row.cities,
  pay_min: row.payMin,
  pay_max: row.payMax,
  pay_unit: row.payUnit,
  benefits: row.benefits,
  benefits_eng: row.benefitsEng,
  title_eng: row.titleEng,
});

const staffRowOf = (row: PostingRow, applicationCount: number): StaffPostingRow => ({
  ...staffRecord(row),
  applications: applicationCount,
  pay_missing: missingForPayLaw(payFactsOf(row)).length > 0,
});

const applied = () => sql`exists (select 1 from ${applications} where ${applications.postingId} = ${postings.id})`;

/** The list's states exactly as postingStatus words them (lib/admin/posting-status.ts). */
function stateCondition(state: PostingListState, today: string, at: Date): SQL | undefined {
  if (state === 'all') return undefined;
  if (state === 'draft') return and(eq(postings.published, false), not(applied()));
  const ended = lte(postings.publishUntil, at);
  const notYet = or(gt(postings.publishFrom, at), gt(postings.startDate, today))!;
  const shown = and(eq(postings.published, true), or(isNull(postings.publishUntil), gt(postings.publishUntil, at)));
  if (state === 'scheduled') return and(shown, notYet);
  const pastLastDay = lt(postings.dueDate, today);
  if (state === 'open') return and(shown, not(notYet), or(isNull(postings.dueDate), not(pastLastDay)));
  return or(and(eq(postings.published, true), ended), and(shown, not(notYet), pastLastDay), and(eq(postings.published, false), applied()));
}

/** How many applications each of `rows` has: a posting's rows read with their counts. */
async function withApplications(rows: PostingRow[]): Promise<StaffPostingRow[]> {
  const db = await getDb();
  const ids = rows.map((row) => row.id);
  const counted = ids.length ? await db.select({ id: applications.postingId, n: count() }).from(applications).where(inArray(applications.postingId, ids)).groupBy(applications.postingId) : [];
  const of = new Map(counted.map((entry) => [entry.id, entry.n]));
  return rows.map((row) => staffRowOf(row, of.get(row.id) ?? 0));
}

/** Every posting for staff (drafts and closed ones too, never the trash's), newest first, with its number of applications. */
export async function listPostingsForStaff(query: StaffPostingQuery, today: string, at: Date = now()): Promise<PageOf<StaffPostingRow>> {
  const where = and(isNull(postings.deletedAt), stateCondition(query.state, today, at), holding(query.search, postings.title, postings.titleEng));
  const { count: total, rows } = await pageOfRows(postings, where, [desc(postings.createdAt), desc(postings.id)], query.page);
  return { count: total, page: query.page, results: await withApplications(rows) };
}

export async function getPostingForStaff(id: number): Promise<StaffPosting | null> {
  const row = await editedRow('posting', id);
  return row ? (await withApplications([row]))[0]! : null;
}

const columnsOf = (input: PostingInput) => ({
  title: input.title,
  titleEng: input.title_eng,
  content: cleanStaffHtml(input.content),
  contentEng: cleanStaffHtml(input.content_eng),
  jobType: input.job_type,
  careerType: input.career_type,
  experience: input.experience,
  cities: [...new Set(input.cities)].sort((a, b) => a - b),
  // Pay is stored whole or not at all (the table's check): a unit without amounts is dropped.
  ...(input.pay_min !== null && input.pay_max !== null && input.pay_unit
    ? { payMin: input.pay_min, payMax: input.pay_max, payUnit: input.pay_unit }
    : { payMin: null, payMax: null, payUnit: null }),
  benefits: input.benefits,
  benefitsEng: input.benefits_eng,
  startDate: input.start_date || null,
  dueDate: input.always_open ? null : input.due_date || null,
});

/**
 * Creates (id null) or changes a posting (`saveKindRecord`): the editor images it now uses
 * claimed; the public pages that show postings expire.
 */
export async function savePosting(id: number | null, input: PostingInput, actor: Actor, base?: number): Promise<SaveOutcome> {
  const values = columnsOf(input);
  return saveKindRecord({ kind: 'posting', id, values, files: fileIdsInHtml(values.content + values.contentEng), detail: values.title, base }, actor);
}

/**
 * Why a posting may not be published, or null: 'payRequired' for a Maryland or New Jersey posting
 * without pay or benefits. Taken down after people applied, it keeps its page, marked closed.
 */
export async function postingPublishRefusal(id: number): Promise<'payRequired' | null> {
  const db = await getDb();
  const [row] = await db.select().from(postings).where(eq(postings.id, id));
  return row && missingForPayLaw(payFactsOf(row)).length > 0 ? 'payRequired' : null;
}

/** Whether the stored posting is published: its pay rules are checked against that, not against what a form says. */
export async function postingPublished(id: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ published: postings.published }).from(postings).where(eq(postings.id, id));
  return row?.published ?? false;
}

/**
 * Why a posting may not go to the trash, or null: people applied to it (they name it, and read it
 * in My Applications, for the three years Maryland requires): it is taken down instead.
 */
export async function postingTrashRefusal(id: number): Promise<'hasApplications' | null> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(applications).where(eq(applications.postingId, id));
  return (row?.n ?? 0) > 0 ? 'hasApplications' : null;
}
