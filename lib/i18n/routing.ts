import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from './routing-locales';

export { defaultLocale, isAppLocale, locales, PAGE_LANGUAGE_HEADER, type AppLocale } from './routing-locales';

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
