import * as yup from 'yup';
import { LOCATIONS } from '@/lib/content/codes';
import { dayField, fileId, flag } from './staff-fields';

/** The flyer editions of a week, as the sale's fields name them (spec section 3). */
export const FLYER_EDITIONS = ['file_korean', 'file_chinese', 'file_vietnamese', 'file_indian'] as const;
export type FlyerEdition = (typeof FLYER_EDITIONS)[number];
/** New Jersey has no Vietnamese edition (its tab is hidden on /sale). */
export const NEW_JERSEY = 4;

/** A weekly sale in the back office: its first day (the end is six days later), region and flyer images. */
export const weeklySaleSchema = yup.object({
  sale_start: dayField().test('required', 'required', (value) => Boolean(value)),
  location: yup
    .number()
    .transform((_value, original: unknown) => (/^\d$/.test(String(original ?? '')) ? Number(original) : Number.NaN))
    .typeError('required')
    .required('required')
    .test('region', 'invalidValue', (value) => Number.isNaN(value) || LOCATIONS.some((location) => location.value === value)),
  file_korean: fileId().required('flyerRequired'),
  file_chinese: fileId(),
  file_vietnamese: fileId().test('no-vietnamese-in-nj', 'noVietnameseInNewJersey', function check(value) {
    return value === undefined || this.parent.location !== NEW_JERSEY;
  }),
  file_indian: fileId(),
  published: flag(),
});

export type WeeklySaleInput = yup.InferType<typeof weeklySaleSchema>;
