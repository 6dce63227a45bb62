// Plain JavaScript: the custom server (server/main.mjs) reads it before Next is loaded.

/** The site's languages, Korean first (the default); lib/i18n/routing.ts types them. */
export const LOCALES = /** @type {const} */ (['ko', 'en']);

/**
 * @param {unknown} value
 * @returns {value is 'ko' | 'en'}
 */
export function isLocale(value) {
  return typeof value === 'string' && /** @type {readonly string[]} */ (LOCALES).includes(value);
}

/**
 * The language a request wants when its address does not say: `?lang=` first, then the
 * site's language cookie, then Accept-Language; Korean when none says.
 *
 * @param {{ asked?: string | null, cookieHeader?: string | null, acceptLanguage?: string | null }} request
 * @returns {'ko' | 'en'}
 */
export function preferredLocale({ asked, cookieHeader, acceptLanguage }) {
  if (isLocale(asked)) return asked;
  const cookie = /(?:^|;\s*)NEXT_LOCALE=([^;]+)/.exec(cookieHeader ?? '')?.[1];
  if (isLocale(cookie)) return cookie;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    if (isLocale(tag)) return tag;
  }
  return LOCALES[0];
}
