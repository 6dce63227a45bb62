/**
 * The browser's HTTP client for our JSON API (spec sections 7 and 8): GET, POST with a JSON
 * body, POST multipart. Answers are parsed as JSON when the content type says so, otherwise
 * as text. Failures carry the spec's messages and are logged, then re-thrown.
 */

export const FORBIDDEN_MESSAGE = '403 Forbidden: 접근 권한이 없습니다.';
export const UNAUTHORIZED_MESSAGE = '401 Unauthorized: 인증이 필요합니다.';

export class HttpError extends Error {
  readonly status: number;
  /** The parsed answer (JSON value or text), so forms can show field errors. */
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type Query = Record<string, QueryValue>;
export type FormFields = Record<string, string | number | Blob | null | undefined>;

interface RequestOptions {
  query?: Query;
  signal?: AbortSignal;
}

async function parseBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  if (!type.includes('json')) return text;
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/** The catalogue's wording for a failed answer. */
export function errorMessage(status: number, body: unknown): string {
  if (status === 403) return FORBIDDEN_MESSAGE;
  if (status === 401) return UNAUTHORIZED_MESSAGE;
  let detail: string;
  if (body && typeof body === 'object' && 'detail' in body && typeof body.detail === 'string') detail = body.detail;
  else if (typeof body === 'string') detail = body;
  else detail = JSON.stringify(body);
  return detail ? `HTTP error! status: ${status}, ${detail}` : `HTTP error! status: ${status}`;
}

/**
 * What a visitor is shown for a failed call: the server's own message (already in the page's
 * language), or `fallback` when it gave none (network failure, an answer without `detail`). The
 * catalogue's 'HTTP error! status: …' wording stays for the console and the logs.
 */
export function visitorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError && error.body && typeof error.body === 'object' && 'detail' in error.body && typeof error.body.detail === 'string' && error.body.detail) {
    return error.body.detail;
  }
  return fallback;
}

function withQuery(url: string, query?: Query): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

/** Multipart body with empty values left out (spec section 3: "empty values omitted"). */
export function toFormData(fields: FormFields): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : undefined);
    else form.append(key, String(value));
  }
  return form;
}

export function createApiClient(baseUrl = '/api/', fetcher: typeof fetch = (...args) => fetch(...args)) {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;

  async function send<T>(path: string, init: RequestInit, query?: Query): Promise<T> {
    const url = withQuery(`${base}${path.replace(/^\//, '')}`, query);
    try {
      const response = await fetcher(url, { credentials: 'same-origin', ...init });
      const body = await parseBody(response);
      if (!response.ok) throw new HttpError(response.status, errorMessage(response.status, body), body);
      return body as T;
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) console.error(error);
      throw error;
    }
  }

  return {
    get<T>(path: string, options: RequestOptions = {}): Promise<T> {
      return send<T>(path, { method: 'GET', signal: options.signal, headers: { Accept: 'application/json' } }, options.query);
    },
    delete(path: string, options: RequestOptions = {}): Promise<unknown> {
      return send(path, { method: 'DELETE', signal: options.signal, headers: { Accept: 'application/json' } }, options.query);
    },
    postJson<T>(path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
      return send<T>(
        path,
        {
          method: 'POST',
          signal: options.signal,
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body),
        },
        options.query,
      );
    },
    /** No Content-Type header: the browser sets the multipart boundary itself. */
    postForm<T>(path: string, fields: FormFields | FormData, options: RequestOptions = {}): Promise<T> {
      const body = fields instanceof FormData ? fields : toFormData(fields);
      return send<T>(path, { method: 'POST', signal: options.signal, headers: { Accept: 'application/json' }, body }, options.query);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The client the site's interactive components use. */
export const api = createApiClient();
