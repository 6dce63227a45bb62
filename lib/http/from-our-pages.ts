/**
 * Whether a browser sent this request from our own pages. Browsers say so in Sec-Fetch-Site, or
 * (older ones) in Origin; a request with neither comes from no browser, so no visitor's browser
 * can have been made to send it by another site. Pure (no server-only): the proxy uses it too.
 */
export function fromOurPages(headers: Pick<Headers, 'get'>): boolean {
  const site = headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = headers.get('origin');
  if (!origin) return true;
  try {
    return new URL(origin).host === headers.get('host');
  } catch {
    // "null" (a sandboxed frame, a data: page) and anything unreadable.
    return false;
  }
}

/** Methods that change something: only these are refused when another site sends them. */
export const isUnsafeMethod = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
