import * as yup from 'yup';
import { DEPARTMENTS, EDITIONS, type Department, type Edition } from '@/lib/sale/items';
import { optionalText, requiredText } from './fields';

/** How staff may write a department: its key, or its name in Korean or English (spreadsheets say "Produce" or "농산"). */
const DEPARTMENT_WORDS: Record<string, Department> = {
  produce: 'produce', 농산: 'produce', 채소: 'produce', 과일: 'produce',
  meat: 'meat', 정육: 'meat',
  seafood: 'seafood', 수산: 'seafood',
  grocery: 'grocery', groceries: 'grocery', 식료품: 'grocery',
  household: 'household', houseware: 'household', 생활용품: 'household',
  chinese: 'chinese', 중국: 'chinese', 中国: 'chinese', 中國: 'chinese',
  vietnamese: 'vietnamese', 베트남: 'vietnamese', 'việt nam': 'vietnamese',
  indian: 'indian', 인도: 'indian',
};

/** How staff may name an edition: its key or a short code. */
const EDITION_WORDS: Record<string, Edition> = {
  korean: 'korean', ko: 'korean', kr: 'korean', en: 'korean', 한국어: 'korean',
  chinese: 'chinese', zh: 'chinese', cn: 'chinese', 중국어: 'chinese',
  vietnamese: 'vietnamese', vi: 'vietnamese', vn: 'vietnamese', 베트남어: 'vietnamese',
  indian: 'indian', hi: 'indian', in: 'indian', 인도: 'indian',
};

export const departmentOf = (typed: string): Department | undefined => DEPARTMENT_WORDS[typed.trim().toLowerCase()];

/** The editions a cell names ("korean chinese", "ko;zh", "all" or empty: every edition), or null when one word is none. */
export function editionsOf(typed: string): Edition[] | null {
  const words = typed
    .toLowerCase()
    .split(/[\s,;|/]+/)
    .filter(Boolean);
  if (words.length === 0 || (words.length === 1 && (words[0] === 'all' || words[0] === '전체'))) return [...EDITIONS];
  const named = words.map((word) => EDITION_WORDS[word]);
  if (named.some((edition) => edition === undefined)) return null;
  return EDITIONS.filter((edition) => named.includes(edition));
}

/**
 * One flyer item, as a pasted row or a form sends it: names, the price as the flyer prints it,
 * the regular price, unit, department and editions. Messages are `validation` keys.
 */
export const saleItemSchema = yup.object({
  name: requiredText(120),
  name_eng: requiredText(120),
  name_own: optionalText(120),
  price: requiredText(40).matches(/\d/, { message: 'priceNeedsFigure', excludeEmptyString: true }),
  regular_price: optionalText(40),
  unit: optionalText(40),
  department: yup
    .string()
    .default('')
    .transform((value: string) => departmentOf(value ?? '') ?? value)
    .required('required')
    .oneOf([...DEPARTMENTS], 'unknownDepartment'),
  editions: yup
    .array()
    .transform((_value, original: unknown) => (Array.isArray(original) ? original : (editionsOf(String(original ?? '')) ?? ['?'])))
    .of(yup.string().oneOf([...EDITIONS], 'unknownEdition').required())
    .min(1, 'chooseOne')
    .required('chooseOne'),
});

export type SaleItemInput = yup.InferType<typeof saleItemSchema> & { department: Department; editions: Edition[] };
