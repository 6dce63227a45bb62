import * as yup from 'yup';
import { BRAND_PRODUCTS_MAX, DEPARTMENT_PICTURES, FOOD_PICTURES, PRODUCT_SHELVES } from '@/lib/content/products';
import { PRODUCT_CATEGORY_CODES } from '@/lib/content/codes';
import { optionalText, requiredText } from './fields';
import { codeOf, flag, listField, placeField } from './staff-fields';

/*
 * The Products page in the back office (issue 51): a department's top, an item, a brand line.
 * Words in Korean (required) and English (the Korean shows where it is empty); pictures are chosen
 * from the site's food renders.
 */

/** The longest intro block: a paragraph, as the page's are. */
export const INTRO_MAX = 1_000;

const picture = () => yup.string().required('required').oneOf(FOOD_PICTURES, 'invalidValue');
const paragraph = () => yup.string().trim().max(INTRO_MAX, 'tooLong').default('');

export const departmentSchema = yup.object({
  tab: codeOf(PRODUCT_CATEGORY_CODES),
  slogan: requiredText(120),
  slogan_eng: optionalText(120),
  pictures: listField(yup.string().default('').oneOf(['', ...FOOD_PICTURES], 'invalidValue')).compact().min(1, 'chooseOne').max(DEPARTMENT_PICTURES, 'invalidValue'),
  intro_title: requiredText(120),
  intro_title_eng: optionalText(120),
  intro: paragraph().required('required'),
  intro_eng: paragraph(),
  more_title: optionalText(120),
  more_title_eng: optionalText(120),
  more: paragraph(),
  more_eng: paragraph(),
  published: flag(),
});

export const productItemSchema = yup.object({
  tab: codeOf(PRODUCT_CATEGORY_CODES),
  shelf: yup.string().required('required').oneOf(PRODUCT_SHELVES, 'required'),
  sort_order: placeField(),
  name: requiredText(80),
  name_eng: optionalText(80),
  text: optionalText(200),
  text_eng: optionalText(200),
  picture: picture(),
  published: flag(),
});

/** A brand's products are the rows of its table: a row with a name needs a picture; empty rows are dropped. */
const productNames = () => listField(yup.string().trim().max(80, 'tooLong').default('')).max(BRAND_PRODUCTS_MAX, 'invalidValue');

export const brandSchema = yup.object({
  tab: codeOf(PRODUCT_CATEGORY_CODES),
  sort_order: placeField(),
  name: requiredText(80),
  name_eng: optionalText(80),
  text: optionalText(200),
  text_eng: optionalText(200),
  autoplay: flag(),
  product_name: productNames().test('some', 'required', (names) => (names ?? []).some(Boolean)),
  product_name_eng: productNames(),
  product_picture: listField(yup.string().default('').oneOf(['', ...FOOD_PICTURES], 'invalidValue'))
    .max(BRAND_PRODUCTS_MAX, 'invalidValue')
    .test('pictured', 'required', function pictured(pictures) {
      const { product_name: names = [], product_name_eng: english = [] } = this.parent as { product_name?: string[]; product_name_eng?: string[] };
      return names.every((name, row) => !(name || english[row]) || Boolean(pictures?.[row]));
    }),
  published: flag(),
});

export type DepartmentInput = yup.InferType<typeof departmentSchema>;
export type ProductItemInput = yup.InferType<typeof productItemSchema>;
export type BrandInput = yup.InferType<typeof brandSchema>;

/** A brand's products from its table's rows: those with a Korean or English name, in order. */
export const brandProducts = (input: Pick<BrandInput, 'product_name' | 'product_name_eng' | 'product_picture'>) =>
  (input.product_name ?? [])
    .map((name, row) => ({ name: name ?? '', nameEng: input.product_name_eng?.[row] ?? '', picture: input.product_picture?.[row] ?? '' }))
    .filter((product) => product.name || product.nameEng);
