import type { AppLocale } from '@/lib/i18n/routing';
import { PRODUCT_CATEGORY_CODES } from '@/lib/content/codes';
import { FOOD_PICTURES } from '@/lib/content/products';

/** The Products page's departments, named in the staff member's language, as its kinds' forms offer them. */
export const departmentChoices = (locale: AppLocale) => PRODUCT_CATEGORY_CODES.map((code) => ({ value: code.value, label: code[locale] }));

/** The food pictures, by their files' names. */
export const pictureChoices = FOOD_PICTURES.map((picture) => ({ value: picture, label: picture.replace(/-/g, ' ') }));

/** A picture select's options: none (`empty`, its words), then every picture. */
export function PictureOptions({ empty }: { empty: string }) {
  return (
    <>
      <option value="">{empty}</option>
      {pictureChoices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </>
  );
}
