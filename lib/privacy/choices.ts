/*
 * A visitor's privacy choices (issue 52): analytics run only in a build with a GA id, and only
 * for a browser that neither sends Global Privacy Control (the `Sec-GPC: 1` header, or
 * `navigator.globalPrivacyControl`) nor turned analytics off on /privacy/choices. No banner
 * asks: the signal and the choice are each enough.
 */

/** The cookie /privacy/choices sets, kept in the visitor's browser a year; read by script too, so not httpOnly. */
export const ANALYTICS_COOKIE = { name: 'analytics', off: 'off', maxAge: 365 * 24 * 60 * 60 } as const;

/** Whether a request's `Sec-GPC` header is the signal: exactly "1", as the GPC specification says. */
export const sendsGpc = (header: string | null | undefined) => header?.trim() === '1';

/** Whether a `Cookie` header (or `document.cookie`) holds the choice to turn analytics off. */
export function analyticsTurnedOff(cookies: string | null | undefined): boolean {
  return (cookies ?? '').split(';').some((pair) => pair.trim() === `${ANALYTICS_COOKIE.name}=${ANALYTICS_COOKIE.off}`);
}

/** Where a browser stands: analytics on, or off and why (the signal wins over the choice, for the page to say). */
export type AnalyticsStanding = 'on' | 'gpc' | 'turnedOff';

export function analyticsStanding(signal: { gpc: boolean; cookies: string | null | undefined }): AnalyticsStanding {
  if (signal.gpc) return 'gpc';
  return analyticsTurnedOff(signal.cookies) ? 'turnedOff' : 'on';
}
