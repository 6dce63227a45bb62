import 'server-only';
import type { AnyObjectSchema, InferType } from 'yup';
import type { AppLocale } from '@/lib/i18n/routing';
import { ApiError, clientIp, fieldError, json, notFound, parseId, route } from './http';
import { isListedPassword } from './auth/common-passwords';
import { isPasswordWorkBusy } from './auth/password-turns';
import { readJsonObject, readMultipart } from './request-body';
import { validate } from './validate';
import { consume, giveBack, type Limited } from './rate-limit';
import { checkUploads, type CheckedUpload } from './uploads/check-uploads';
import { assertPageExists, pageParam, toPaged, type PageOf } from './pagination';
import { forgetLookupCookie, lookupCookie, provenIds, provenLookup, type LookupKind } from './auth/lookup-session';
import { serverTranslator } from './i18n';
import { zipStream, type ZipEntry } from './zip/zip-stream';
import { staffMayRead } from './services/ownership';
import { lookupSchema } from '@/lib/validation/lookup';

/**
 * POST of a visitor's multipart form: rate limit, read, validate every field (one yup schema,
 * shared with the form), check the files, then save. Nothing is written before all checks pass.
 */
export function submissionRoute<S extends AnyObjectSchema>(
  schema: S,
  save: (input: InferType<S>, uploads: CheckedUpload[], locale: AppLocale) => Promise<number>,
) {
  return route(async (request, _context: unknown, locale) => {
    const counters: Limited[] = [[`submit:${clientIp(request)}`, 'submission']];
    await consume(counters, locale);
    const { fields, files } = await readMultipart(request, locale);
    const input = await validate(schema, { ...fields, files }, locale);
    // The list of common passwords is too large for the browser: the server refuses them, at the field.
    const { password } = input as { password?: unknown };
    if (typeof password === 'string' && isListedPassword(password)) throw fieldError('password', 'passwordCommon', locale);
    const uploads = await checkUploads(files, locale);
    const id = await givenBackWhenBusy(counters, () => save(input, uploads, locale));
    return json({ id }, { status: 201 });
  });
}

/** A try refused because the password checks were busy (503) does not count against the visitor. */
async function givenBackWhenBusy<T>(counters: Limited[], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isPasswordWorkBusy(error)) await giveBack(counters);
    throw error;
  }
}

type Retrieve<T> = (email: string, password: string, page: number) => Promise<PageOf<T> & { ids: number[] }>;

/**
 * POST retrieve/: the visitor's own records for an email and password, paged. A wrong pair
 * reads as "nothing found" (no hint whether the email exists) and counts towards the limits on
 * failed lookups (per e-mail and address, per address, per e-mail, per e-mail a day). A right one sets the cookie.
 */
export function lookupRoute<T>(kind: LookupKind, retrieve: Retrieve<T>) {
  return route(async (request, _context: unknown, locale) => {
    const url = new URL(request.url);
    const page = pageParam(url, locale);
    const body = await readJsonObject(request, locale);
    const { email, password } = await validate(lookupSchema, body, locale);
    const address = clientIp(request);
    const counters: Limited[] = [
      [`lookup-fail:pair:${email}|${address}`, 'failedLookup'],
      [`lookup-fail:ip:${address}`, 'failedLookupPerAddress'],
      [`lookup-fail:email:${email}`, 'failedLookupPerEmail'],
      [`lookup-fail:email-day:${email}`, 'failedLookupPerEmailDay'],
    ];
    // The attempt is taken before the password is checked, and given back if it was right.
    await consume(counters, locale);
    const { ids, ...found } = await givenBackWhenBusy(counters, () => retrieve(email, password, page));
    if (ids.length === 0) return json(toPaged(url, { ...found, page: 1 }));
    await giveBack(counters);
    assertPageExists(page, found.count, locale);
    return json(toPaged(url, found), { headers: { 'Set-Cookie': lookupCookie(kind, email, ids, request) } });
  });
}

/**
 * GET retrieve/?page=: the records the visitor proved within the lookup's half hour, from its
 * cookie, without the password again: the list survives a reload or a change of language. None
 * proved is an empty page. DELETE retrieve/: forgets the lookup ("Look up again", a shared computer).
 */
export function provenListRoute<T>(kind: LookupKind, list: (ids: readonly number[], page: number) => Promise<PageOf<T>>) {
  return {
    GET: route(async (request, _context: unknown, locale) => {
      const url = new URL(request.url);
      const page = pageParam(url, locale);
      const ids = provenIds(kind, request);
      if (ids.length === 0) return json(toPaged(url, { count: 0, page: 1, results: [] }));
      const found = await list(ids, page);
      assertPageExists(page, found.count, locale);
      return json(toPaged(url, found));
    }),
    DELETE: route(async (request) => new Response(null, { status: 204, headers: { 'Set-Cookie': forgetLookupCookie(kind, request), 'Cache-Control': 'no-store' } })),
  };
}

/** GET {id}: a private record, only for the visitor who proved it (lookup cookie) or staff. */
export function ownRecordRoute<T>(kind: LookupKind, load: (id: number) => Promise<T | null>) {
  return route(async (request, context: { params: Promise<{ id: string }> }, locale) => {
    const id = parseId((await context.params).id, locale);
    const allowed = provenIds(kind, request).includes(id) || (await staffMayRead(request, kind, id));
    const record = allowed ? await load(id) : null;
    if (!record) throw notFound(locale);
    return json(record);
  });
}

/**
 * DELETE {id}: the visitor takes back a record their lookup proved (staff never do it here): an
 * inquiry is deleted, an application withdrawn. Another's record, or none, is not found. The
 * lookup's cookie is written again without a record that is gone.
 */
export function ownChangeRoute<T>(kind: LookupKind, change: (id: number, request: Request, locale: AppLocale) => Promise<T | null>, gone: boolean) {
  return route(async (request, context: { params: Promise<{ id: string }> }, locale) => {
    const id = parseId((await context.params).id, locale);
    const { email, ids } = provenLookup(kind, request);
    const done = ids.includes(id) ? await change(id, request, locale) : null;
    if (done === null) throw notFound(locale);
    const rest = ids.filter((each) => each !== id);
    const cookie = !gone ? undefined : rest.length ? lookupCookie(kind, email, rest, request) : forgetLookupCookie(kind, request);
    return json(done, cookie ? { headers: { 'Set-Cookie': cookie } } : {});
  });
}

/**
 * GET export/: everything the visitor sent in the records their lookup proved, with our answers,
 * as one ZIP written as it is read. Without a lookup, 401; ten downloads an hour an address.
 */
export function ownExportRoute(kind: LookupKind, collect: (ids: readonly number[]) => Promise<ZipEntry[]>, fileName: string) {
  return route(async (request, _context: unknown, locale) => {
    const ids = provenIds(kind, request);
    if (!ids.length) throw new ApiError(401, { detail: serverTranslator(locale, 'api')('lookupFirst') });
    await consume([[`own-export:${clientIp(request)}`, 'ownExport']], locale);
    const entries = await collect(ids);
    if (!entries.length) throw notFound(locale);
    return new Response(zipStream(entries), {
      headers: { 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="${fileName}"`, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
    });
  });
}
