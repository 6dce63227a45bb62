import * as yup from 'yup';

/** Fields of the back office's forms, shared by their schemas (messages are `validation` keys). */

/** A staff-written body: the editor's HTML, up to this many characters (images are addresses, not data). */
export const BODY_MAX_LENGTH = 100_000;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (value: string) => ISO_DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** A calendar day as a date picker sends it (YYYY-MM-DD). */
export const dayField = () =>
  yup
    .string()
    .trim()
    .default('')
    .test('day', 'invalidDate', (value) => !value || isRealDay(value));

/** A code of a bundled table (job types, cities, regions), as a select or a checkbox sends it. */
export const codeOf = (codes: ReadonlyArray<{ value: number }>) =>
  yup
    .number()
    .transform((_value, original: unknown) => (/^\d{1,3}$/.test(String(original ?? '').trim()) ? Number(original) : Number.NaN))
    .typeError('required')
    .required('required')
    .test('code', 'invalidValue', (value) => Number.isNaN(value) || codes.some((code) => code.value === value));

/** A yes/no a form sends as "true" or nothing (a checkbox). */
export const flag = () =>
  yup
    .boolean()
    .transform((_value, original: unknown) => original === true || original === 'true' || original === 'on')
    .default(false);

/** A body from the editor: any HTML; a required one must hold some text, an image or a video. */
export const bodyField = ({ required }: { required: boolean }) => {
  const base = yup.string().default('').max(BODY_MAX_LENGTH, 'tooLong');
  return required ? base.test('has-text', 'required', (value) => /[^\s]/.test((value ?? '').replace(/<[^>]*>|&nbsp;/g, '')) || /<(img|iframe)\b/i.test(value ?? '')) : base;
};

/** A stored file's id, as an upload slot's hidden field sends it (empty: none). */
export const fileId = () =>
  yup
    .number()
    .transform((_value, original: unknown) => (original === undefined || original === '' ? undefined : /^[1-9]\d{0,8}$/.test(String(original)) ? Number(original) : Number.NaN))
    .typeError('invalidValue')
    .optional();

/** The highest place in a list staff order by hand (an FAQ group, a history period). */
export const PLACE_MAX = 999;

/** A place in such a list: 1 comes first. */
export const placeField = () => yup.number().typeError('wholeNumber').integer('wholeNumber').min(1, 'wholeNumber').max(PLACE_MAX, 'wholeNumber').required('required');

/** A list a form sends as a name repeated (checkboxes, a table's rows): one value or none is a list too. */
export const listField = <T extends yup.AnySchema>(of: T) =>
  yup
    .array()
    .transform((_value, original: unknown) => (Array.isArray(original) ? original : original === undefined || original === '' ? [] : [original]))
    .of(of)
    .default(() => []);
