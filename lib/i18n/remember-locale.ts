import { LOCALE_COOKIE, type AppLocale } from './routing';

/**
 * Keeps the visitor's choice for the session when the switch is a soft navigation (the proxy
 * only updates the cookie on document requests). Same attributes as the server's cookie.
 */
export function rememberLocale(locale: AppLocale) {
  const { name, sameSite } = LOCALE_COOKIE;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${locale}; path=/; samesite=${sameSite}${secure}`;
}
