import createMiddleware from 'next-intl/middleware';
import { routing } from './lib/i18n/routing';

export default createMiddleware(routing);

export const config = {
  // Not /api: the proxy buffers request bodies (10 MB), and uploads go up to 3 x 10 MB.
  // Not /_next, /_vercel, nor files with a dot (images, robots.txt, sitemap.xml).
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
