import { useMemo } from 'react';
import { useRouter as useNextRouter } from 'next/navigation';
import type { AppLocale } from './routing-locales';
import { getPathname, type Href } from './localized-path';
import { useAppLocale } from './client-navigation';
import { keepFocus } from '@/lib/hooks/keep-focus';

type NavigateOptions = { scroll?: boolean; locale?: AppLocale };

/**
 * Next's router, taking addresses without their language (the page's, unless `locale` says);
 * the focused control keeps its focus across push and replace (lib/hooks/keep-focus.ts).
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
