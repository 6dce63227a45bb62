import * as yup from 'yup';
import { requiredText } from './fields';
import { clockField, closingField } from './clock-fields';
import { fileId, flag } from './staff-fields';

/** Sunday first, as the store's weekly hours count (lib/stores/store.ts). */
export const WEEK_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export const STORE_PHOTO_SLOTS = [1, 2, 3, 4, 5] as const;
/** The most restaurants a food court lists. */
export const FOOD_LIST_MAX = 12;

const TEL = /^\d{3}-\d{3}-\d{4}$/;

/**
 * A US phone number as staff type it ("(410) 555 0199", "410.555.0199", "+1 410 555 0199")
 * written the one way the site shows it ("410-555-0199"); anything that is not ten digits
 * (after a leading country code 1) is left as typed, for the schema to refuse.
 */
export function normalPhone(typed: string): string {
  const trimmed = typed.trim();
  // Letters ("ext"), or another country's code: not a number of ours to rewrite.
  if (!/^[+\d\s().-]+$/.test(trimmed) || (trimmed.startsWith('+') && !trimmed.startsWith('+1'))) return trimmed;
  const digits = trimmed.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : trimmed;
}
const ZIP = /^\d{5}$/;
/** Around Maryland, Virginia, Florida and New Jersey: a mistyped sign or digit falls outside. */
const LATITUDE = { min: 24, max: 42 };
const LONGITUDE = { min: -88, max: -73 };

/** The food court's restaurants, one a line, as a text area sends them. */
export const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const foodList = () =>
  yup
    .string()
    .default('')
    .test('count', 'foodListTooLong', (value) => linesOf(value).length <= FOOD_LIST_MAX)
    .test('length', 'foodNameTooLong', (value) => linesOf(value).every((line) => line.length <= 40));

const coordinate = (range: { min: number; max: number }, message: string) =>
  yup
    .number()
    .transform((_value, original: unknown) => (/^-?\d{1,3}(\.\d{1,7})?$/.test(String(original ?? '').trim()) ? Number(original) : Number.NaN))
    .typeError(message)
    .required(message)
    .min(range.min, message)
    .max(range.max, message);

const days = Object.fromEntries(
  WEEK_DAYS.flatMap((day) => [
    [`closed${day}`, flag()],
    [`opens${day}`, clockField(`closed${day}`)],
    [`closes${day}`, closingField(`closed${day}`, `opens${day}`)],
  ]),
) as Record<`closed${(typeof WEEK_DAYS)[number]}`, ReturnType<typeof flag>> & Record<`${'opens' | 'closes'}${(typeof WEEK_DAYS)[number]}`, ReturnType<typeof clockField>>;

const photos = Object.fromEntries(STORE_PHOTO_SLOTS.map((slot) => [`photo${slot}`, fileId()])) as Record<`photo${(typeof STORE_PHOTO_SLOTS)[number]}`, ReturnType<typeof fileId>>;

/**
 * What staff keep up to date about a store (issue 37), in /admin/stores/{slug}: its address,
 * phone, hours for each day of the week (a close before the opening runs past midnight), its
 * services with the food court's restaurants in both languages (as many in each), where it is,
 * and its five photos (a slot left empty keeps its photo; an upload replaces it).
 */
export const storeDetailsSchema = yup.object({
  address: requiredText(200),
  zipcode: yup.string().trim().required('required').matches(ZIP, 'zipcode'),
  tel: yup.string().trim().required('required').transform(normalPhone).matches(TEL, 'storePhone'),
  ...days,
  food: flag(),
  foodList: foodList(),
  foodListEng: foodList().test('same', 'foodListsDiffer', function same(value) {
    return linesOf(value).length === linesOf(String(this.parent.foodList ?? '')).length;
  }),
  snack: flag(),
  lat: coordinate(LATITUDE, 'latitude'),
  lng: coordinate(LONGITUDE, 'longitude'),
  ...photos,
});

export type StoreDetailsInput = yup.InferType<typeof storeDetailsSchema>;
