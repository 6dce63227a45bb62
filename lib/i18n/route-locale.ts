import { defaultLocale, isAppLocale, type AppLocale } from './routing';

/**
 * The `[locale]` segment of a page's or layout's params, typed. The locale layout has already
 * answered 404 for any other value, so the fallback is never used.
 */
export async function routeLocale(params: Promise<{ locale: string }>): Promise<AppLocale> {
  const { locale } = await params;
  return isAppLocale(locale) ? locale : defaultLocale;
}
