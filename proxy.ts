import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from './lib/i18n/routing';

const localize = createMiddleware(routing);

/** A %-escape that is broken, or that Next's own second decoding of a segment would break on. */
function malformed(pathname: string): boolean {
  try {
    decodeURIComponent(decodeURIComponent(pathname));
    return false;
  } catch {
    return true;
  }
}

/**
 * Locale negotiation for pages (next-intl), one address per page (`/privacy/` moves to
 * `/privacy`; the API keeps both forms, so next.config.ts skips Next's own slash redirect),
 * and a 404 instead of Next's 500 for an address with a broken %-escape (`/event/%E0%A4`).
 */
export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (malformed(pathname)) {
    if (pathname.startsWith('/api/')) return NextResponse.json({ detail: 'Not found.' }, { status: 404 });
    // Next would still decode the original address after a rewrite: send the visitor on.
    const english = pathname.startsWith('/en/') || pathname === '/en';
    return NextResponse.redirect(new URL(english ? '/en/not-found' : '/not-found', request.url), 307);
  }
  if (pathname.startsWith('/api/')) return NextResponse.next();
  if (pathname.length > 1 && pathname.endsWith('/')) {
    // A plain URL: NextURL would format the slash back on.
    return NextResponse.redirect(new URL(`${pathname.replace(/\/+$/, '') || '/'}${search}`, request.url), 308);
  }
  return localize(request);
}

export const config = {
  matcher: [
    // Pages. Not /api (the proxy buffers request bodies up to 10 MB and uploads go up to
    // 3 x 10 MB), not /_next, /_vercel, nor files with a dot (images, robots.txt, sitemap.xml).
    '/((?!api|_next|_vercel|.*\\..*).*)',
    // The API's read-only paths with an id or a name in them, only for the broken-escape check.
    '/api/events/:path*',
    '/api/announcement/:path*',
    '/api/employments/info/:path*',
    '/api/files/:path*',
  ],
};
