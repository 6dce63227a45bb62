/**
 * The Content-Security-Policy of a page. Scripts: our own files and the inline scripts whose
 * hashes the page needs (inline-script-hashes.mjs) or, on a page rendered for this request,
 * that carry its nonce (Next writes it); no plugins, no <base>, forms post only to us, never
 * framed. Inline `style` attributes (React writes them) cannot run code. Google Analytics and
 * Google Maps add their hosts only when their keys are set.
 * @param {{ scriptHashes: string[], nonce?: string, dev?: boolean, analytics?: boolean, maps?: boolean }} options
 * @returns {string}
 */
export function pagePolicy({ scriptHashes, nonce, dev = false, analytics = false, maps = false }) {
  // Development pages carry Next's dev-only inline scripts; hashes would make 'unsafe-inline' void.
  const script = dev ? ["'self'", "'unsafe-inline'"] : ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...scriptHashes];
  const connect = ["'self'"];
  const img = ["'self'", 'data:', 'blob:'];
  const style = ["'self'", "'unsafe-inline'"];
  const font = ["'self'"];
  // The two video players a home slide or a staff-written body may embed (lib/home/video-embed.ts, the sanitizer).
  const frame = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'];
  const worker = ["'self'"];
  if (dev) {
    // React's development build evaluates code, and Fast Refresh talks over a WebSocket.
    script.push("'unsafe-eval'");
    connect.push('ws:');
  }
  if (analytics) {
    script.push('https://www.googletagmanager.com');
    connect.push('https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com');
    img.push('https://*.google-analytics.com', 'https://www.googletagmanager.com');
  }
  if (maps) {
    // The hosts Google lists for the Maps JavaScript API.
    script.push('https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com');
    connect.push('https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com');
    img.push('https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com');
    style.push('https://fonts.googleapis.com');
    font.push('https://fonts.gstatic.com');
    frame.push('https://*.google.com');
    worker.push('blob:');
  }
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    `style-src ${style.join(' ')}`,
    `img-src ${img.join(' ')}`,
    `font-src ${font.join(' ')}`,
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frame.join(' ')}`,
    `worker-src ${worker.join(' ')}`,
    ...["media-src 'self'", "manifest-src 'self'", "object-src 'none'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'"],
  ].join('; ');
}

/** Anything else we answer (JSON, scripts, images): nothing loads or runs if it is opened as a page. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";
