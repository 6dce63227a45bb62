import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { sessionSecret } from './session-secret';

function sign(payload: string): string {
  return createHmac('sha256', sessionSecret()).update(payload).digest('base64url');
}

/**
 * What a token proves. It is signed with the claims, and a token is refused anywhere but where
 * its purpose is expected: an application lookup's cookie, renamed, proves no inquiry.
 */
export type TokenPurpose = 'lookup:inquiry' | 'lookup:application' | 'weekly-ad';

/** `payload.signature`, the payload a JSON object with its purpose (`use`) and an `exp` time (ms). */
export function createToken(purpose: TokenPurpose, claims: Record<string, unknown>, ttlMs: number, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ ...claims, use: purpose, exp: now + ttlMs })).toString('base64url');
  return `${payload}.${sign(payload)}`;
}

/** The claims of a genuine, unexpired token made for `purpose`; null for anything else. */
export function readToken<T extends Record<string, unknown>>(purpose: TokenPurpose, token: string | undefined, now = Date.now()): T | null {
  if (!token) return null;
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as T & { exp?: unknown; use?: unknown };
    return claims && claims.use === purpose && typeof claims.exp === 'number' && claims.exp > now ? claims : null;
  } catch {
    return null;
  }
}

/** A cookie value from a request's Cookie header; a value that cannot be decoded is no value. */
export function cookieFrom(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}
