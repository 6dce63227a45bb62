import * as yup from 'yup';
import { CONTENT_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';

/**
 * Field rules shared by every form. Messages are keys of the `validation` messages, turned
 * into the visitor's language by the form (browser) or the route handler (server).
 */
const PHONE = /^\+?[0-9 ()\-.]{7,20}$/;
// What a person types as an e-mail address; yup's own pattern lets "a@b" through.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const requiredText = (max = 200) => yup.string().trim().required('required').max(max, 'tooLong');
export const optionalText = (max = 200) => yup.string().trim().max(max, 'tooLong').default('');

export const nameField = () => requiredText(100);
export const emailField = () =>
  yup.string().trim().lowercase().required('required').max(254, 'tooLong').matches(EMAIL, 'email');
export const phoneField = () => yup.string().trim().required('required').matches(PHONE, 'phone');
/** A phone number a visitor may leave out (an inquiry is answered in My Q&A: decision 022); one typed must be one. */
export const optionalPhoneField = () => yup.string().trim().default('').matches(PHONE, { message: 'phone', excludeEmptyString: true });
export const passwordField = () =>
  yup.string().required('required').min(PASSWORD_MIN_LENGTH, 'passwordLength').max(PASSWORD_MAX_LENGTH, 'passwordLength');
/** Who is writing: every form asks for these three. */
export const contactFields = () => ({ name: nameField(), email: emailField(), phone: phoneField() });

export const contentField = () => yup.string().trim().required('required').max(CONTENT_MAX_LENGTH, 'contentTooLong');

/**
 * A positive whole number written in decimal ("3"), as ids and codes are: never "0x2", "1e0" or
 * " 2.0", and at most nine digits, so it always fits the database's integer columns.
 */
export const decimalId = (message: string) =>
  yup
    .number()
    .transform((_value, original: unknown) => {
      const text = typeof original === 'number' ? String(original) : typeof original === 'string' ? original.trim() : '';
      return /^[1-9][0-9]{0,8}$/.test(text) ? Number(text) : Number.NaN;
    })
    .typeError(message)
    .required(message);
