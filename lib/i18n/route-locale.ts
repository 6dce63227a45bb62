import { notFound } from 'next/navigation';
import { isAppLocale, type AppLocale } from './routing';

/**
 * The `[locale]` segment of a page's or layout's params, typed; anything but a locale we serve
 * (`/wp-login.php` reaches `[locale]` too) is a 404. Layouts and pages render side by side, so
 * each of them checks rather than relying on the locale layout.
 */
export async function routeLocale(params: Promise<{ locale: string }>): Promise<AppLocale> {
  const { locale } = await params;
  if (!isAppLocale(locale)) notFound();
  return locale;
}
