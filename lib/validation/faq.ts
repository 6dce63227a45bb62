import * as yup from 'yup';
import { FAQ_GROUPS } from '@/lib/content/faq';
import { optionalText, requiredText } from './fields';
import { flag, placeField } from './staff-fields';

/** The longest answer: a few paragraphs, as the FAQ's answers are. */
export const FAQ_ANSWER_MAX = 4_000;

/**
 * An FAQ question in the back office (issue 51): its group, its place in it, the question and its
 * answer in Korean (required) and English (the Korean shows where it is empty). Answers are plain
 * text: a blank line starts a paragraph, and the site links its known phrases itself.
 */
export const faqSchema = yup.object({
  group: yup.string().required('required').oneOf(FAQ_GROUPS, 'required'),
  sort_order: placeField(),
  question: requiredText(300),
  question_eng: optionalText(300),
  answer: yup.string().trim().required('required').max(FAQ_ANSWER_MAX, 'tooLong'),
  answer_eng: yup.string().trim().max(FAQ_ANSWER_MAX, 'tooLong').default(''),
  published: flag(),
});

export type FaqInput = yup.InferType<typeof faqSchema>;
