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

/** Stored uploads: nothing runs, nothing loads, nothing frames them (set by the files route). */
export const FILE_CSP = "default-src 'none'; sandbox; frame-ancestors 'none'";
