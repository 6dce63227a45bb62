import 'server-only';
import type { ValidationError } from 'yup';
import type { AppLocale } from '@/lib/i18n/routing';
import { requestLocale, serverTranslator } from './i18n';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './db/unavailable';
import { fromOurPages, isUnsafeMethod } from '@/lib/http/from-our-pages';
import { isPasswordWorkBusy } from './auth/password-turns';
import { safeError } from '@/lib/safe-log.mjs';

/** A refusal with its status and JSON body (DESIGN.md section 4), thrown by parsers and services. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${status}`);
  }
}

export const notFound = (locale: AppLocale) => new ApiError(404, { detail: serverTranslator(locale, 'api')('notFound') });

/**
 * 400 with `{field: [message]}` from a yup error, messages in the visitor's language;
 * 413 when what is wrong is a file over the size limit.
 */
export function fieldErrors(error: ValidationError, locale: AppLocale): ApiError {
  const t = serverTranslator(locale, 'validation');
  const body: Record<string, string[]> = {};
  const inner = error.inner.length ? error.inner : [error];
  for (const item of inner) {
    const field = (item.path ?? 'non_field_errors').replace(/\[\d+\]$/, '');
    const message = t.has(item.message as never) ? t(item.message as never) : item.message;
    const list = (body[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return new ApiError(inner.some((item) => item.message === 'fileTooLarge') ? 413 : 400, body);
}

/** The same shape for one field, e.g. a posting that closed: `{employment_info: ["…"]}`. */
export function fieldError(field: string, messageKey: string, locale: AppLocale, status = 400): ApiError {
  const message = serverTranslator(locale, 'validation')(messageKey as never);
  return new ApiError(status, { [field]: [message], detail: message });
}

/** Password checks wait a fraction of a second in a queue: when it is full, a few seconds is enough. */
const BUSY_RETRY_SECONDS = 5;

type Handler<C> = (request: Request, context: C, locale: AppLocale) => Promise<Response>;

/**
 * Wraps a route handler: a write that another site's page made a browser send is refused (403)
 * before anything is read; refusals become their JSON answers; a database that cannot be reached
 * is a 503 with Retry-After (nothing was saved: every write is one transaction), and so is a
 * moment when too many passwords wait to be checked (password-turns.ts); anything else
 * unexpected is logged and answered 500 without a stack trace. Every answer is private to the visitor and never cached
 * by intermediaries unless the handler says otherwise.
 */
export function route<C>(handler: Handler<C>) {
  return async (request: Request, context: C): Promise<Response> => {
    const locale = requestLocale(request);
    try {
      if (isUnsafeMethod(request.method) && !fromOurPages(request.headers)) throw new ApiError(403, { detail: serverTranslator(locale, 'api')('crossSite') });
      return await handler(request, context, locale);
    } catch (error) {
      if (error instanceof ApiError) {
        return Response.json(error.body, { status: error.status, headers: { 'Cache-Control': 'no-store', ...error.headers } });
      }
      if (isPasswordWorkBusy(error)) {
        return Response.json({ detail: serverTranslator(locale, 'api')('busy') }, { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(BUSY_RETRY_SECONDS) } });
      }
      if (isDatabaseUnavailable(error)) {
        console.error(`${request.method} ${new URL(request.url).pathname}: database unavailable: ${safeError(error)}`);
        return Response.json(
          { detail: serverTranslator(locale, 'api')('serviceUnavailable') },
          { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_SECONDS) } },
        );
      }
      console.error(`${request.method} ${new URL(request.url).pathname} failed: ${safeError(error)}`);
      return Response.json({ detail: serverTranslator(locale, 'api')('serverError') }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
    }
  };
}

export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  return Response.json(data, { ...init, headers });
}

/**
 * Public content: any cache may keep it one second, as nginx keeps pages, so a record scheduled
 * for 9:00 is in every answer by 9:00:01 (issue 50) while a thousand readers of the same answer
 * cost one render a second (deploy/nginx/site.conf).
 */
export function publicJson(data: unknown): Response {
  // Labels and pay are worded in the asker's language (?lang=, the cookie, Accept-Language): a shared cache keeps one copy per language.
  return Response.json(data, { headers: { 'Cache-Control': 'public, max-age=1', Vary: 'Accept-Language, Cookie' } });
}

/** A positive integer id from a path segment; anything else is simply not found. */
export function parseId(raw: string, locale: AppLocale): number {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) throw notFound(locale);
  const value = Number(raw);
  if (value > 2_147_483_647) throw notFound(locale);
  return value;
}

/**
 * The visitor's address for rate limits. server/main.mjs replaces X-Forwarded-For with the one
 * address it trusts (the socket's, or a trusted proxy's entry: TRUSTED_PROXY_HOPS), so whatever
 * a client writes there itself never reaches this.
 */
export function clientIp(request: Request): string {
  return request.headers.get('x-forwarded-for')?.trim() || 'unknown';
}
