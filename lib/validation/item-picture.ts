import * as yup from 'yup';
import { decimalId } from './fields';

/** Which item a picture is for: what setting or removing one sends beside the file. */
export const itemPictureSchema = yup.object({
  item: decimalId('invalidValue'),
});
