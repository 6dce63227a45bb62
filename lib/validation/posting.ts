import * as yup from 'yup';
import { CAREER_TYPES, CITIES, JOB_TYPES } from '@/lib/content/codes';
import { optionalText, requiredText } from './fields';
import { bodyField, codeOf, dayField, flag } from './staff-fields';

export const EXPERIENCES = [0, 1, 2] as const;

/**
 * A job posting in the back office (the spec's admin form): posting period or "always open",
 * stores (cities), job role, experience, employment type, titles and bodies in both languages.
 */
export const postingSchema = yup.object({
  title: requiredText(200),
  title_eng: optionalText(200),
  content: bodyField({ required: true }),
  content_eng: bodyField({ required: false }),
  job_type: codeOf(JOB_TYPES),
  career_type: codeOf(CAREER_TYPES),
  experience: yup
    .number()
    .transform((_value, original: unknown) => (original === undefined || original === '' ? 0 : Number(original)))
    .oneOf([...EXPERIENCES], 'invalidValue')
    .default(0),
  cities: yup
    .array()
    .transform((_value, original: unknown) => (Array.isArray(original) ? original : original === undefined || original === '' ? [] : [original]))
    .of(codeOf(CITIES))
    .min(1, 'chooseOne')
    .required('chooseOne'),
  start_date: dayField().test('required', 'required', (value) => Boolean(value)),
  always_open: flag(),
  due_date: dayField()
    .when('always_open', { is: false, then: (schema) => schema.test('required', 'required', (value) => Boolean(value)) })
    .test('after-start', 'dueBeforeStart', function afterStart(value) {
      const start = this.parent.start_date as string;
      return this.parent.always_open || !value || !start || value >= start;
    }),
  published: flag(),
});

export type PostingInput = yup.InferType<typeof postingSchema>;
