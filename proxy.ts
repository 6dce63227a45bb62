import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { LOCALE_COOKIE, routing } from './lib/i18n/routing';
import { fromOurPages, isUnsafeMethod } from './lib/http/from-our-pages';
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
export default function proxy(request: NextRequest) {
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
  // server/main.mjs says whether the visitor came over https (TRUSTED_PROXY_HOPS).
  const language = response.cookies.get(LOCALE_COOKIE.name);
  if (language && request.nextUrl.protocol === 'https:') response.cookies.set({ ...language, secure: true });
  return response;
}

export const config = {
  matcher: [
    // Pages. Not /api (the proxy buffers request bodies up to 10 MB and uploads go up to
    // 3 x 10 MB), not /_next, /_vercel, nor files with a dot (images, robots.txt, sitemap.xml).
    '/((?!api|_next|_vercel|.*\\..*).*)',
  ],
};
