// Finished answers of pages Next serves from its cache, kept in memory for a second: at a peak,
// a page asked hundreds of times a second is rendered, policed (CSP hashes) and compressed once a
// second instead of every time. A second is also how late a staff edit made on another instance
// can show here; an edit made here clears the cache when it has been answered.

/** How long an answer is kept: the most a page shown here can trail an edit made on another instance. */
export const LIFETIME_MS = 1_000;
/** What the cache may hold, and the largest answer it keeps. */
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

const LOCALE_COOKIE = /(?:^|;\s*)NEXT_LOCALE=([^;]*)/;
/** What Next and the proxy answer differently by, besides the address: every one is in the key. */
const VARYING = ['accept-encoding', 'accept-language', 'rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url'];
/** Hop-by-hop or per-answer headers that are not kept. */
const NOT_KEPT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * The key of a request whose answer may come from the cache, or null. Everything the answer can
 * depend on is in it: the address, the protocol (the cookie's Secure flag), how the proxy
 * negotiates the language (Sec-Fetch-Site, the language cookie, Accept-Language), the encoding
 * and Next's router headers. Other cookies are not: a page that reads one is rendered per request
 * and marked private, so it is never kept. Conditional and partial requests go to Next.
 *
 * @param {{ method?: string, url?: string, headers: import('node:http').IncomingHttpHeaders }} req
 * @returns {string | null}
 */
export function cacheKeyOf(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '/';
  if (url.startsWith('/api/') || url.startsWith('/_next/')) return null;
  const { headers } = req;
  if (headers['if-none-match'] || headers['if-modified-since'] || headers.range || headers.authorization) return null;
  const sameSite = headers['sec-fetch-site'] === 'same-origin' ? 'same-origin' : 'outside';
  const language = LOCALE_COOKIE.exec(headers.cookie ?? '')?.[1] ?? '';
  return [url, headers['x-forwarded-proto'] ?? '', sameSite, language, ...VARYING.map((name) => String(headers[name] ?? ''))].join('\n');
}

/**
 * How long an answer may be kept (0: not at all): a page (HTML or Next's router payload) that
 * Next says a shared cache may store, whose only cookie is the language one the key accounts for.
 *
 * @param {number} status
 * @param {import('node:http').OutgoingHttpHeaders} headers
 * @param {number} size
 */
export function lifetimeOf(status, headers, size) {
  if (status !== 200 || size > MAX_ANSWER_BYTES) return 0;
  const type = String(headers['content-type'] ?? '');
  if (!type.startsWith('text/html') && !type.startsWith('text/x-component')) return 0;
  const control = String(headers['cache-control'] ?? '');
  if (/(^|,)\s*(private|no-store|no-cache)\b/i.test(control)) return 0;
  const shared = /s-maxage=(\d+)/i.exec(control) ?? /max-age=(\d+)/i.exec(control);
  if (!shared || Number(shared[1]) <= 0) return 0;
  const cookies = [headers['set-cookie'] ?? []].flat().map(String);
  if (cookies.some((cookie) => !cookie.startsWith('NEXT_LOCALE='))) return 0;
  return Math.min(LIFETIME_MS, Number(shared[1]) * 1000);
}

/**
 * @typedef {{ status: number, headers: [string, import('node:http').OutgoingHttpHeader][], body: Buffer, expires: number }} Answer
 */

export function createResponseCache({ now = () => Date.now() } = {}) {
  /** @type {Map<string, Answer>} oldest first */
  const answers = new Map();
  let bytes = 0;

  const drop = (/** @type {string} */ key) => {
    const answer = answers.get(key);
    if (!answer) return;
    answers.delete(key);
    bytes -= answer.body.length;
  };

  return {
    /**
     * Answers the request from the cache when it holds a fresh answer; true when it did.
     * @param {string} key
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     */
    answer(key, req, res) {
      const answer = answers.get(key);
      if (!answer) return false;
      if (answer.expires <= now()) {
        drop(key);
        return false;
      }
      res.statusCode = answer.status;
      for (const [name, value] of answer.headers) res.setHeader(name, value);
      res.setHeader('Content-Length', answer.body.length);
      res.end(req.method === 'HEAD' ? undefined : answer.body);
      return true;
    },

    /**
     * Keeps what Next and the layers after it write (compressed, with its policy), if it may.
     * Call before the other layers wrap `res`, so that this sees the bytes as they leave.
     * @param {string} key
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     */
    keep(key, req, res) {
      if (req.method !== 'GET') return;
      /** @type {Buffer[]} */
      const chunks = [];
      let size = 0;
      const { write, end } = res;
      const take = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) => {
        if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > MAX_ANSWER_BYTES) return;
        const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(/** @type {string} */ (chunk), typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8');
        chunks.push(buffer);
        size += buffer.length;
      };
      res.write = /** @type {typeof res.write} */ (function (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) {
        take(chunk, rest[0]);
        return write.call(res, /** @type {any} */ (chunk), .../** @type {[any]} */ (rest));
      });
      res.end = /** @type {typeof res.end} */ (function (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) {
        take(chunk, rest[0]);
        const headers = res.getHeaders();
        const lifetime = lifetimeOf(res.statusCode, headers, size);
        if (lifetime > 0) {
          drop(key);
          const body = Buffer.concat(chunks);
          answers.set(key, {
            status: res.statusCode,
            headers: Object.entries(headers).filter(([name, value]) => value !== undefined && !NOT_KEPT.has(name)).map(([name, value]) => [name, /** @type {import('node:http').OutgoingHttpHeader} */ (value)]),
            body,
            expires: now() + lifetime,
          });
          bytes += body.length;
          for (const oldest of answers.keys()) {
            if (bytes <= MAX_BYTES) break;
            drop(oldest);
          }
        }
        return end.call(res, /** @type {any} */ (chunk), .../** @type {[any]} */ (rest));
      });
    },

    /** After a write answered here: nothing kept from before it may be shown again. */
    clear() {
      answers.clear();
      bytes = 0;
    },

    get size() {
      return answers.size;
    },
  };
}
