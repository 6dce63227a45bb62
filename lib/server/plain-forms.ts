import 'server-only';
import { getPathname } from '@/lib/i18n/navigation';
import { isAppLocale, type AppLocale } from '@/lib/i18n/routing';

/*
 * What the site's plain forms posted to /api (My store, privacy choices, the weekly ad) share: the
 * page's language, and the answer that sends the browser on to a page of the site, in that
 * language, never kept by any cache.
 */

/** The language of the form's page (its `locale` field), else the request's. */
export const formLocale = (form: FormData | null, fallback: AppLocale): AppLocale => {
  const asked = form?.get('locale');
  return isAppLocale(asked) ? asked : fallback;
};

/** A 303 to `pathname` with `query` in `locale`. */
export function seeOther(locale: AppLocale, pathname: string, query: Record<string, string | undefined>): Response {
  return new Response(null, { status: 303, headers: { Location: getPathname({ href: { pathname, query }, locale }), 'Cache-Control': 'no-store' } });
}

/** The link's token a form carries (a hidden field) or the address holds (the one-click unsubscribe). */
export function tokenOf(request: Request, form: FormData | null): string | undefined {
  const field = form?.get('t');
  return typeof field === 'string' && field ? field : (new URL(request.url).searchParams.get('t') ?? undefined);
}
