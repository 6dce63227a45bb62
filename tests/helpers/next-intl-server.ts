import { createTranslator } from 'next-intl';
import ko from '@/messages/ko.json';
import en from '@/messages/en.json';

/*
 * next-intl/server outside a Next server, with the real catalogues, as lib/i18n/request.ts
 * configures them. A test file mocks the module with it (jest hoists mocks, so each file writes
 * the line, and the factory is required lazily):
 *
 *   jest.mock('next-intl/server', () => jest.requireActual('../helpers/next-intl-server').nextIntlServer());
 *
 * and sets `intlRequest.locale` for the language of the request being served (setRequestLocale
 * sets it too, as in Next).
 */

type Locale = 'ko' | 'en';
export const catalogues = { ko, en } as const;

/** The language of the request being served. */
export const intlRequest = { locale: 'ko' as Locale };

/** A translator as getTranslations gives it: by namespace in the request's language, or by `{ locale, namespace }`. */
export function translator(asked?: string | { locale?: Locale; namespace?: string }) {
  const { locale = intlRequest.locale, namespace } = typeof asked === 'string' ? { namespace: asked } : (asked ?? {});
  return createTranslator({ locale, messages: catalogues[locale], namespace: namespace as never, timeZone: 'America/New_York' });
}

export function nextIntlServer() {
  return {
    getTranslations: async (asked?: string | { locale?: Locale; namespace?: string }) => translator(asked),
    getLocale: async () => intlRequest.locale,
    getMessages: async (asked?: { locale?: Locale }) => catalogues[asked?.locale ?? intlRequest.locale],
    setRequestLocale: (locale: Locale) => {
      intlRequest.locale = locale;
    },
  };
}
