import * as yup from 'yup';
import { HISTORY_PERIODS } from '@/lib/content/history';
import { STORES } from '@/lib/content/stores';
import { optionalText, requiredText } from './fields';
import { flag, listField, placeField } from './staff-fields';

const SLUGS = STORES.map((store) => store.slug);

/**
 * A year of Our Story's history in the back office (issue 51): its period, its place in it (1
 * first, the newest), the year as shown ("2016–2017" for a range), the stores that opened (any
 * number, none for a year remembered for something else) and a note in Korean and English.
 */
export const historySchema = yup.object({
  period: yup.string().required('required').oneOf(HISTORY_PERIODS, 'required'),
  sort_order: placeField(),
  year: requiredText(20),
  stores: listField(yup.string().required().oneOf(SLUGS, 'invalidValue')),
  note: optionalText(200),
  note_eng: optionalText(200),
  published: flag(),
});

export type HistoryInput = yup.InferType<typeof historySchema>;
