/** Headers sent with every answer (see next.config.ts). */
export const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()' },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
];

/**
 * The Content-Security-Policy of everything but stored files. A header set in next.config.ts
 * replaces the one a route sets, so the files route (`/api/files/`, which sends its own
 * sandboxing policy) is left out of this one.
 */
export const PAGE_CSP_SOURCE = '/((?!api/files/).*)';
export const pageCsp = [{ key: 'Content-Security-Policy', value: "frame-ancestors 'none'" }];

/** Stored uploads: nothing runs, nothing loads, nothing frames them. */
export const FILE_CSP = "default-src 'none'; sandbox; frame-ancestors 'none'";
