import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { faqQuestions } from '@/lib/server/db/schema';
import type { PageOf } from '@/lib/server/pagination';
import { FAQ_GROUPS, type FaqGroup } from '@/lib/content/faq';
import type { Publishing, PublishState } from '@/lib/admin/publish-state';
import type { FaqInput } from '@/lib/validation/faq';
import { now } from '@/lib/server/clock';
import { inState, publishingOf } from './publishing';
import { saveKindRecord, type SaveOutcome } from './record-save';
import { faqAnchor } from './faq';
import { holding, inListOrder, editedRow, pageOfRows } from './staff-pages';
import type { Actor } from './staff-accounts';

/** An FAQ question as staff see it: its form's fields and where it stands. */
export interface StaffFaq extends Publishing {
  id: number;
  anchor: string;
  group: FaqGroup;
  sort_order: number;
  question: string;
  question_eng: string;
  answer: string;
  answer_eng: string;
}

const staffFaqOf = (row: typeof faqQuestions.$inferSelect): StaffFaq => ({
  id: row.id,
  anchor: faqAnchor(row),
  group: row.group,
  sort_order: row.sortOrder,
  question: row.question,
  question_eng: row.questionEng,
  answer: row.answer,
  answer_eng: row.answerEng,
  ...publishingOf(row),
});

/** Every question outside the trash, drafts too, in the FAQ's order: by a word of either language's question or answer, a group, a state. */
export async function listFaqForStaff(query: { search: string; group?: FaqGroup; state?: PublishState; page: number }): Promise<PageOf<StaffFaq>> {
  const where = and(
    inState(faqQuestions, query.state, now()),
    query.group ? eq(faqQuestions.group, query.group) : undefined,
    holding(query.search, faqQuestions.question, faqQuestions.questionEng, faqQuestions.answer, faqQuestions.answerEng),
  );
  const { count, rows } = await pageOfRows(faqQuestions, where, [inListOrder(faqQuestions.group, FAQ_GROUPS), asc(faqQuestions.sortOrder), asc(faqQuestions.id)], query.page);
  return { count, page: query.page, results: rows.map(staffFaqOf) };
}

export async function getFaqForStaff(id: number): Promise<StaffFaq | null> {
  const row = await editedRow('faq', id);
  return row ? staffFaqOf(row) : null;
}

/** The place after the last question of `group`: where a new one goes unless staff say. */
export async function nextFaqPlace(group: FaqGroup): Promise<number> {
  const db = await getDb();
  const rows = await db.select({ place: faqQuestions.sortOrder }).from(faqQuestions).where(and(eq(faqQuestions.group, group), isNull(faqQuestions.deletedAt))).orderBy(asc(faqQuestions.sortOrder));
  return (rows.at(-1)?.place ?? 0) + 1;
}

/** Creates (id null) or changes a question (`saveKindRecord`): /faq and its search show it once published. */
export async function saveFaq(id: number | null, input: FaqInput, actor: Actor, base?: number): Promise<SaveOutcome> {
  const values = {
    group: input.group as FaqGroup,
    sortOrder: input.sort_order,
    question: input.question,
    questionEng: input.question_eng,
    answer: input.answer,
    answerEng: input.answer_eng,
  };
  return saveKindRecord({ kind: 'faq', id, values, files: [], detail: values.question, base }, actor);
}
