import * as yup from 'yup';
import { CAREER_TYPES, CITIES, JOB_TYPES } from '@/lib/content/codes';
import { centsOf, missingForPayLaw, payLawApplies, PAY_UNITS, type PayFacts } from '@/lib/careers/pay';
import { optionalText, requiredText } from './fields';
import { bodyField, codeOf, dayField, flag } from './staff-fields';

export const EXPERIENCES = [0, 1, 2] as const;

/** The most a pay figure may say: $10,000,000.00, in cents (it fits the integer column). */
const MAX_PAY_CENTS = 1_000_000_000;

interface PostingDraft extends PayFacts {
  published: boolean;
}

/** What Maryland's and New Jersey's laws ask of a published posting they cover (lib/careers/pay.ts). */
const lawful = (field: 'benefits' | 'benefits_eng', message: string) =>
  function required(this: yup.TestContext): boolean | yup.ValidationError {
    const posting = this.parent as PostingDraft;
    return !posting.published || !missingForPayLaw(posting).includes(field) || this.createError({ message });
  };

/**
 * One end of the pay, in dollars as staff type it, kept in cents; empty is none. "Up to $20" is
 * no range (New Jersey), so one end needs the other; a published Maryland or New Jersey posting
 * needs both.
 */
const payEnd = (other: 'pay_min' | 'pay_max') =>
  yup
    .number()
    .nullable()
    .transform((_value, original: unknown) => (original === undefined || original === null || String(original).trim() === '' ? null : (centsOf(String(original)) ?? Number.NaN)))
    .typeError('invalidAmount')
    .max(MAX_PAY_CENTS, 'amountTooLarge')
    .default(null)
    .test('ends', 'payBothEnds', function ends(value) {
      const posting = this.parent as PostingDraft;
      if (value !== null && value !== undefined) return true;
      if (posting[other] !== null) return this.createError({ message: 'payBothEnds' });
      // The law's message once, under the minimum, for a range with neither end.
      return other === 'pay_min' || !(posting.published && payLawApplies(posting.cities)) || this.createError({ message: 'payRequiredByLaw' });
    });

const benefitsField = () => optionalText(2000);

/**
 * A job posting in the back office (the spec's admin form): posting period or "always open",
 * stores (cities), job role, experience, employment type, pay and benefits, titles and bodies in
 * both languages. A draft may lack pay; a published Maryland or New Jersey posting may not.
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
    // yup skips transforms for a missing value: no box ticked is [] too, for the pay-law tests that read it.
    .default(() => [])
    .min(1, 'chooseOne')
    .required('chooseOne'),
  pay_min: payEnd('pay_max'),
  pay_max: payEnd('pay_min').test('not-below', 'payMaxBelowMin', function notBelow(value) {
    const min = (this.parent as PostingDraft).pay_min;
    return value === null || value === undefined || min === null || !Number.isFinite(min) || value >= min;
  }),
  pay_unit: yup
    .string()
    .trim()
    .default('')
    .oneOf(['', ...PAY_UNITS], 'invalidValue')
    .test('needed', 'payUnitRequired', function needed(value) {
      const posting = this.parent as PostingDraft;
      const law = posting.published && payLawApplies(posting.cities);
      return Boolean(value) || (posting.pay_min === null && posting.pay_max === null && !law);
    }),
  benefits: benefitsField().test('law', 'benefitsRequiredByLaw', lawful('benefits', 'benefitsRequiredByLaw')),
  benefits_eng: benefitsField().test('law', 'benefitsEnRequiredByLaw', lawful('benefits_eng', 'benefitsEnRequiredByLaw')),
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
