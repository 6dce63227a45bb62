import * as yup from 'yup';
import { STAFF_ROLES } from '@/lib/admin/permissions';
import { emailField, nameField } from './fields';

/** Staff passwords: long enough for a back office (NIST SP 800-63B asks at least 8; we ask 12). */
export const STAFF_PASSWORD_MIN = 12;
const staffPassword = () => yup.string().required('required').min(STAFF_PASSWORD_MIN, 'staffPasswordLength').max(200, 'tooLong');

/** /admin/login. Any password length: a sign-in only compares. */
export const staffSignInSchema = yup.object({
  email: emailField(),
  password: yup.string().required('required').max(200, 'tooLong'),
});

/** A new staff account (admin only). */
export const staffAccountSchema = yup.object({
  email: emailField(),
  name: nameField(),
  role: yup.string().oneOf(STAFF_ROLES, 'invalidValue').required('required'),
  password: staffPassword(),
});

/** A new password for an account (admin only). */
export const staffPasswordSchema = yup.object({ password: staffPassword() });

export type StaffAccountInput = yup.InferType<typeof staffAccountSchema>;

/** The answer to an inquiry (shown to the visitor in My Q&A as plain text). */
export const inquiryAnswerSchema = yup.object({ answer: yup.string().trim().required('required').max(5000, 'tooLong') });
