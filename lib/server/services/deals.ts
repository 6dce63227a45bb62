import 'server-only';
import { and, asc, count, desc, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { now } from '@/lib/server/clock';
import { deals } from '@/lib/server/db/schema';
import { sanitizeRichText } from '@/lib/server/html/sanitize';
import type { SafeHtml } from '@/lib/html/safe-html';
import { PAGE_SIZE, type PageOf } from '@/lib/server/pagination';
import { adjacentPosts, type PostLink } from './adjacent-posts';
import { fileUrls } from './files';
import { shownPost } from './shown-posts';
import { cachePublic, live } from './publishing';
import { containsPattern } from './search';
import { languagesOf } from '@/lib/i18n/in-language';
import type { AppLocale } from '@/lib/i18n/routing';
import { asPrepared } from './prepared-changes';

export interface DealSummary {
  id: number;
  title: string;
  title_eng: string;
  thumbnail: string | null;
  thumbnail_eng: string | null;
  start_date: string;
  end_date: string;
  location: number;
}

export interface DealDetail extends DealSummary {
  content: SafeHtml;
  content_eng: SafeHtml;
  created_at: string;
  file1: string | null;
  file2: string | null;
  file3: string | null;
  previous_post: PostLink | null;
  next_post: PostLink | null;
}

export interface DealQuery {
  page: number;
  /** The stores' date (YYYY-MM-DD), which decides what is on now, coming soon or ended. */
  today: string;
  /** 1-4; deals for every location (0) are included. Absent: all. */
  location?: number;
  search?: string;
}

type EventRow = typeof deals.$inferSelect;

/**
 * Deals on now first (newest first), then those coming soon (soonest first), then ended ones
 * (most recently ended first): the order dealStatus() labels them in, on the stores' `today`.
 */
function currentFirst(today: string): SQL[] {
  const rank = sql`case when ${deals.endDate} < ${today} then 3 when ${deals.startDate} > ${today} then 2 else 1 end`;
  return [
    asc(rank),
    asc(sql`case when ${deals.startDate} > ${today} then ${deals.startDate} end`),
    desc(sql`case when ${deals.endDate} < ${today} then ${deals.endDate} end`),
    desc(deals.createdAt),
    desc(deals.id),
  ];
}

function where({ location, search }: Omit<DealQuery, 'page' | 'today'>, at: Date, extra?: SQL): SQL | undefined {
  const parts: Array<SQL | undefined> = [live(deals, at), extra];
  if (location) parts.push(inArray(deals.location, [0, location]));
  const keyword = search?.trim();
  if (keyword) parts.push(or(ilike(deals.title, containsPattern(keyword)), ilike(deals.titleEng, containsPattern(keyword))));
  return and(...parts);
}

async function summaries(rows: EventRow[]): Promise<DealSummary[]> {
  const url = await fileUrls(rows.flatMap((row) => [row.thumbnail, row.thumbnailEng]));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    title_eng: row.titleEng,
    thumbnail: url(row.thumbnail),
    thumbnail_eng: url(row.thumbnailEng),
    start_date: row.startDate,
    end_date: row.endDate,
    location: row.location,
  }));
}

async function pageOf(query: DealQuery, at: Date, extra?: SQL): Promise<PageOf<DealSummary>> {
  const db = await getDb();
  const condition = where(query, at, extra);
  const [total] = await db.select({ n: count() }).from(deals).where(condition);
  const rows = await db
    .select()
    .from(deals)
    .where(condition)
    .orderBy(...currentFirst(query.today))
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  return { count: total?.n ?? 0, page: query.page, results: await summaries(rows) };
}

async function cachedDeals(query: DealQuery): Promise<PageOf<DealSummary>> {
  'use cache';
  return pageOf(query, await cachePublic('deal'));
}

async function cachedDealBoard(query: DealQuery): Promise<PageOf<DealSummary>> {
  'use cache';
  return pageOf(query, await cachePublic('deal'), gte(deals.endDate, query.today));
}

/** events/: on now, coming soon, then ended; by location and keyword (title or English title, any case). Those public now, or at `at`. */
export const listDeals = (query: DealQuery, at?: Date) => (at ? pageOf(query, at) : cachedDeals(query));

/** events/board/: a store's deals that have not ended yet, on now first. */
export const listDealBoard = (query: DealQuery) => cachedDealBoard(query);

/** For the sitemap: each published deal, when it was posted, and the languages it is written in. */
export interface DealSitemapEntry {
  id: number;
  created_at: string;
  languages: AppLocale[];
}

async function dealEntries(at: Date): Promise<DealSitemapEntry[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: deals.id, createdAt: deals.createdAt, title: deals.title, titleEng: deals.titleEng })
    .from(deals)
    .where(live(deals, at))
    .orderBy(desc(deals.id));
  return rows.map((row) => ({ id: row.id, created_at: row.createdAt.toISOString(), languages: languagesOf(row.title, row.titleEng) }));
}

async function cachedDealEntries(): Promise<DealSitemapEntry[]> {
  'use cache';
  return dealEntries(await cachePublic('deal'));
}

/** The sitemap's deals: those public now, or at `at`. */
export const listDealEntries = (at?: Date) => (at ? dealEntries(at) : cachedDealEntries());

/** A deal as its page shows it: a public one at `at`, or (`at` null: a staff preview) any kept one. */
async function dealOf(id: number, at: Date | null): Promise<DealDetail | null> {
  const db = await getDb();
  const [stored] = await db.select().from(deals).where(and(eq(deals.id, id), at === null ? undefined : live(deals, at)));
  // A preview (no time) shows the record as its prepared change would leave it.
  const row = at === null ? await asPrepared('deal', stored) : stored;
  if (!row) return null;
  const [base] = await summaries([row]);
  const url = await fileUrls([row.file1, row.file2, row.file3]);
  return {
    ...base!,
    content: sanitizeRichText(row.content),
    content_eng: sanitizeRichText(row.contentEng),
    created_at: row.createdAt.toISOString(),
    file1: url(row.file1),
    file2: url(row.file2),
    file3: url(row.file3),
    ...(await adjacentPosts(db, deals, row, at ?? now())),
  };
}

async function cachedDeal(id: number): Promise<DealDetail | null> {
  'use cache';
  return dealOf(id, await cachePublic('deal'));
}

/**
 * A deal public now or at `at` (with its neighbours then), or null; with `preview` (signed-in
 * staff only: the caller checks) any deal not deleted for good, read fresh.
 */
export async function getDeal(id: number, preview = false, at?: Date): Promise<DealDetail | null> {
  if (preview) return dealOf(id, null);
  if (at) return shownPost({ entries: dealEntries(at) }, id, () => dealOf(id, at));
  return shownPost({ entries: cachedDealEntries() }, id, () => cachedDeal(id));
}
