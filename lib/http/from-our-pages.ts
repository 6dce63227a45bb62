import 'server-only';

/**
 * Whether a browser sent this request from our own pages. Browsers say so in Sec-Fetch-Site, or
 * (older ones) in Origin; a request with neither comes from no browser, so no visitor's cookie
 * can have been borrowed for it.
 */
export function fromOurPages(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = request.headers.get('origin');
  if (!origin) return true;
  const host = request.headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
