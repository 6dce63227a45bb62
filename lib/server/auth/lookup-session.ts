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

export function lookupCookie(kind: LookupKind, email: string, ids: number[], request: Request): string {
  const token = createToken(`lookup:${kind}`, { email, ids }, LOOKUP_TTL_MS);
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${COOKIE[kind]}=${token}; Path=/api/; HttpOnly; SameSite=Strict; Max-Age=${LOOKUP_TTL_MS / 1000}${secure}`;
}

/** The record ids this visitor proved, for `kind` (empty when none). */
export function provenIds(kind: LookupKind, request: Request): number[] {
  const claims = readToken<LookupClaims>(`lookup:${kind}`, cookieFrom(request, COOKIE[kind]));
  return Array.isArray(claims?.ids) ? claims.ids.filter((id): id is number => Number.isInteger(id)) : [];
}
