import type { Metadata } from 'next';
import { catalogues, intlRequest as request } from './next-intl-server';

/*
 * Pages' server functions (generateMetadata, the page itself) called as Next calls them, outside
 * a Next server. What a test file needs to mock, with the factories below (jest hoists mocks, so
 * each file writes them; the factories require this module lazily):
 *
 *   jest.mock('next-intl/server', () => jest.requireActual('../helpers/next-intl-server').nextIntlServer());
 *   jest.mock('next/headers', () => jest.requireActual('../helpers/page-outcome').nextHeaders());
 */


type Locale = 'ko' | 'en';

/** The language of the request being "served" (next-intl's setRequestLocale sets it, as in Next). */
export { request };

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
