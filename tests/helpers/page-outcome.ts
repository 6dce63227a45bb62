import type { Metadata } from 'next';
import { createTranslator } from 'next-intl';
import ko from '@/messages/ko.json';
import en from '@/messages/en.json';

/*
 * Pages' server functions (generateMetadata, the page itself) called as Next calls them, outside
 * a Next server. What a test file needs to mock, with the factories below (jest hoists mocks, so
 * each file writes them; the factories require this module lazily):
 *
 *   jest.mock('next-intl/server', () => jest.requireActual('../helpers/page-outcome').nextIntlServer());
 *   jest.mock('next/headers', () => jest.requireActual('../helpers/page-outcome').nextHeaders());
 */

type Locale = 'ko' | 'en';
const catalogues = { ko, en } as const;

/** The language of the request being "served" (next-intl's setRequestLocale sets it, as in Next). */
export const request = { locale: 'ko' as Locale };

function translator(arg?: string | { locale?: Locale; namespace?: string }) {
  const { locale = request.locale, namespace } = typeof arg === 'string' ? { namespace: arg } : (arg ?? {});
  return createTranslator({ locale, messages: catalogues[locale], namespace: namespace as never, timeZone: 'America/New_York' });
}

/** next-intl/server with the real catalogues, as lib/i18n/request.ts configures them. */
export function nextIntlServer() {
  return {
    getTranslations: async (arg?: string | { locale?: Locale; namespace?: string }) => translator(arg),
    getLocale: async () => request.locale,
    getMessages: async (arg?: { locale?: Locale }) => catalogues[arg?.locale ?? request.locale],
    setRequestLocale: (locale: Locale) => {
      request.locale = locale;
    },
  };
}

/** A public visitor's request: no draft mode (no staff preview), no cookies. */
export function nextHeaders() {
  return {
    draftMode: async () => ({ isEnabled: false }),
    cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
    headers: async () => new Headers(),
  };
}

export type Outcome = { metadata: Metadata } | { redirect: string; status: number } | { status: 404 };

/**
 * What Next makes of a page function's answer: its metadata, a redirect (with its status) or a
 * 404. `redirect()`, `permanentRedirect()` and `notFound()` throw errors whose `digest` says what
 * they mean (`NEXT_REDIRECT;replace;/path;308;`, `NEXT_HTTP_ERROR_FALLBACK;404`): read from the
 * error itself, with nothing imported from Next's internals.
 */
export async function outcome(run: () => Promise<Metadata | unknown>): Promise<Outcome> {
  try {
    return { metadata: (await run()) as Metadata };
  } catch (error) {
    const digest = typeof (error as { digest?: unknown })?.digest === 'string' ? (error as { digest: string }).digest : '';
    const [kind, ...parts] = digest.split(';');
    if (kind === 'NEXT_REDIRECT') {
      // The address may itself hold a ';': the type comes first, the status last.
      const status = Number(parts.at(-2));
      return { redirect: parts.slice(1, -2).join(';'), status };
    }
    if (kind === 'NEXT_HTTP_ERROR_FALLBACK' && parts[0] === '404') return { status: 404 };
    throw error;
  }
}

/** A page's props as Next hands them over: the route's params and the address's query. */
export function props(locale: Locale, params: Record<string, string | string[]> = {}, query: Record<string, string> = {}) {
  request.locale = locale;
  return { params: Promise.resolve({ locale, ...params }), searchParams: Promise.resolve(query) } as never;
}

/** The `<title>` a page's title makes under the layout's template (`%s | Lotte Plaza Market`). */
export function documentTitle(metadata: Metadata, locale: Locale): string {
  const title = metadata.title;
  if (title && typeof title === 'object' && 'absolute' in title) return title.absolute;
  return catalogues[locale].meta.titleTemplate.replace('%s', String(title));
}
