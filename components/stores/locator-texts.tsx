'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Messages } from 'next-intl';
import { formatTemplate } from '@/lib/i18n/format-template';
import { useAppLocale } from '@/lib/i18n/client-navigation';

/** The `stores` messages as written; the locator fills their `{name}` placeholders itself. */
export type LocatorTexts = Messages['stores'];
type TextKey = { [K in keyof LocatorTexts]: LocatorTexts[K] extends string ? K : never }[keyof LocatorTexts];

const Texts = createContext<LocatorTexts | null>(null);

/**
 * Gives the store locator its messages. It formats them with formatTemplate, not next-intl's
 * `useTranslations`, whose ICU parser (12 kB compressed) and provider no public page loads
 * (docs/architecture.md); its one plural, the results' count, has a message per plural category.
 */
export function LocatorTextsProvider({ texts, children }: { texts: LocatorTexts; children: ReactNode }) {
  return <Texts value={texts}>{children}</Texts>;
}

/**
 * `t(key, values)` over the locator's messages, with the page's language and the messages
 * themselves. Numbers are written in the page's language, as next-intl wrote them ("2,345.6 mi").
 */
export function useLocatorTexts() {
  const texts = useContext(Texts);
  const locale = useAppLocale();
  if (!texts) throw new Error('The store locator needs its LocatorTextsProvider.');
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(locale);
    const t = (key: TextKey, values: Record<string, string | number> = {}) =>
      formatTemplate(texts[key], Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'number' ? numbers.format(value) : value])));
    return Object.assign(t, { texts, locale });
  }, [texts, locale]);
}

/** "3 locations": the count's plural category picks its message (English and Korean have one and other). */
export function resultsKey(count: number, locale: string): 'resultsOne' | 'resultsOther' {
  return new Intl.PluralRules(locale).select(count) === 'one' ? 'resultsOne' : 'resultsOther';
}
