import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { LOCALE_COOKIE, routing } from './lib/i18n/routing';

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
