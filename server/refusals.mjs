/** Methods the site answers; anything else (TRACE, TRACK, …) is refused before Next sees it. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
export const ALLOWED_METHODS = [...METHODS].join(', ');

/**
 * A %-escape that is broken, or that Next's own second decoding of a segment would break on
 * (`/api/inquiry/%E0%A4`, `/_next/%`, `/en/event/%E0%A4.png`): Next answers those 500.
 * @param {string} pathname
 */
export function malformedPath(pathname) {
  try {
    decodeURIComponent(decodeURIComponent(pathname));
    return false;
  } catch {
    return true;
  }
}

/**
 * What the server answers itself, before Next: nothing (`null`), a 405 for a method we do not
 * serve, a 404 for an API address with a broken escape, or, for any other address with a
 * broken escape, the address of the not-found page in the visitor's language to serve instead.
 * @param {string} method @param {string} url the raw request target
 * @returns {null | { status: 405 | 404, message: 'methodNotAllowed' | 'notFound' } | { notFoundPage: string }}
 */
export function refusal(method, url) {
  if (!METHODS.has(method)) return { status: 405, message: 'methodNotAllowed' };
  const pathname = url.split('?')[0] ?? '';
  if (!malformedPath(pathname)) return null;
  if (pathname.startsWith('/api/')) return { status: 404, message: 'notFound' };
  return { notFoundPage: pathname === '/en' || pathname.startsWith('/en/') ? '/en/not-found' : '/not-found' };
}
