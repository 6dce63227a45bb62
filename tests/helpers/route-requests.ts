import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalDiskStorage } from '@/lib/server/storage/local-disk-storage';
import { setStorage } from '@/lib/server/storage';
import { setLimiterStore } from '@/lib/server/rate-limit';
import { memoryStore } from '@/lib/server/rate-limit/limiters';

/** Route handlers are called directly, as Next calls them, with a Request and the params. */
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export const ORIGIN = 'http://localhost:3000';

function call(handler: unknown, request: Request, params: Record<string, string> = {}) {
  return (handler as Handler)(request, { params: Promise.resolve(params) });
}

export function get(handler: unknown, pathAndQuery: string, options: { params?: Record<string, string>; headers?: HeadersInit } = {}) {
  return call(handler, new Request(`${ORIGIN}${pathAndQuery}`, { headers: options.headers }), options.params);
}

export function del(handler: unknown, pathAndQuery: string, headers: HeadersInit = {}, params: Record<string, string> = {}) {
  return call(handler, new Request(`${ORIGIN}${pathAndQuery}`, { method: 'DELETE', headers }), params);
}

export function postJson(handler: unknown, pathAndQuery: string, body: unknown, headers: HeadersInit = {}) {
  return call(
    handler,
    new Request(`${ORIGIN}${pathAndQuery}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } }),
  );
}

export type FormValue = string | File | File[];

export function postForm(handler: unknown, pathAndQuery: string, fields: Record<string, FormValue>, headers: HeadersInit = {}, params: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, item);
  }
  return call(handler, new Request(`${ORIGIN}${pathAndQuery}`, { method: 'POST', body: form, headers }), params);
}

/** The route params of a stored file's address (`/api/files/{id}/{name}?v=…`), the name decoded as Next hands it over. */
export function fileParams(url: string): { id: string; name: string } {
  const [, , , id = '', name = ''] = new URL(url, ORIGIN).pathname.split('/');
  return { id, name: decodeURIComponent(name) };
}

/** Matches a stored file's address as fileUrl writes it (the name as in a URL), whatever its version. */
export function fileAddress(id: number, name: string) {
  return expect.stringMatching(new RegExp(`^/api/files/${id}/${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?v=[0-9a-f]{12}$`));
}

/** The cookie a response sets, as a Cookie request header value (`name=value`). */
export function cookieOf(response: Response): string {
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/**
 * Registers hooks giving the suite its own upload folder and fresh rate-limit counters, and
 * returns a function listing the files stored so far (to prove nothing is left behind).
 */
export function useIsolatedStorage(): () => string[] {
  let root = '';
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'lotte-uploads-'));
    setStorage(new LocalDiskStorage(root));
  });
  beforeEach(() => setLimiterStore(memoryStore()));
  afterAll(() => {
    setStorage(undefined);
    setLimiterStore(undefined);
    rmSync(root, { recursive: true, force: true });
  });
  return () => {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else found.push(path.relative(root, full));
      }
    };
    walk(root);
    return found;
  };
}
