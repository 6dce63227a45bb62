import 'server-only';
import { createTranslator } from 'next-intl';
import ko from '@/messages/ko.json';
import en from '@/messages/en.json';
import { defaultLocale, isAppLocale, type AppLocale } from '@/lib/i18n/routing';

const catalogues = { ko, en } as const;

/** A translator for route handlers and services, which have no request-scoped next-intl setup. */
export function serverTranslator<N extends 'api' | 'validation'>(locale: AppLocale, namespace: N) {
  return createTranslator({ locale, messages: catalogues[locale], namespace });
}

/**
 * The language an API request wants: `?lang=en|ko` first, then the site's language cookie,
 * then Accept-Language; Korean when none says.
 */
export function requestLocale(request: Request): AppLocale {
  const url = new URL(request.url);
  const asked = url.searchParams.get('lang');
  if (isAppLocale(asked)) return asked;
  const cookie = /(?:^|;\s*)NEXT_LOCALE=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1];
  if (isAppLocale(cookie)) return cookie;
  const accept = request.headers.get('accept-language') ?? '';
  for (const part of accept.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    if (isAppLocale(tag)) return tag;
  }
  return defaultLocale;
}
