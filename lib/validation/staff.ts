import * as yup from 'yup';
import { STAFF_ROLES } from '@/lib/admin/permissions';
import { emailField, nameField } from './fields';
import { STAFF_PASSWORD_MIN, staffPasswordProblem } from './staff-password';

export { STAFF_PASSWORD_MIN };

/**
 * Staff passwords: at least 12 characters (NIST SP 800-63B asks 8), and none a guesser tries
 * first: common ones, the account's own e-mail or name, runs like "aaaa" or "1234".
 */
const staffPassword = () =>
  yup
    .string()
    .required('required')
    .max(200, 'tooLong')
    .test('staff-password', 'staffPasswordLength', function check(value) {
      if (!value) return true;
      const account = this.parent as { email?: unknown; name?: unknown };
      const problem = staffPasswordProblem(value, { email: String(account.email ?? ''), name: String(account.name ?? '') });
      return problem ? this.createError({ message: problem }) : true;
    });

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

/** Your account: the password signed in with, and a new one (the account's e-mail and name, to refuse them in it). */
export const ownPasswordSchema = yup.object({
  email: yup.string().default(''),
  name: yup.string().default(''),
  current: yup.string().required('required').max(200, 'tooLong'),
  password: staffPassword().test('not-the-same', 'staffPasswordSame', function differs(value) {
    return !value || value !== (this.parent as { current?: unknown }).current;
  }),
});

/** A new password for an account (admin only); the account's e-mail and name, to refuse them in it. */
export const staffPasswordSchema = yup.object({ email: yup.string().default(''), name: yup.string().default(''), password: staffPassword() });

export type StaffAccountInput = yup.InferType<typeof staffAccountSchema>;

/** The answer to an inquiry (shown to the visitor in My Q&A as plain text). */
export const inquiryAnswerSchema = yup.object({ answer: yup.string().trim().required('required').max(5000, 'tooLong') });
