import 'server-only';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { faqQuestions } from '@/lib/server/db/schema';
import { now } from '@/lib/server/clock';
import { FAQ_GROUPS, type FaqEntry } from '@/lib/content/faq';
import { cachePublic, live } from './publishing';
import { asPrepared } from './prepared-changes';

type FaqRow = typeof faqQuestions.$inferSelect;

/** A question's address on /faq: its kept anchor, or `q{id}` for one staff added. */
export const faqAnchor = (row: Pick<FaqRow, 'id' | 'anchor'>) => row.anchor ?? `q${row.id}`;

const entryOf = (row: FaqRow): FaqEntry => ({
  id: faqAnchor(row),
  group: row.group,
  question: { ko: row.question, en: row.questionEng || row.question },
  answer: { ko: row.answer, en: row.answerEng || row.answer },
});

/** The FAQ in its groups' order, then each group's own; `preview` (a question's id, for signed-in staff: the caller checks) shows that one as its prepared change would, whatever its state. */
async function faqAt(at: Date, preview?: number): Promise<FaqEntry[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(faqQuestions)
    .where(preview === undefined ? live(faqQuestions, at) : or(live(faqQuestions, at), and(eq(faqQuestions.id, preview), isNull(faqQuestions.deletedAt))))
    .orderBy(asc(faqQuestions.sortOrder), asc(faqQuestions.id));
  const shown = await Promise.all(rows.map((row) => (row.id === preview ? asPrepared('faq', row) : row)));
  return shown
    .filter((row): row is FaqRow => row !== undefined)
    .sort((a, b) => FAQ_GROUPS.indexOf(a.group) - FAQ_GROUPS.indexOf(b.group) || a.sortOrder - b.sortOrder || a.id - b.id)
    .map(entryOf);
}

async function cachedFaq(): Promise<FaqEntry[]> {
  'use cache';
  return faqAt(await cachePublic('faq'));
}

/** The FAQ's questions on show now, in order; `preview` adds that question, read fresh. */
export async function listFaq(preview?: number): Promise<FaqEntry[]> {
  return preview === undefined ? cachedFaq() : faqAt(now(), preview);
}
