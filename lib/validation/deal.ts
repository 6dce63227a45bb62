import * as yup from 'yup';
import { LOCATIONS } from '@/lib/content/codes';
import { optionalText, requiredText } from './fields';
import { bodyField, codeOf, dayField, fileId, flag } from './staff-fields';

/** Every region (0), or one of them. */
export const DEAL_LOCATIONS = [{ value: 0 }, ...LOCATIONS];

/**
 * A special deal in the back office (the spec's "event" form): its period, where it runs, titles
 * and bodies in both languages, a thumbnail per language and up to three attachments.
 */
export const dealSchema = yup.object({
  title: requiredText(200),
  title_eng: optionalText(200),
  content: bodyField({ required: true }),
  content_eng: bodyField({ required: false }),
  start_date: dayField().test('required', 'required', (value) => Boolean(value)),
  end_date: dayField()
    .test('required', 'required', (value) => Boolean(value))
    .test('after-start', 'dueBeforeStart', function afterStart(value) {
      const start = this.parent.start_date as string;
      return !value || !start || value >= start;
    }),
  location: codeOf(DEAL_LOCATIONS),
  thumbnail: fileId().required('thumbnailRequired'),
  thumbnail_eng: fileId(),
  file1: fileId(),
  file2: fileId(),
  file3: fileId(),
  published: flag(),
});

export type DealInput = yup.InferType<typeof dealSchema>;
