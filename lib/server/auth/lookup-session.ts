import 'server-only';
import { cookieFrom, createToken, readToken } from './signed-token';

/**
 * After a visitor proves an email and password (the `retrieve` calls), a short-lived signed,
 * httpOnly cookie names the records they proved, so that the detail calls answer for exactly
 * those and nothing else.
 */
export type LookupKind = 'inquiry' | 'application';

export const LOOKUP_TTL_MS = 30 * 60 * 1000;
const COOKIE = { inquiry: 'lp_qna', application: 'lp_apply' } as const;

interface LookupClaims extends Record<string, unknown> {
  email: string;
  ids: number[];
}

/** The lookup cookie's Set-Cookie value: only the API reads it, never script or another site. */
function setCookie(kind: LookupKind, value: string, maxAgeSeconds: number, request: Request): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${COOKIE[kind]}=${value}; Path=/api/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}

export function lookupCookie(kind: LookupKind, email: string, ids: number[], request: Request): string {
  return setCookie(kind, createToken(`lookup:${kind}`, { email, ids }, LOOKUP_TTL_MS), LOOKUP_TTL_MS / 1000, request);
}

/** The cookie's end: the lookup forgotten. */
export function forgetLookupCookie(kind: LookupKind, request: Request): string {
  return setCookie(kind, '', 0, request);
}

/** The e-mail address and the record ids this visitor proved, for `kind` (no ids when none). */
export function provenLookup(kind: LookupKind, request: Request): { email: string; ids: number[] } {
  const claims = readToken<LookupClaims>(`lookup:${kind}`, cookieFrom(request, COOKIE[kind]));
  const ids = Array.isArray(claims?.ids) ? claims.ids.filter((id): id is number => Number.isInteger(id)) : [];
  return { email: typeof claims?.email === 'string' ? claims.email : '', ids };
}

/** The record ids this visitor proved, for `kind` (empty when none). */
export const provenIds = (kind: LookupKind, request: Request): number[] => provenLookup(kind, request).ids;
