import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { LOCALE_COOKIE, PAGE_LANGUAGE_HEADER, routing } from './lib/i18n/routing';
import { recordAddress } from './lib/board/record-address';
import { firstPagePath } from './lib/content/list-first-pages';
import { announcementPageOnShow, recordOnShow } from './lib/server/services/record-on-show';
import { announcementPage } from './lib/announcements/announcement-address';
import { localeOfPath, withoutLocale } from './lib/i18n/localized-path';
import { searchParamsOf } from './lib/search-params';
import { fromOurPages, isUnsafeMethod } from './lib/http/from-our-pages';
import { MY_STORE_COOKIE, choosableStore, myStorePage } from './lib/stores/my-store';
import en from './messages/en.json';
import ko from './messages/ko.json';

const negotiate = createMiddleware(routing);
const asAddressed = createMiddleware({ ...routing, localeDetection: false });

/**
 * A link inside the site names its language in its address (Korean unprefixed, English under
 * /en), so it is served as addressed: the KR switch can link straight to the Korean page, and
 * the router's prefetches never turn into redirects made with a cookie from before a switch.
 * Only arrivals from outside (typed, bookmarked, from a search result; old browsers that send
 * no Sec-Fetch-Site) are negotiated by the language cookie and Accept-Language.
 */
function localizerFor(request: NextRequest) {
  return request.headers.get('sec-fetch-site') === 'same-origin' ? asAddressed : negotiate;
}

/**
 * Locale negotiation for pages (next-intl), one address per page (`/privacy/` moves to
 * `/privacy`; the API keeps both forms, so next.config.ts skips Next's own slash redirect).
 * Everything else about addresses is Next's: redirects and rewrites in next.config.ts, a page
 * per path. Addresses with a broken %-escape never get here: server/main.mjs answers them.
 */
export default async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // A page answers a POST only for its server actions: one sent from another site's page is
  // refused here, in one line of log, before Next's own check would fail it as a 500.
  if (isUnsafeMethod(request.method) && !fromOurPages(request.headers)) {
    console.warn(`[proxy] refused a cross-site ${request.method} to ${pathname} (origin ${request.headers.get('origin') ?? '-'}, sec-fetch-site ${request.headers.get('sec-fetch-site') ?? '-'})`);
    const messages = pathname === '/en' || pathname.startsWith('/en/') ? en : ko;
    return NextResponse.json({ detail: messages.api.crossSite }, { status: 403, headers: { 'Cache-Control': 'no-store' } });
  }
  if (pathname.length > 1 && pathname.endsWith('/')) {
    // A plain URL: NextURL would format the slash back on.
    return NextResponse.redirect(new URL(`${pathname.replace(/\/+$/, '') || '/'}${search}`, request.url), 308);
  }
  const response = localizerFor(request)(request);
  const missing = await missingRecordPage(request, response);
  if (missing) return missing;
  const answer = myStoreTwin(request, response) ?? listFirstPage(request, response) ?? response;
  // server/main.mjs says whether the visitor came over https (TRUSTED_PROXY_HOPS).
  const language = answer.cookies.get(LOCALE_COOKIE.name);
  if (language && request.nextUrl.protocol === 'https:') answer.cookies.set({ ...language, secure: true });
  return answer;
}

/**
 * A page's notFound() is answered by Next with an empty document that script fills in (Next.js
 * issue 62228), so an address whose page would call it gets its 404 here, before the page
 * renders, as Next's documentation suggests: a rewrite to an address no page claims, whose 404
 * page Next renders as HTML (app/global-not-found.tsx), in the language of the address. Such
 * addresses: a record that is not on show (`/event/99999`, a deleted notice, an unknown store) and
 * a list page past the last (`/announcement?page=999`). A staff member's preview (draft mode)
 * goes to the page, which decides.
 */
async function missingRecordPage(request: NextRequest, localized: NextResponse): Promise<NextResponse | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (localized.headers.has('location') || request.cookies.has(DRAFT_MODE_COOKIE)) return null;
  const { pathname, searchParams } = request.nextUrl;
  const record = recordAddress(pathname);
  if (record && !(await recordOnShow(record))) return notFoundIn(request, record.locale);
  if (withoutLocale(pathname) === '/announcement' && !(await announcementPageOnShow(announcementPage(searchParamsOf(searchParams))))) {
    return notFoundIn(request, localeOfPath(pathname));
  }
  return null;
}

function notFoundIn(request: NextRequest, locale: string): NextResponse {
  const headers = new Headers(request.headers);
  headers.set(PAGE_LANGUAGE_HEADER, locale);
  return NextResponse.rewrite(new URL(`/${locale}/not-found`, request.url), { request: { headers } });
}

/**
 * A list's address without a query (`/event`) is served by its first page's own route, which
 * reads no query and so is kept in Next's page cache (lib/content/list-first-pages.ts); the
 * language cookie next-intl set goes with it.
 */
function listFirstPage(request: NextRequest, localized: NextResponse): NextResponse | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (localized.headers.has('location')) return null;
  const path = firstPagePath(request.nextUrl.pathname, request.nextUrl.search);
  if (!path) return null;
  return rewriteKeepingCookies(request, path, localized);
}

/**
 * A page that shows the shopper's store (lib/stores/my-store.ts) is served, for a shopper who
 * chose one, by its twin for that store: a page of its own, cached like the page, so the cached
 * page holds nothing of one shopper. A cookie that names no store is no store.
 */
function myStoreTwin(request: NextRequest, localized: NextResponse): NextResponse | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (localized.headers.has('location')) return null;
  const store = choosableStore(request.cookies.get(MY_STORE_COOKIE.name)?.value);
  const path = store && myStorePage(request.nextUrl.pathname, request.nextUrl.search, store.slug);
  if (!path) return null;
  return rewriteKeepingCookies(request, path, localized);
}

/** A rewrite to `path` that sets the cookies next-intl set on its own answer. */
function rewriteKeepingCookies(request: NextRequest, path: string, localized: NextResponse): NextResponse {
  const rewrite = NextResponse.rewrite(new URL(path, request.url));
  for (const cookie of localized.cookies.getAll()) rewrite.cookies.set(cookie);
  return rewrite;
}

/** The cookie of Next's draft mode (its documentation names it). */
const DRAFT_MODE_COOKIE = '__prerender_bypass';

export const config = {
  matcher: [
    // Pages. Not /api (the proxy buffers request bodies up to 10 MB and uploads go up to
    // 3 x 10 MB), not /_next, /_vercel, nor the files: those under public/'s folders (gpc.json
    // under .well-known too), the app's own (icon, apple-icon, robots.txt, sitemap.xml) and the
    // service worker (sw.js). Any other address with a dot (`/wp-login.php`, `/en/event/x.png`)
    // is a page's, answered here like any other (its 404 as HTML).
    '/((?!api|_next|_vercel|(?:icons|images|maps|og|stores|tenant|\\.well-known)/.*\\.|(?:icon\\.svg|apple-icon\\.png|sw\\.js|robots\\.txt|sitemap\\.xml)$).*)',
  ],
};
