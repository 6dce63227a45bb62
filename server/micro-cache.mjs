// How long the shipped nginx keeps an answer (deploy/nginx/site.conf, its one-second micro-cache).
// nginx counts a kept answer's life in whole seconds from the second it was stored, so `1s` kept
// an answer one to two seconds: a sale or notice scheduled for a minute showed up to two seconds
// late through it. `X-Accel-Expires: @T` (read by nginx only, never passed to a visitor) keeps it
// to the end of the second it was made in instead, so what went live at a minute is served by
// the next answer the site makes after it.

/** The statuses nginx keeps (its `proxy_cache_valid`): never an error, a refusal or a "busy". */
const KEPT_STATUSES = new Set([200, 301, 302, 307, 308, 404]);

/**
 * The X-Accel-Expires of an answer, or null for one nginx must not keep on its say-so: an API
 * answer that is not public (a look-up, a submission), any status nginx does not keep.
 * @param {string} url the path and query asked
 * @param {number} status
 * @param {unknown} cacheControl the answer's Cache-Control
 * @param {number} nowMs
 */
export function microCacheExpires(url, status, cacheControl, nowMs) {
  if (!KEPT_STATUSES.has(status)) return null;
  if (url.startsWith('/api/') && !/(^|,)\s*public\b/.test(String(cacheControl ?? ''))) return null;
  return `@${Math.floor(nowMs / 1000)}`;
}
