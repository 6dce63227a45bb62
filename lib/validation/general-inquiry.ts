import * as yup from 'yup';
import { contentField, emailField, nameField, optionalPhoneField, passwordField, requiredText } from './fields';
import { filesSchema } from './files';

/** Contact form (spec: /contact) and POST inquiry/general/; the phone number is the sender's to give or not (decision 022). */
export const generalInquirySchema = yup.object({
  title: requiredText(200),
  name: nameField(),
  email: emailField(),
  phone: optionalPhoneField(),
  password: passwordField(),
  content: contentField(),
  files: filesSchema({ required: false }),
});

export type GeneralInquiryInput = yup.InferType<typeof generalInquirySchema>;
