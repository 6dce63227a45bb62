import { useMemo } from 'react';
import { useParams, usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { defaultLocale, isAppLocale, type AppLocale } from './routing-locales';
import { getPathname, withoutLocale, type Href } from './localized-path';
import { keepFocus } from '@/lib/hooks/kept-focus';

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

type NavigateOptions = { scroll?: boolean; locale?: AppLocale };

/**
 * Next's router, taking addresses without their language (the page's, unless `locale` says);
 * the focused control keeps its focus across push and replace (lib/hooks/kept-focus.ts).
 */
export function useRouter() {
  const router = useNextRouter();
  const current = useAppLocale();
  return useMemo(() => {
    const to = (href: Href, locale?: AppLocale) => getPathname({ href, locale: locale ?? current });
    return {
      ...router,
      push: (href: Href, { locale, ...options }: NavigateOptions = {}) => {
        keepFocus();
        router.push(to(href, locale), options);
      },
      replace: (href: Href, { locale, ...options }: NavigateOptions = {}) => {
        keepFocus();
        router.replace(to(href, locale), options);
      },
      prefetch: (href: Href, locale?: AppLocale) => router.prefetch(to(href, locale)),
    };
  }, [router, current]);
}
