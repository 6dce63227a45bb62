import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { LOCALE_COOKIE, routing } from './lib/i18n/routing';
import { storeBySlug } from './lib/content/stores';
import { staticTabPath, tabAddressOf } from './lib/content/static-tabs';
import { faqSearchPath } from './lib/faq/faq-address';
import { cachedViewAddress, cachedViewPath } from './lib/routing/cached-views';
import { storeToday } from './lib/dates';

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
 * Addresses with a broken %-escape never get here: server/main.mjs answers them.
 */
export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (pathname.startsWith('/api/')) return NextResponse.next();
  if (pathname.length > 1 && pathname.endsWith('/')) {
    // A plain URL: NextURL would format the slash back on.
    return NextResponse.redirect(new URL(`${pathname.replace(/\/+$/, '') || '/'}${search}`, request.url), 308);
  }
  const unknownStore = /^(\/en)?\/location-detail\/([^/]+)$/.exec(pathname);
  if (unknownStore && !storeBySlug(unknownStore[2]!)) {
    // Store pages are built ahead for the known slugs only; any other is answered by the
    // catch-all's 404 page, which reads without script (Next's own 404 for it does not).
    return NextResponse.rewrite(new URL(`/${unknownStore[1] ? 'en' : 'ko'}/not-found`, request.url));
  }
  const tabAddress = tabAddressOf(pathname) ?? cachedViewAddress(pathname);
  if (tabAddress) {
    // A tab's internal path is not an address of its own: one page, one address.
    return NextResponse.redirect(new URL(tabAddress, request.url), 308);
  }
  const response = servedTab(request, localizerFor(request)(request));
  // server/main.mjs says whether the visitor came over https (TRUSTED_PROXY_HOPS).
  const language = response.cookies.get(LOCALE_COOKIE.name);
  if (language && request.nextUrl.protocol === 'https:') response.cookies.set({ ...language, secure: true });
  return response;
}

/**
 * `/products?tab=4` is served by the tab's page prerendered at `/ko/products/4`, a search of the
 * FAQ by its search page, and the views cached like static pages (the home page, a region's
 * weekly sale, list pages) by their cached page (rewrites, so the address stays), keeping what
 * next-intl decided: its redirects and its cookie.
 */
function servedTab(request: NextRequest, response: NextResponse): NextResponse {
  if (response.headers.has('location')) return response;
  const { pathname, searchParams, search } = request.nextUrl;
  const locale = /^\/en(\/|$)/.test(pathname) ? 'en' : 'ko';
  const target = faqSearchPath(locale, pathname, searchParams) ?? staticTabPath(locale, pathname, searchParams) ?? cachedViewPath(locale, pathname, searchParams, storeToday());
  if (!target) return response;
  const headers = new Headers(request.headers);
  headers.set('x-next-intl-locale', locale);
  const rewritten = NextResponse.rewrite(new URL(`${target}${search}`, request.url), { request: { headers } });
  for (const cookie of response.cookies.getAll()) rewritten.cookies.set(cookie);
  return rewritten;
}

export const config = {
  matcher: [
    // Pages. Not /api (the proxy buffers request bodies up to 10 MB and uploads go up to
    // 3 x 10 MB), not /_next, /_vercel, nor files with a dot (images, robots.txt, sitemap.xml).
    '/((?!api|_next|_vercel|.*\\..*).*)',
  ],
};
