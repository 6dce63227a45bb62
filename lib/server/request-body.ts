import 'server-only';
import type { AppLocale } from '@/lib/i18n/routing';
import { MAX_FILE_BYTES, MAX_FILES } from '@/lib/validation/limits';
import { ApiError } from './http';
import { serverTranslator } from './i18n';

/** Three full-size files plus the text fields and multipart framing. */
export const MAX_MULTIPART_BYTES = MAX_FILES * MAX_FILE_BYTES + 1_048_576;
const MAX_JSON_BYTES = 65_536;

function tooLarge(locale: AppLocale) {
  return new ApiError(413, { detail: serverTranslator(locale, 'api')('tooLarge') });
}

/**
 * The next chunk of the body. A body that breaks off (Node's `aborted` ECONNRESET, an
 * AbortError) is the client going away, not the database: a quiet 400, never an outage.
 */
async function readChunk(reader: ReadableStreamDefaultReader<Uint8Array>, locale: AppLocale) {
  try {
    return await reader.read();
  } catch {
    throw new ApiError(400, { detail: serverTranslator(locale, 'api')('bodyAborted') });
  }
}

function declaredLength(request: Request): number | null {
  const raw = request.headers.get('content-length');
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

function requireType(request: Request, expected: string, locale: AppLocale) {
  const type = request.headers.get('content-type')?.toLowerCase() ?? '';
  if (!type.startsWith(expected)) {
    throw new ApiError(415, { detail: serverTranslator(locale, 'api')('unsupportedType', { expected }) });
  }
}

/**
 * The body's bytes, read only up to `limit`: a body sent without Content-Length (chunked) is
 * refused 413 as soon as it passes the limit, not after it has all been read into memory.
 */
async function readUpTo(request: Request, limit: number, locale: AppLocale): Promise<Uint8Array<ArrayBuffer>> {
  if ((declaredLength(request) ?? 0) > limit) throw tooLarge(locale);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array();
  for (;;) {
    const { done, value } = await readChunk(reader, locale);
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(locale);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** A JSON object body, or a 415/413/400 refusal. */
export async function readJsonObject(request: Request, locale: AppLocale): Promise<Record<string, unknown>> {
  requireType(request, 'application/json', locale);
  const text = new TextDecoder().decode(await readUpTo(request, MAX_JSON_BYTES, locale));
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // falls through to the refusal below
  }
  throw new ApiError(400, { detail: serverTranslator(locale, 'api')('badJson') });
}

export interface MultipartBody {
  /** Text fields; empty values are dropped (the spec's clients omit them anyway). */
  fields: Record<string, string>;
  /** Every file part that carries a file, in the order sent (file1, file2, … or files). */
  files: File[];
}

/** A multipart form body, or a 415/413/400 refusal. Nothing is written anywhere here. */
export async function readMultipart(request: Request, locale: AppLocale, limit = MAX_MULTIPART_BYTES): Promise<MultipartBody> {
  requireType(request, 'multipart/form-data', locale);
  const body = await readUpTo(request, limit, locale);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    throw new ApiError(400, { detail: serverTranslator(locale, 'api')('badForm') });
  }
  const fields: Record<string, string> = {};
  const files: File[] = [];
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') {
      if (value.trim() !== '' && !(key in fields)) fields[key] = value;
    } else if (value.size > 0 || value.name) {
      files.push(value);
    }
  }
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > limit) throw tooLarge(locale);
  return { fields, files };
}
