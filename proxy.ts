import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from './lib/i18n/routing';

const localize = createMiddleware(routing);

/**
 * Locale negotiation for pages (next-intl), and one address per page: `/privacy/` moves to
 * `/privacy` (the API keeps both forms, so next.config.ts skips Next's own slash redirect).
 */
export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (pathname.length > 1 && pathname.endsWith('/')) {
    // A plain URL: NextURL would format the slash back on.
    return NextResponse.redirect(new URL(`${pathname.replace(/\/+$/, '') || '/'}${search}`, request.url), 308);
  }
  return localize(request);
}

export const config = {
  // Not /api: the proxy buffers request bodies (10 MB), and uploads go up to 3 x 10 MB.
  // Not /_next, /_vercel, nor files with a dot (images, robots.txt, sitemap.xml).
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
