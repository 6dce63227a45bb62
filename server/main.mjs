#!/usr/bin/env node
// The site's HTTP server: Next.js behind a thin layer that does what Next cannot be told to.
// - The visitor's address and protocol: from X-Forwarded-For/-Proto only through
//   TRUSTED_PROXY_HOPS proxies. Broken %-escapes and unknown methods get a 4xx, not Next's 500.
// - Security headers; pages a Content-Security-Policy allowing only their own inline scripts
//   (html-policy.mjs; docs/decisions/004-thin-server-and-csp.md). Compression is here, around
//   the policy, which reads a page before it is compressed (next.config.ts turns Next's off);
//   a whole page once per version (encoded-pages.mjs).
// - How long the shipped nginx may keep an answer: to the end of its second (micro-cache.mjs).
// Usage: node server/main.mjs [--dev]   (PORT and TRUSTED_PROXY_HOPS from the environment)
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import compression from 'compression';
import Negotiator from 'negotiator';
import next from 'next';
import { preferredLocale } from '../lib/i18n/preferred-locale.mjs';
import { INLINE_SCRIPTS, googleAnalyticsInit } from '../lib/inline-scripts.mjs';
import { SECURITY_HEADERS } from '../lib/security-headers.mjs';
import { resolveClientAddress, resolveProtocol, trustedProxyHops } from './client-address.mjs';
import { RESOURCE_POLICY, pagePolicy } from './content-security-policy.mjs';
import { ENCODERS, perVersion } from './encoded-pages.mjs';
import { withHtmlPolicy } from './html-policy.mjs';
import { inlineScriptHashes, sha256Source } from './inline-script-hashes.mjs';
import { microCacheExpires } from './micro-cache.mjs';
import { safeError } from '../lib/safe-log.mjs';
import { ALLOWED_METHODS, refusal } from './refusals.mjs';

const require = createRequire(import.meta.url);
const catalogues = { ko: require('../messages/ko.json'), en: require('../messages/en.json') };

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT || 3000);
const hops = trustedProxyHops(process.env.TRUSTED_PROXY_HOPS);
const gaId = process.env.NEXT_PUBLIC_GA_ID?.trim();
const known = new Set(INLINE_SCRIPTS);
// GA's own inline snippet is written by script once the visitor's privacy choices allow it (components/layout/analytics.tsx), never in a page's HTML: every page's policy allows it.
const analyticsHashes = gaId ? [sha256Source(googleAnalyticsInit(gaId))] : [];
const knownHashes = [...[...known].map(sha256Source), ...analyticsHashes];
const policyOptions = { dev, analytics: Boolean(gaId), maps: Boolean(process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY?.trim()) };
const warned = new Set();
const wholePages = perVersion(64 * 2 ** 20);

function hashedPolicy(body) {
  const { sources, refused } = inlineScriptHashes(body.toString('utf8'), known);
  for (const start of new Set(refused.map((text) => text.slice(0, 80)).filter((start) => !warned.has(start)))) {
    warned.add(start);
    console.warn(`[csp] an inline script neither Next's nor in lib/inline-scripts.mjs is blocked: ${start}`);
  }
  return pagePolicy({ ...policyOptions, scriptHashes: [...sources, ...analyticsHashes] });
}

function answerJson(req, res, status, message, headers = {}) {
  // Like the API: ?lang= first (URLSearchParams tolerates the broken escapes refused here).
  const asked = new URLSearchParams((req.url ?? '').split('?')[1] ?? '').get('lang');
  const locale = preferredLocale({ asked, cookieHeader: req.headers.cookie, acceptLanguage: req.headers['accept-language'] });
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'Content-Security-Policy': RESOURCE_POLICY, ...headers });
  res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ detail: catalogues[locale].api[message] }));
}

const app = next({ dev, port });
const handle = app.getRequestHandler();
const compress = compression();
await app.prepare();

// A request's headers must all arrive within 15 s (Node's own default waits a minute, and
// counts only every 30 s): a flood of slow clients cannot hold the server's connections open.
const server = createServer({ headersTimeout: 15_000, connectionsCheckingInterval: 2_000 }, (req, res) => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  delete req.headers['x-real-ip'];
  req.headers['x-forwarded-for'] = resolveClientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], hops);
  req.headers['x-forwarded-proto'] = resolveProtocol('encrypted' in req.socket, req.headers['x-forwarded-proto'], hops);
  // Next writes this nonce on the scripts of a page it renders now (never on a cached one).
  const nonce = dev ? undefined : randomBytes(16).toString('base64');
  if (nonce) req.headers['content-security-policy'] = `script-src 'nonce-${nonce}'`;

  const asked = req.url ?? '/';
  const refused = refusal(req.method ?? '', asked);
  if (refused && 'status' in refused) return answerJson(req, res, refused.status, refused.message, refused.status === 405 ? { Allow: ALLOWED_METHODS } : {});
  if (refused) req.url = refused.notFoundPage;

  compress(req, res, () => {
    const streamPolicy = pagePolicy({ ...policyOptions, nonce, scriptHashes: dev ? [] : knownHashes });
    const encoding = dev || req.method === 'HEAD' ? null : new Negotiator(req).encoding(['br', 'gzip'], { preferred: ['br', 'gzip'] });
    const wholePage = (body, etag) => {
      // Found pages only (a 404 holds what was asked), by their body's digest (Next's ETag is a short hash).
      const version = etag && res.statusCode === 200 ? createHash('sha256').update(body).digest('base64url') : null;
      const policy = dev ? streamPolicy : version ? wholePages('policy', version, () => Buffer.from(hashedPolicy(body))).toString() : hashedPolicy(body);
      return { policy, encoded: version && encoding ? { encoding, body: wholePages(encoding, version, () => ENCODERS[encoding](body)) } : null };
    };
    const onHeaders = () => {
      const expires = microCacheExpires(asked, res.statusCode, res.getHeader('cache-control'), Date.now());
      if (expires) res.setHeader('X-Accel-Expires', expires);
    };
    withHtmlPolicy(res, { streamPolicy, otherPolicy: RESOURCE_POLICY, wholePage, onHeaders });
    handle(req, res).catch((error) => {
      console.error(`${req.method} ${req.url?.split('?')[0]} failed: ${safeError(error)}`);
      if (!res.headersSent) answerJson(req, res, 500, 'serverError');
      else res.destroy();
    });
  });
});

if (dev) server.on('upgrade', app.getUpgradeHandler());
server.listen(port, () => console.info(`[server] ${dev ? 'development' : 'production'} on http://localhost:${port} (trusted proxy hops: ${hops})`));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close();
    // The mail worker (lib/server/mail/worker.ts) first marks what it is sending as sent: else it would go again after the restart.
    Promise.resolve(globalThis.__lotteStopMailWorker?.())
      .finally(() => app.close())
      .finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
