import { createTranslator, type Locale } from 'next-intl';

type Values = Record<string, string | number>;

/**
 * Formats one ICU message handed to a small client leaf as a prop ("Page {page}",
 * "{count, plural, ...}"), so leaves format with the same rules as `t()` without a provider.
 */
export function formatTemplate(locale: Locale, template: string, values: Values): string {
  return createTranslator({ locale, messages: { template } })('template', values);
}
