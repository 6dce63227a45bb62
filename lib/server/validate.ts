import 'server-only';
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import type { AppLocale } from '@/lib/i18n/routing';
import { fieldErrors } from './http';

/** The schema's cleaned value, or a 400 with every field's messages in the visitor's language. */
export async function validate<S extends AnyObjectSchema>(schema: S, data: unknown, locale: AppLocale): Promise<InferType<S>> {
  try {
    return await schema.validate(data, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw fieldErrors(error, locale);
    throw error;
  }
}
