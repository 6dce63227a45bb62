// Plain JavaScript: the custom server (server/main.mjs) sets these on every answer.

/** Headers sent with every answer, errors included. */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * Stored uploads: nothing runs, nothing loads, nothing frames them (set by the files route).
 * Inline styles only, for the browser's own picture view (a flyer opened before the page's
 * scripts ran): it centres the picture with style attributes, which cannot run code.
 */
export const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";
