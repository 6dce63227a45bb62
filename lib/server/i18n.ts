import 'server-only';
import { createTranslator } from 'next-intl';
import ko from '@/messages/ko.json';
import en from '@/messages/en.json';
import type { AppLocale } from '@/lib/i18n/routing';
import { preferredLocale } from '@/lib/i18n/preferred-locale.mjs';

const catalogues = { ko, en } as const;

/** A translator for route handlers and services, which have no request-scoped next-intl setup. */
export function serverTranslator<N extends 'api' | 'validation' | 'sale.search' | 'mail' | 'weeklyAd'>(locale: AppLocale, namespace: N) {
  return createTranslator({ locale, messages: catalogues[locale], namespace });
}

/**
 * The language an API request wants: `?lang=en|ko` first, then the site's language cookie,
 * then Accept-Language; Korean when none says.
 */
export function requestLocale(request: Request): AppLocale {
  return preferredLocale({
    asked: new URL(request.url).searchParams.get('lang'),
    cookieHeader: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
  });
}
