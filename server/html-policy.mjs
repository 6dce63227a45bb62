/**
 * Gives each answer its Content-Security-Policy as Next writes it:
 * - a page Next has whole (prerendered or from its cache: one `end(body)`) gets the policy and
 *   the encoding `wholePage(body, etag)` gives it (compression passes an encoded body through);
 * - a page Next streams (rendered for this request: a `write` or `flushHeaders` first) passes
 *   through as it comes, with `streamPolicy`: its scripts carry the request's nonce;
 * - anything else gets `otherPolicy`, unless it set its own (the files route) or is a 304.
 * Whether an answer is HTML is read from its Content-Type at the first body call, so a
 * `writeHead` is held until then.
 * @param {import('node:http').ServerResponse} res
 * @param {{ streamPolicy: string, otherPolicy: string, wholePage: (body: Buffer, etag: string | undefined) =>
 *   { policy: string, encoded: { encoding: string, body: Buffer } | null }, onHeaders?: () => void }} policies
 *   `onHeaders`: called once the status and Next's headers are set, just before they are sent.
 */
export function withHtmlPolicy(res, { streamPolicy, otherPolicy, wholePage, onHeaders }) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  let held = false;
  const release = (policy) => {
    Object.assign(res, original);
    if (policy && res.statusCode !== 304 && !res.hasHeader('content-security-policy')) res.setHeader('Content-Security-Policy', policy);
    onHeaders?.();
    if (held) original.writeHead.call(res, res.statusCode);
  };
  const isHtml = () => String(res.getHeader('content-type') ?? '').startsWith('text/html');

  res.writeHead = function writeHead(status, ...rest) {
    if (typeof rest[0] === 'string') res.statusMessage = rest[0];
    res.statusCode = status;
    const headers = rest.find((arg) => arg && typeof arg === 'object');
    const pairs = Array.isArray(headers) ? headers.flatMap((_, i) => (i % 2 ? [] : [[headers[i], headers[i + 1]]])) : Object.entries(headers ?? {});
    for (const [name, value] of pairs) if (value !== undefined) res.setHeader(name, value);
    held = true;
    return res;
  };
  res.flushHeaders = function flushHeaders() {
    release(isHtml() ? streamPolicy : otherPolicy);
    res.flushHeaders();
  };
  res.write = function write(...args) {
    release(isHtml() ? streamPolicy : otherPolicy);
    return res.write(...args);
  };
  res.end = function end(chunk, ...rest) {
    if (!isHtml() || chunk === undefined || chunk === null || typeof chunk === 'function') {
      release(isHtml() ? streamPolicy : otherPolicy);
      return res.end(chunk, ...rest);
    }
    const body = typeof chunk === 'string' ? Buffer.from(chunk, typeof rest[0] === 'string' ? rest[0] : 'utf8') : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const { policy, encoded } = wholePage(body, /** @type {string | undefined} */ (res.getHeader('etag')));
    // Before release(): a held writeHead sends the headers there.
    if (encoded) res.setHeader('Content-Encoding', encoded.encoding).setHeader('Content-Length', encoded.body.length);
    release(policy);
    return res.end(encoded?.body ?? chunk, ...rest);
  };
}
