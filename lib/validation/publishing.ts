import * as yup from 'yup';
import { storeTimeToDate } from '@/lib/dates';

/** A datetime-local field in New York time, or empty (no limit). */
const storeTime = () =>
  yup
    .string()
    .trim()
    .default('')
    .test('storeTime', 'invalidDateTime', (value) => !value || storeTimeToDate(value) !== null);

/**
 * A record's publishing (issue 36), the same for every kind: publish (now, or from and/or until
 * a New York time) or take it back. The end must come after the start.
 */
export const publishingSchema = yup.object({
  intent: yup.string().oneOf(['publish', 'unpublish']).required('required'),
  publish_from: storeTime(),
  publish_until: storeTime().test('afterStart', 'publishUntilBeforeFrom', function check(value) {
    const from = this.parent.publish_from ? storeTimeToDate(this.parent.publish_from) : null;
    const until = value ? storeTimeToDate(value) : null;
    return !from || !until || until > from;
  }),
});

export type PublishingInput = yup.InferType<typeof publishingSchema>;

/**
 * A prepared change to a published record (issue 51): publish it now, at a New York time to
 * come, or throw it away. `revision` is the change the staff member saw: a newer one is not theirs
 * to publish.
 */
export const preparedChangeSchema = yup.object({
  intent: yup.string().oneOf(['publish', 'schedule', 'unschedule', 'discard']).required('required'),
  revision: yup.number().integer().min(1).required('required'),
  publish_at: storeTime().test('whenScheduled', 'publishAtRequired', function check(value) {
    return this.parent.intent !== 'schedule' || Boolean(value);
  }),
});
