import * as yup from 'yup';
import { contactFields, contentField, passwordField, requiredText } from './fields';
import { filesSchema } from './files';

/** Contact form (spec: /contact) and POST inquiry/general/. */
export const generalInquirySchema = yup.object({
  title: requiredText(200),
  ...contactFields(),
  password: passwordField(),
  content: contentField(),
  files: filesSchema({ required: false }),
});

export type GeneralInquiryInput = yup.InferType<typeof generalInquirySchema>;
