import * as yup from 'yup';
import { STORES } from '@/lib/content/stores';
import { optionalText } from './fields';
import { dayField, flag } from './staff-fields';

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "HH:MM" as a time field sends it, as minutes after midnight. */
export const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** An opening or closing time: required unless the day is closed. */
const clockField = () =>
  yup
    .string()
    .trim()
    .default('')
    .when('closed', { is: true, then: (schema) => schema.strip(), otherwise: (schema) => schema.required('required').matches(CLOCK, { message: 'invalidTime', excludeEmptyString: true }) });

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
  opens: clockField(),
  closes: clockField().test('notSame', 'closesAtOpening', function check(value) {
    return !value || value !== this.parent.opens;
  }),
  note: optionalText(120),
  noteEng: optionalText(120),
});

export type SpecialHoursInput = yup.InferType<typeof specialHoursSchema>;
