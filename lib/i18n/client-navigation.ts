import { useParams, usePathname as useNextPathname } from 'next/navigation';
import { defaultLocale, isAppLocale, type AppLocale } from './routing-locales';
import { withoutLocale } from './localized-path';

/**
 * The page's language in a client component, from the route's `[locale]` segment (Korean pages
 * are served by `/ko/...` behind the proxy's rewrite): no next-intl provider or client runtime.
 */
export function useAppLocale(): AppLocale {
  const locale = useParams<{ locale?: string }>()?.locale;
  return isAppLocale(locale) ? locale : defaultLocale;
}

/** The page's path without its language prefix (`/en/sale` → `/sale`). */
export function usePathname(): string {
  return withoutLocale(useNextPathname() ?? '/');
}
