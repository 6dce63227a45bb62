/**
 * How a page says it is missing (components/layout/not-found-content.tsx) or refused to this
 * account (components/admin/forbidden.tsx): an element's attribute.
 */
const STATUS_MARK = /<[a-z]+ [^>]*data-http-status="(404|403)"/;

/**
 * Holds back an HTML answer until it is complete, so that its Content-Security-Policy can name
 * the hashes of the inline scripts in it; every other answer passes straight through (and gets
 * `otherPolicy` unless it set its own, as the files route does, or is a 304).
 *
 * Next writes through `writeHead`/`write`/`end`; whether an answer is HTML is known from its
 * Content-Type at the first of those calls.
 *
 * `rewrite`, when given, changes the page before its policy is computed; `encode`, when given,
 * may answer the finished page's bytes in brotli (null leaves them to the compression layer).
 *
 * @param {import('node:http').ServerResponse} res
 * @param {{ policyFor: (html: string) => string, otherPolicy: string, rewrite?: ((html: string) => string) | null, encode?: ((body: Buffer) => Buffer | null) | null }} options
 */
export function withHtmlPolicy(res, { policyFor, otherPolicy, rewrite, encode }) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders, flush: res.flush };
  /** @type {'html' | 'other' | undefined} */
  let kind;
  /** @type {Buffer[]} */
  const chunks = [];

  const restore = () => Object.assign(res, original);
  const decide = () => {
    if (kind) return kind;
    kind = String(res.getHeader('content-type') ?? '').startsWith('text/html') ? 'html' : 'other';
    if (kind === 'other') {
      // A 304's headers replace the cached page's: the policy computed for that page must stay.
      if (res.statusCode !== 304 && !res.hasHeader('content-security-policy')) res.setHeader('Content-Security-Policy', otherPolicy);
      restore();
    }
    return kind;
  };
  /** @param {unknown} chunk @param {unknown} encoding */
  const keep = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(/** @type {string} */ (chunk), typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8'));
  };
  const callbackOf = (/** @type {unknown[]} */ args) => args.find((arg) => typeof arg === 'function');

  res.writeHead = function writeHead(status, ...rest) {
    const headers = rest.find((arg) => arg && typeof arg === 'object');
    if (typeof rest[0] === 'string') res.statusMessage = rest[0];
    res.statusCode = status;
    if (Array.isArray(headers)) {
      for (let index = 0; index + 1 < headers.length; index += 2) res.setHeader(headers[index], headers[index + 1]);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    }
    if (decide() === 'other') return original.writeHead.call(res, status);
    return res;
  };
  res.flushHeaders = function flushHeaders() {
    if (decide() === 'other') original.flushHeaders.call(res);
  };
  res.flush = function flush() {
    if (decide() === 'other' && original.flush) original.flush.call(res);
  };
  res.write = function write(chunk, ...rest) {
    if (decide() === 'other') return original.write.call(res, chunk, ...rest);
    keep(chunk, rest[0]);
    const callback = callbackOf(rest);
    if (callback) process.nextTick(callback);
    return true;
  };
  res.end = function end(chunk, ...rest) {
    if (decide() === 'other') return original.end.call(res, chunk, ...rest);
    keep(chunk, rest[0]);
    const raw = Buffer.concat(chunks);
    const page = raw.toString('utf8');
    const html = rewrite ? rewrite(page) : page;
    const body = html === page ? raw : Buffer.from(html, 'utf8');
    restore();
    // A page that says it is missing is a 404 (a refused one a 403): Next itself cannot answer those as a full page.
    const marked = res.statusCode === 200 ? STATUS_MARK.exec(html) : null;
    if (marked) res.statusCode = Number(marked[1]);
    res.setHeader('Content-Security-Policy', policyFor(html));
    res.removeHeader('Transfer-Encoding');
    const encoded = encode && res.req?.method === 'GET' && body.length > 0 ? encode(body) : null;
    if (encoded) res.setHeader('Content-Encoding', 'br');
    if (res.req?.method !== 'HEAD') res.setHeader('Content-Length', (encoded ?? body).length);
    return original.end.call(res, encoded ?? body, callbackOf(rest));
  };
}
