import 'server-only';
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import type { AppLocale } from '@/lib/i18n/routing';
import { ApiError, fieldErrors } from './http';
import { serverTranslator } from './i18n';

/** Keys that would reach an object's prototype rather than a field. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * What a client sent, as plain fields: text (no NUL byte, which PostgreSQL refuses), numbers
 * and booleans as JSON gives them, and the checked files. An array or an object where a field
 * belongs is refused by name, before the schema could stumble on it; only a form with groups of
 * checkboxes (`lists`) may send a short list of texts.
 */
function plainFields(data: unknown, locale: AppLocale, lists: boolean): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const refused: string[] = [];
  if (!data || typeof data !== 'object') return fields;
  for (const [key, value] of Object.entries(data)) {
    if (UNSAFE_KEYS.has(key)) continue;
    if (key === 'files' || value === null || value === undefined) fields[key] = value;
    else if (typeof value === 'string' && !value.includes('\u0000')) fields[key] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
    else if (lists && Array.isArray(value) && value.length <= 100 && value.every((item) => typeof item === 'string' && !item.includes('\u0000'))) fields[key] = value;
    else refused.push(key);
  }
  if (refused.length) {
    const message = serverTranslator(locale, 'validation')('invalidValue');
    throw new ApiError(400, Object.fromEntries(refused.map((key) => [key, [message]])));
  }
  return fields;
}

/** The schema's cleaned value, or a 400 with every field's messages in the visitor's language. */
export async function validate<S extends AnyObjectSchema>(schema: S, data: unknown, locale: AppLocale, { lists = false } = {}): Promise<InferType<S>> {
  const fields = plainFields(data, locale, lists);
  try {
    return await schema.validate(fields, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw fieldErrors(error, locale);
    throw error;
  }
}
