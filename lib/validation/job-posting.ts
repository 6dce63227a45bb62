import * as yup from 'yup';
import { CAREER_TYPES, CITIES, JOB_TYPES } from '@/lib/content/codes';
import { optionalText, requiredText } from './fields';

/** A staff-written body: the editor's HTML, up to this many characters (images are addresses, not data). */
export const BODY_MAX_LENGTH = 100_000;
export const EXPERIENCES = [0, 1, 2] as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (value: string) => ISO_DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** A calendar day as a date picker sends it (YYYY-MM-DD). */
export const dayField = () =>
  yup
    .string()
    .trim()
    .default('')
    .test('day', 'invalidDate', (value) => !value || isRealDay(value));

const codeOf = (codes: ReadonlyArray<{ value: number }>) =>
  yup
    .number()
    .transform((_value, original: unknown) => (/^\d{1,3}$/.test(String(original ?? '').trim()) ? Number(original) : Number.NaN))
    .typeError('required')
    .required('required')
    .test('code', 'invalidValue', (value) => Number.isNaN(value) || codes.some((code) => code.value === value));

/** A yes/no a form sends as "true" or nothing (a checkbox). */
const flag = () =>
  yup
    .boolean()
    .transform((_value, original: unknown) => original === true || original === 'true' || original === 'on')
    .default(false);

/** A body from the editor: any HTML, the Korean one required with some text in it. */
export const bodyField = ({ required }: { required: boolean }) => {
  const base = yup.string().default('').max(BODY_MAX_LENGTH, 'tooLong');
  return required ? base.test('has-text', 'required', (value) => /[^\s]/.test((value ?? '').replace(/<[^>]*>|&nbsp;/g, '')) || /<(img|iframe)\b/i.test(value ?? '')) : base;
};

/**
 * A job posting in the back office (the spec's admin form): posting period or "always open",
 * stores (cities), job role, experience, employment type, titles and bodies in both languages.
 */
export const jobPostingSchema = yup.object({
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

export type JobPostingInput = yup.InferType<typeof jobPostingSchema>;
