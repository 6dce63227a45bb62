import { defineRouting } from 'next-intl/routing';
import { LOCALES, isLocale } from './preferred-locale.mjs';

export const locales = LOCALES;
export type AppLocale = (typeof locales)[number];
export const defaultLocale: AppLocale = locales[0];

// No max-age: the choice lasts for the browser session, as the spec's session storage did.
export const LOCALE_COOKIE = { name: 'NEXT_LOCALE', sameSite: 'lax' } as const;

export const routing = defineRouting({
  locales,
  defaultLocale,
  // Korean at "/", English under "/en" (DESIGN.md section 5).
  localePrefix: 'as-needed',
  localeCookie: LOCALE_COOKIE,
  // We write hreflang alternates into each page's metadata ourselves.
  alternateLinks: false,
});

export const isAppLocale: (value: unknown) => value is AppLocale = isLocale;
