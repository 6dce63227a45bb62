import * as yup from 'yup';
import { optionalText, requiredText } from './fields';
import { bodyField, fileId, flag } from './staff-fields';

/** An announcement in the back office (the spec's "common" form: no period): titles, bodies, up to three attachments. */
export const announcementSchema = yup.object({
  title: requiredText(200),
  title_eng: optionalText(200),
  content: bodyField({ required: true }),
  content_eng: bodyField({ required: false }),
  file1: fileId(),
  file2: fileId(),
  file3: fileId(),
  published: flag(),
});

export type AnnouncementInput = yup.InferType<typeof announcementSchema>;
export const ATTACHMENT_SLOTS = ['file1', 'file2', 'file3'] as const;
