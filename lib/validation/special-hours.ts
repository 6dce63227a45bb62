import * as yup from 'yup';
import { STORES } from '@/lib/content/stores';
import { optionalText } from './fields';
import { clockField, closingField } from './clock-fields';
import { dayField, flag } from './staff-fields';

/**
 * A store's special hours on one day (issue 37), in /admin/stores: one store or every store
 * (empty), closed or open from–to (a close before the opening runs past midnight, as the weekly
 * hours do; the same time twice is no hours at all), and a note in both languages.
 */
export const specialHoursSchema = yup.object({
  store: yup
    .string()
    .trim()
    .default('')
    .oneOf(['', ...STORES.map((store) => store.slug)], 'invalidValue'),
  day: dayField().required('required'),
  closed: flag(),
  opens: clockField('closed'),
  closes: closingField('closed', 'opens'),
  note: optionalText(120),
  noteEng: optionalText(120),
});

export type SpecialHoursInput = yup.InferType<typeof specialHoursSchema>;
