import { LOCALES, isLocale } from './preferred-locale.mjs';

/** The site's languages for code that must not load next-intl (client components, the proxy's helpers). */
export const locales = LOCALES;
export type AppLocale = (typeof locales)[number];
export const defaultLocale: AppLocale = locales[0];
export const isAppLocale: (value: unknown) => value is AppLocale = isLocale;
