/** @jest-environment node */
import { PassThrough } from 'node:stream';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { pagePolicy } from '@/server/content-security-policy.mjs';
import { withHtmlPolicy } from '@/server/html-policy.mjs';
import { gunzipSync } from 'node:zlib';
import { ENCODERS, perVersion } from '@/server/encoded-pages.mjs';

/** A response whose socket collects what would be sent. */
function response() {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  const sent: Buffer[] = [];
  const socket = new PassThrough();
  socket.on('data', (chunk: Buffer) => sent.push(chunk));
  res.assignSocket(socket as unknown as Socket);
  const policies = { whole: [] as string[] };
  const cache = perVersion(1 << 20);
  withHtmlPolicy(res, {
    wholePage: (body: Buffer, etag: string | undefined) => {
      policies.whole.push(body.toString('utf8'));
      return { policy: 'whole', encoded: etag ? { encoding: 'gzip', body: cache('gzip', etag, () => ENCODERS.gzip(body)) } : null };
    },
    streamPolicy: 'streamed',
    otherPolicy: 'other',
  });
  const bytes = () => Buffer.concat(sent);
  return { res, policies, bytes, text: () => bytes().toString('utf8') };
}

describe('withHtmlPolicy', () => {
  it('gives a page Next has whole the policy of its own body', () => {
    const { res, policies, text } = response();
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end('<html><script>x</script></html>');
    expect(res.getHeader('content-security-policy')).toBe('whole');
    expect(policies.whole).toEqual(['<html><script>x</script></html>']);
    expect(text()).toContain('<html><script>x</script></html>');
  });

  it('sends a whole page with an ETag as its encoded bytes, with their length', () => {
    const { res, bytes } = response();
    const page = `<html>${'<p>Weekly sale</p>'.repeat(200)}</html>`;
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ETag: '"abc-1"', 'Content-Length': Buffer.byteLength(page) });
    res.end(page);
    expect(res.getHeader('content-encoding')).toBe('gzip');
    const sent = bytes();
    const body = sent.subarray(sent.indexOf('\r\n\r\n') + 4);
    expect(Number(res.getHeader('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(page.length / 10);
    expect(gunzipSync(body).toString('utf8')).toBe(page);
  });

  it('lets a streamed page through as it comes, with the nonce policy', async () => {
    const { res, policies, text } = response();
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.write('<html>');
    expect(res.headersSent).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(text()).toContain('<html>');
    res.end('</html>');
    expect(res.getHeader('content-security-policy')).toBe('streamed');
    expect(policies.whole).toEqual([]);
  });

  it('decides at flushHeaders too', () => {
    const { res } = response();
    res.setHeader('Content-Type', 'text/html');
    res.flushHeaders();
    expect(res.headersSent).toBe(true);
    expect(res.getHeader('content-security-policy')).toBe('streamed');
  });

  it.each([
    ['JSON', 'application/json', 200, undefined, 'other'],
    ['a file with its own policy', 'image/png', 200, "default-src 'none'; sandbox", "default-src 'none'; sandbox"],
    ['a 304', 'text/html', 304, undefined, undefined],
  ])('%s keeps or gets the resource policy', (_, type, status, own, expected) => {
    const { res } = response();
    res.statusCode = status;
    res.setHeader('Content-Type', type);
    if (own) res.setHeader('Content-Security-Policy', own);
    res.end();
    expect(res.getHeader('content-security-policy')).toBe(expected);
  });
});

describe('pagePolicy', () => {
  it('allows the nonce and the hashes, never inline scripts at large', () => {
    const policy = pagePolicy({ nonce: 'abc', scriptHashes: ["'sha256-x'"] });
    expect(policy).toContain("script-src 'self' 'nonce-abc' 'sha256-x'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('names no nonce on a page served whole', () => {
    expect(pagePolicy({ scriptHashes: ["'sha256-x'"] })).toContain("script-src 'self' 'sha256-x';");
  });
});

describe('perVersion', () => {
  it('makes a value once per kind and version, and forgets the least recently used beyond its bytes', () => {
    const cache = perVersion(8);
    const made: string[] = [];
    const make = (value: string) => () => (made.push(value), Buffer.from(value));
    expect(cache('br', '"a"', make('a-br')).toString()).toBe('a-br');
    expect(cache('br', '"a"', make('xxxx')).toString()).toBe('a-br');
    expect(cache('gzip', '"a"', make('a-gz')).toString()).toBe('a-gz');
    cache('br', '"b"', make('b-br'));
    expect(cache('br', '"a"', make('a-br')).toString()).toBe('a-br');
    expect(made).toEqual(['a-br', 'a-gz', 'b-br', 'a-br']);
  });

  it('keeps an exact copy, not a view of a larger block (the byte count would miss the rest)', () => {
    const view = Buffer.from('a policy');
    expect(view.buffer.byteLength).toBeGreaterThan(view.length);
    const kept = perVersion(1024)('policy', 'v1', () => view);
    expect(kept.buffer.byteLength).toBe(kept.length);
    expect(kept.toString()).toBe('a policy');
  });
});
