import 'server-only';
import { and, arrayOverlaps, count, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { applications, postings } from '@/lib/server/db/schema';
import { payOf, type Pay } from '@/lib/careers/pay';
import { now } from '@/lib/server/clock';
import { sanitizeRichText } from '@/lib/server/html/sanitize';
import type { SafeHtml } from '@/lib/html/safe-html';
import { PAGE_SIZE, type PageOf } from '@/lib/server/pagination';
import { shownPost } from './shown-posts';
import { cachePublic, live } from './publishing';
import { asPrepared } from './prepared-changes';

export interface PostingSummary {
  id: number;
  title: string;
  title_eng: string;
  job_type: number;
  career_type: number;
  /** 0 any, 1 new hire, 2 experienced. */
  experience: number;
  city: number[];
  /** Pay in cents per unit, or null when the posting names none. */
  pay: Pay | null;
  start_date: string | null;
  due_date: string | null;
  created_at: string;
}

export interface PostingDetail extends PostingSummary {
  content: SafeHtml;
  content_eng: SafeHtml;
  /** A general description of benefits and other pay, plain text. */
  benefits: string;
  benefits_eng: string;
  /** Past its last day, or taken down by staff after people applied: it keeps its page, marked closed. */
  closed: boolean;
}

export type PostingOrdering = 'created_at' | 'due_date';

export interface PostingQuery {
  page: number;
  cities: number[];
  jobTypes: number[];
  careerTypes: number[];
  ordering: PostingOrdering;
}

export type PostingRow = typeof postings.$inferSelect;

/** A posting's row as the list and an application show it. */
export const postingSummary = (row: PostingRow): PostingSummary => ({
  id: row.id,
  title: row.title,
  title_eng: row.titleEng,
  job_type: row.jobType,
  career_type: row.careerType,
  experience: row.experience,
  city: row.cities,
  pay: payOf(row.payMin, row.payMax, row.payUnit),
  start_date: row.startDate,
  due_date: row.dueDate,
  created_at: row.createdAt.toISOString(),
});

/** Public at `at` (publishing.ts) and begun: a posting is shown from its start date (none: at once). */
function shown(today: string, at: Date): SQL {
  return and(live(postings, at), or(isNull(postings.startDate), lte(postings.startDate, today)))!;
}

/** Open first by deadline, then the ones without a deadline, then the closed ones. */
function closingSoon(today: string): SQL[] {
  const due = postings.dueDate;
  return [
    sql`case when ${due} is null then 1 when ${due} < ${today}::date then 2 else 0 end`,
    sql`case when ${due} >= ${today}::date then ${due} end asc`,
    sql`${due} desc`,
    desc(postings.createdAt),
    desc(postings.id),
  ];
}

/** employments/info/: filtered by city, job type and employment type (0 or none = all). */
export async function listPostings(query: PostingQuery, today: string): Promise<PageOf<PostingSummary>> {
  'use cache';
  const at = await cachePublic('posting');
  const db = await getDb();
  const wanted = (values: number[]) => values.filter((value) => value > 0);
  const cities = wanted(query.cities);
  const jobTypes = wanted(query.jobTypes);
  const careerTypes = wanted(query.careerTypes);
  const condition = and(
    shown(today, at),
    cities.length ? arrayOverlaps(postings.cities, cities) : undefined,
    jobTypes.length ? inArray(postings.jobType, jobTypes) : undefined,
    careerTypes.length ? inArray(postings.careerType, careerTypes) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(postings).where(condition);
  const order = query.ordering === 'due_date' ? closingSoon(today) : [desc(postings.createdAt), desc(postings.id)];
  const rows = await db
    .select()
    .from(postings)
    .where(condition)
    .orderBy(...order)
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  return { count: total?.n ?? 0, page: query.page, results: rows.map(postingSummary) };
}

/**
 * A posting with a page: one on show, or one staff took down after people applied to it (its
 * address stays, marked closed: applicants and search engines have it).
 */
function onRecord(today: string, at: Date): SQL {
  return and(isNull(postings.deletedAt), or(shown(today, at), sql`exists (select 1 from ${applications} where ${applications.postingId} = ${postings.id})`))!;
}

type Standing = Pick<PostingRow, 'published' | 'publishFrom' | 'publishUntil' | 'dueDate'>;

/** Closed: not public (taken down, or its publishing over) or past its deadline. */
const isClosedRow = (row: Standing, today: string, at: Date) =>
  !row.published || (row.publishUntil !== null && row.publishUntil <= at) || (row.dueDate !== null && row.dueDate < today);

/** A posting as its page shows it: one with a page at `at`, or (`at` null: a staff preview) any kept one. */
async function postingOf(id: number, today: string, at: Date | null): Promise<PostingDetail | null> {
  const db = await getDb();
  const [stored] = await db.select().from(postings).where(and(eq(postings.id, id), at === null ? undefined : onRecord(today, at)));
  // A preview (no time) shows the record as its prepared change would leave it.
  const row = at === null ? await asPrepared('posting', stored) : stored;
  if (!row) return null;
  return {
    ...postingSummary(row),
    content: sanitizeRichText(row.content),
    content_eng: sanitizeRichText(row.contentEng),
    benefits: row.benefits,
    benefits_eng: row.benefitsEng,
    closed: at === null ? false : isClosedRow(row, today, at),
  };
}

async function cachedPosting(id: number, today: string): Promise<PostingDetail | null> {
  'use cache';
  return postingOf(id, today, await cachePublic('posting'));
}

/** Every posting with a page, open or closed: the sitemap lists the open ones (a posting is a page in both languages). */
export async function listPostingEntries(today: string): Promise<Array<{ id: number; created_at: string; open: boolean }>> {
  'use cache';
  const at = await cachePublic('posting');
  const db = await getDb();
  const rows = await db
    .select({ id: postings.id, createdAt: postings.createdAt, published: postings.published, publishFrom: postings.publishFrom, publishUntil: postings.publishUntil, dueDate: postings.dueDate })
    .from(postings)
    .where(onRecord(today, at))
    .orderBy(desc(postings.id));
  return rows.map((row) => ({ id: row.id, created_at: row.createdAt.toISOString(), open: !isClosedRow(row, today, at) }));
}

/** A posting with a page on `today` (open or closed), or null; with `preview` (signed-in staff only: the caller checks) any one not deleted for good, read fresh. */
export async function getPosting(id: number, today: string, preview = false): Promise<PostingDetail | null> {
  if (preview) return postingOf(id, today, null);
  return shownPost({ entries: listPostingEntries(today) }, id, () => cachedPosting(id, today));
}

export type PostingState = 'open' | 'closed' | 'missing';

/** Whether a posting takes applications on `today` (its due date is the last day). */
export async function postingState(id: number, today: string): Promise<PostingState> {
  const db = await getDb();
  const at = now();
  const [row] = await db
    .select({ published: postings.published, publishFrom: postings.publishFrom, publishUntil: postings.publishUntil, dueDate: postings.dueDate })
    .from(postings)
    .where(and(eq(postings.id, id), onRecord(today, at)));
  if (!row) return 'missing';
  return isClosedRow(row, today, at) ? 'closed' : 'open';
}
