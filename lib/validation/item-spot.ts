import * as yup from 'yup';
import { EDITIONS } from '@/lib/sale/items';
import { decimalId } from './fields';

/** A percentage as a form sends it ("12", "12.5"): a figure from 0 to 100, at most two decimals. */
const percent = () =>
  yup
    .number()
    .transform((_value, original: unknown) => {
      const text = typeof original === 'number' ? String(original) : typeof original === 'string' ? original.trim() : '';
      return /^\d{1,3}(\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN;
    })
    .typeError('percent')
    .required('percent')
    .min(0, 'percent')
    .max(100, 'percent');

/** Which item on which edition's flyer: what removing a spot sends. */
export const spotTargetSchema = yup.object({
  item: decimalId('invalidValue'),
  edition: yup.string().required('required').oneOf([...EDITIONS], 'unknownEdition'),
});

/**
 * An item's place on an edition's flyer picture, in percent of its width and height (the drag
 * editor and the typed form send the same): it must stay inside the picture.
 */
export const itemSpotSchema = spotTargetSchema.shape({
  x: percent(),
  y: percent(),
  width: percent().moreThan(0, 'percent'),
  height: percent().moreThan(0, 'percent'),
}).test('inside', 'spotOutsidePicture', function inside(spot) {
  // A figure that is no percentage has its own message.
  if (![spot.x, spot.y, spot.width, spot.height].every((figure) => Number.isFinite(figure) && figure >= 0 && figure <= 100)) return true;
  // A hundredth's slack: 33.33 + 66.67 is a little over 100 in floating point.
  if (spot.x + spot.width > 100.001) return this.createError({ path: 'width', message: 'spotOutsidePicture' });
  if (spot.y + spot.height > 100.001) return this.createError({ path: 'height', message: 'spotOutsidePicture' });
  return true;
});
