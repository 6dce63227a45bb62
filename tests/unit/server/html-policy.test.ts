/** @jest-environment node */
import { PassThrough } from 'node:stream';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { pagePolicy } from '@/server/content-security-policy.mjs';
import { withHtmlPolicy } from '@/server/html-policy.mjs';

/** A response whose socket collects what would be sent. */
function response() {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  const sent: Buffer[] = [];
  const socket = new PassThrough();
  socket.on('data', (chunk: Buffer) => sent.push(chunk));
  res.assignSocket(socket as unknown as Socket);
  const policies = { whole: [] as string[] };
  withHtmlPolicy(res, {
    policyFor: (html: string) => {
      policies.whole.push(html);
      return 'whole';
    },
    streamPolicy: 'streamed',
    otherPolicy: 'other',
  });
  return { res, policies, text: () => Buffer.concat(sent).toString('utf8') };
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
