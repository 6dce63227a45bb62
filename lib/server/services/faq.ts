import 'server-only';
import { inBothLanguages } from '@/lib/i18n/in-language';
import type { faqQuestions } from '@/lib/server/db/schema';
import { now } from '@/lib/server/clock';
import { FAQ_GROUPS, type FaqEntry } from '@/lib/content/faq';
import { cachePublic } from './publishing';
import { shownRows } from './shown-rows';

type FaqRow = typeof faqQuestions.$inferSelect;

/** A question's address on /faq: its kept anchor, or `q{id}` for one staff added. */
export const faqAnchor = (row: Pick<FaqRow, 'id' | 'anchor'>) => row.anchor ?? `q${row.id}`;

const entryOf = (row: FaqRow): FaqEntry => ({
  id: faqAnchor(row),
  group: row.group,
  question: inBothLanguages(row.question, row.questionEng),
  answer: inBothLanguages(row.answer, row.answerEng),
});

/** The FAQ in its groups' order, then each group's own; `preview` (a question's id, for signed-in staff: the caller checks) shows that one as its prepared change would, whatever its state. */
async function faqAt(at: Date, preview?: number): Promise<FaqEntry[]> {
  return (await shownRows('faq', at, preview))
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
