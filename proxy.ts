import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { defaultLocale, routing } from './lib/i18n/routing';

const localize = createMiddleware(routing);
// Every address but `/` names its language itself (Korean unprefixed, English under /en): the
// browser's preference and an earlier choice pick the language of the home page only.
const localizeAsAddressed = createMiddleware({ ...routing, localeDetection: false });

/** `/` or an address under /en (or /ko, which next-intl moves to the unprefixed form). */
const negotiated = (pathname: string) => pathname === '/' || routing.locales.some((locale) => pathname === `/${locale}` || pathname.startsWith(`/${locale}/`));

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
  if (negotiated(pathname)) return withSecureCookie(localize(request), request);
  // A Korean page (the KR switch links here directly): the choice is remembered for `/`.
  const response = localizeAsAddressed(request);
  if (request.cookies.get('NEXT_LOCALE')?.value !== defaultLocale) response.cookies.set({ name: 'NEXT_LOCALE', value: defaultLocale, sameSite: 'lax', path: '/' });
  return withSecureCookie(response, request);
}

/** server/main.mjs says whether the visitor came over https (TRUSTED_PROXY_HOPS). */
function withSecureCookie(response: NextResponse, request: NextRequest): NextResponse {
  const language = response.cookies.get('NEXT_LOCALE');
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
