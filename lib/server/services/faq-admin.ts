import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { faqQuestions } from '@/lib/server/db/schema';
import type { PageOf } from '@/lib/server/pagination';
import { FAQ_GROUPS, type FaqGroup } from '@/lib/content/faq';
import type { PublishState } from '@/lib/admin/publish-state';
import type { FaqInput } from '@/lib/validation/faq';
import { now } from '@/lib/server/clock';
import { inState } from './publishing';
import { saveKindRecord, type SaveOutcome } from './record-save';
import { holding, inListOrder, pageOfRows } from './staff-pages';
import { formColumns, staffRecord, type StaffRecord } from './staff-records';
import type { Actor } from './staff-accounts';

/** An FAQ question as staff see it: its form's fields and where it stands. */
export type StaffFaq = StaffRecord<typeof faqQuestions.$inferSelect>;

/** Every question outside the trash, drafts too, in the FAQ's order: by a word of either language's question or answer, a group, a state. */
export async function listFaqForStaff(query: { search: string; group?: FaqGroup; state?: PublishState; page: number }): Promise<PageOf<StaffFaq>> {
  const where = and(
    inState(faqQuestions, query.state, now()),
    query.group ? eq(faqQuestions.group, query.group) : undefined,
    holding(query.search, faqQuestions.question, faqQuestions.questionEng, faqQuestions.answer, faqQuestions.answerEng),
  );
  const { count, rows } = await pageOfRows(faqQuestions, where, [inListOrder(faqQuestions.group, FAQ_GROUPS), asc(faqQuestions.sortOrder), asc(faqQuestions.id)], query.page);
  return { count, page: query.page, results: rows.map(staffRecord) };
}

/** The place after the last question of `group`: where a new one goes unless staff say. */
export async function nextFaqPlace(group: FaqGroup): Promise<number> {
  const db = await getDb();
  const rows = await db.select({ place: faqQuestions.sortOrder }).from(faqQuestions).where(and(eq(faqQuestions.group, group), isNull(faqQuestions.deletedAt))).orderBy(asc(faqQuestions.sortOrder));
  return (rows.at(-1)?.place ?? 0) + 1;
}

/** Creates (id null) or changes a question (`saveKindRecord`): /faq and its search show it once published. */
export async function saveFaq(id: number | null, input: FaqInput, actor: Actor, base?: number): Promise<SaveOutcome> {
  return saveKindRecord({ kind: 'faq', id, values: formColumns('faq', input), files: [], detail: input.question, base }, actor);
}
