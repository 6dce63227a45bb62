import 'server-only';
import { and, arrayOverlaps, count, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { applications, jobPostings } from '@/lib/server/db/schema';
import { cachedRead, TAGS } from '@/lib/server/cache';
import { hashPassword } from '@/lib/server/auth/passwords';
import { sanitizeRichText } from '@/lib/server/html/sanitize';
import type { SafeHtml } from '@/lib/html/safe-html';
import { PAGE_SIZE, type PageOf } from '@/lib/server/pagination';
import type { CheckedUpload } from '@/lib/server/uploads/check-uploads';
import type { CareerApplicationInput } from '@/lib/validation/career-application';
import { fileUrls, persistWithFiles } from './files';
import { ownedIds } from './ownership';
import { shownPost } from './shown-posts';

export interface PostingSummary {
  id: number;
  title: string;
  title_eng: string;
  job_type: number;
  career_type: number;
  /** 0 any, 1 new hire, 2 experienced. */
  experience: number;
  city: number[];
  start_date: string | null;
  due_date: string | null;
  created_at: string;
}

export interface PostingDetail extends PostingSummary {
  content: SafeHtml;
  content_eng: SafeHtml;
}

export type PostingOrdering = 'created_at' | 'due_date';

export interface PostingQuery {
  page: number;
  cities: number[];
  jobTypes: number[];
  careerTypes: number[];
  ordering: PostingOrdering;
}

type PostingRow = typeof jobPostings.$inferSelect;

const summary = (row: PostingRow): PostingSummary => ({
  id: row.id,
  title: row.title,
  title_eng: row.titleEng,
  job_type: row.jobType,
  career_type: row.careerType,
  experience: row.experience,
  city: row.cities,
  start_date: row.startDate,
  due_date: row.dueDate,
  created_at: row.createdAt.toISOString(),
});

/** Published and begun: a posting is public from its start date (none: at once). */
function shown(today: string): SQL {
  return and(eq(jobPostings.published, true), or(isNull(jobPostings.startDate), lte(jobPostings.startDate, today)))!;
}

/** Open first by deadline, then the ones without a deadline, then the closed ones. */
function closingSoon(today: string): SQL[] {
  const due = jobPostings.dueDate;
  return [
    sql`case when ${due} is null then 1 when ${due} < ${today}::date then 2 else 0 end`,
    sql`case when ${due} >= ${today}::date then ${due} end asc`,
    sql`${due} desc`,
    desc(jobPostings.createdAt),
    desc(jobPostings.id),
  ];
}

/** employments/info/: filtered by city, job type and employment type (0 or none = all). */
export const listPostings = cachedRead('postings-page', [TAGS.postings], async (query: PostingQuery, today: string): Promise<PageOf<PostingSummary>> => {
  const db = await getDb();
  const wanted = (values: number[]) => values.filter((value) => value > 0);
  const cities = wanted(query.cities);
  const jobTypes = wanted(query.jobTypes);
  const careerTypes = wanted(query.careerTypes);
  const condition = and(
    shown(today),
    cities.length ? arrayOverlaps(jobPostings.cities, cities) : undefined,
    jobTypes.length ? inArray(jobPostings.jobType, jobTypes) : undefined,
    careerTypes.length ? inArray(jobPostings.careerType, careerTypes) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(jobPostings).where(condition);
  const order = query.ordering === 'due_date' ? closingSoon(today) : [desc(jobPostings.createdAt), desc(jobPostings.id)];
  const rows = await db
    .select()
    .from(jobPostings)
    .where(condition)
    .orderBy(...order)
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  return { count: total?.n ?? 0, page: query.page, results: rows.map(summary) };
});

const readPosting = cachedRead('posting', [TAGS.postings], async (id: number, today: string): Promise<PostingDetail | null> => {
  const db = await getDb();
  const [row] = await db.select().from(jobPostings).where(and(eq(jobPostings.id, id), shown(today)));
  if (!row) return null;
  return { ...summary(row), content: sanitizeRichText(row.content), content_eng: sanitizeRichText(row.contentEng) };
});

/** Every shown posting, for the sitemap (a posting is a page in both languages). */
export const listPostingEntries = cachedRead('posting-entries', [TAGS.postings], async (today: string): Promise<Array<{ id: number; created_at: string }>> => {
  const db = await getDb();
  const rows = await db.select({ id: jobPostings.id, createdAt: jobPostings.createdAt }).from(jobPostings).where(shown(today)).orderBy(desc(jobPostings.id));
  return rows.map((row) => ({ id: row.id, created_at: row.createdAt.toISOString() }));
});

/** A posting shown on `today`, or null. */
export const getPosting = (id: number, today: string): Promise<PostingDetail | null> =>
  shownPost({ entries: listPostingEntries(today) }, id, () => readPosting(id, today));

export type PostingState = 'open' | 'closed' | 'missing';

/** Whether a posting takes applications on `today` (its due date is the last day). */
export async function postingState(id: number, today: string): Promise<PostingState> {
  const db = await getDb();
  const [row] = await db
    .select({ dueDate: jobPostings.dueDate })
    .from(jobPostings)
    .where(and(eq(jobPostings.id, id), shown(today)));
  if (!row) return 'missing';
  return row.dueDate === null || row.dueDate >= today ? 'open' : 'closed';
}

/** Stores an application and its files, all or nothing. The caller checked the posting is open. */
export async function createApplication(input: CareerApplicationInput, uploads: CheckedUpload[]): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  return persistWithFiles('application', uploads, async (tx, files) => {
    const [row] = await tx
      .insert(applications)
      .values({
        postingId: input.employment_info,
        name: input.name,
        email: input.email,
        phone: input.phone,
        passwordHash,
        content: input.content,
        ...files,
      })
      .returning({ id: applications.id });
    return row!.id;
  });
}

/** The posting applied to (with its deadline), and when: created_at is the application's. */
export type MyApplicationSummary = PostingSummary;

export interface MyApplicationDetail extends MyApplicationSummary {
  posting_id: number;
  name: string;
  email: string;
  phone: string;
  content: string;
  file1: string | null;
  file2: string | null;
  file3: string | null;
}

type ApplicationRow = { application: typeof applications.$inferSelect; posting: PostingRow };

const applicationSummary = ({ application, posting }: ApplicationRow): MyApplicationSummary => ({
  ...summary(posting),
  id: application.id,
  created_at: application.createdAt.toISOString(),
});

/** The applications of `email` whose password is `password`, newest first (ids: all of them). */
export async function retrieveApplications(email: string, password: string, page: number): Promise<PageOf<MyApplicationSummary> & { ids: number[] }> {
  const ids = await ownedIds(applications, email, password);
  if (ids.length === 0) return { count: 0, page, results: [], ids };
  const db = await getDb();
  const rows = await db
    .select({ application: applications, posting: jobPostings })
    .from(applications)
    .innerJoin(jobPostings, eq(applications.postingId, jobPostings.id))
    .where(inArray(applications.id, ids))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return {
    count: ids.length,
    page,
    ids,
    results: rows.map(applicationSummary),
  };
}

export async function getApplication(id: number): Promise<MyApplicationDetail | null> {
  const db = await getDb();
  const [row] = await db
    .select({ application: applications, posting: jobPostings })
    .from(applications)
    .innerJoin(jobPostings, eq(applications.postingId, jobPostings.id))
    .where(eq(applications.id, id));
  if (!row) return null;
  const { application, posting } = row;
  const url = await fileUrls([application.file1, application.file2, application.file3]);
  return {
    ...applicationSummary(row),
    posting_id: posting.id,
    name: application.name,
    email: application.email,
    phone: application.phone,
    content: application.content,
    file1: url(application.file1),
    file2: url(application.file2),
    file3: url(application.file3),
  };
}
