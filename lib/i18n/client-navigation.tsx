'use client';

import { useMemo, type ComponentProps } from 'react';
import NextLink from 'next/link';
import { useParams, usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { isAppLocale, type AppLocale } from './routing-locales';
import { getPathname, localeOfPath, withoutLocale, type Href } from './localized-path';

// Links and navigation in client components, with next-intl's names but not its module: its Link
// and hooks need NextIntlClientProvider and bring its client runtime, 13.6 kB gzipped on every
// public page (docs/decisions/005-next-intl-navigation.md). Server code uses ./navigation.ts.

export { getPathname, type Href } from './localized-path';

/**
 * The page's language, from the route's `[locale]` segment (Korean pages are served at `/ko/...`
 * behind the proxy's rewrite), or else from its address: the 404 page of an address no page
 * claims (app/global-not-found.tsx) has no segments.
 */
export function useAppLocale(): AppLocale {
  const locale = useParams<{ locale?: string }>()?.locale;
  const pathname = useNextPathname() ?? '/';
  return isAppLocale(locale) ? locale : localeOfPath(pathname);
}

/** The page's path without its language prefix (`/en/sale` → `/sale`). */
export function usePathname(): string {
  return withoutLocale(useNextPathname() ?? '/');
}

type NavigateOptions = { scroll?: boolean; locale?: AppLocale };

/** Next's router, taking addresses without their language (the page's, unless `locale` says). */
export function useRouter() {
  const router = useNextRouter();
  const current = useAppLocale();
  return useMemo(() => {
    const to = (href: Href, locale?: AppLocale) => getPathname({ href, locale: locale ?? current });
    return {
      ...router,
      push: (href: Href, { locale, ...options }: NavigateOptions = {}) => router.push(to(href, locale), options),
      replace: (href: Href, { locale, ...options }: NavigateOptions = {}) => router.replace(to(href, locale), options),
      prefetch: (href: Href, locale?: AppLocale) => router.prefetch(to(href, locale)),
    };
  }, [router, current]);
}

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: Href; locale?: AppLocale };

/** next/link to a page of the site in the page's language (or `locale`'s). */
export function Link({ href, locale, ...rest }: LinkProps) {
  const current = useAppLocale();
  return <NextLink href={getPathname({ href, locale: locale ?? current })} {...rest} />;
}
