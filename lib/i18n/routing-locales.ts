import { LOCALES, isLocale } from './preferred-locale.mjs';

/** The site's languages for code that must not load next-intl (client components, the proxy's helpers). */
export const locales = LOCALES;
export type AppLocale = (typeof locales)[number];
export const defaultLocale: AppLocale = locales[0];
export const isAppLocale: (value: unknown) => value is AppLocale = isLocale;

/**
 * The language of a 404 the proxy serves for a record that is not on show (proxy.ts): the page
 * renders outside `[locale]`, so it reads it from this request header, set by the proxy alone.
 */
export const PAGE_LANGUAGE_HEADER = 'x-page-language';
