#!/usr/bin/env node
// The site's HTTP server: Next.js behind a thin layer that does what Next cannot be told to.
// - The visitor's address comes from the socket, and from X-Forwarded-For only through
//   TRUSTED_PROXY_HOPS proxies (server/client-address.mjs); route handlers read the result
//   as the one X-Forwarded-For entry. X-Forwarded-Proto is trusted the same way.
// - Every answer carries the security headers, errors included; pages get a
//   Content-Security-Policy with the hashes of their inline scripts (server/html-policy.mjs).
// - Broken %-escapes and unknown methods get a 4xx instead of Next's 500.
// - Answers are compressed here (next.config.ts turns Next's own compression off, because the
//   policy is computed from the uncompressed page); pages in brotli at its best once they are
//   answered again (server/html-encoding.mjs).
// - Pages Next serves from its cache are kept, finished, for a second (server/response-cache.mjs).
// Usage: node server/main.mjs [--dev]   (PORT and TRUSTED_PROXY_HOPS from the environment)
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import compression from 'compression';
import next from 'next';
import { preferredLocale } from '../lib/i18n/preferred-locale.mjs';
import { INLINE_SCRIPTS, googleAnalyticsInit } from '../lib/inline-scripts.mjs';
import { SECURITY_HEADERS } from '../lib/security-headers.mjs';
import { resolveClientAddress, resolveProtocol, trustedProxyHops } from './client-address.mjs';
import { RESOURCE_POLICY, pagePolicy } from './content-security-policy.mjs';
import { createHtmlEncoder } from './html-encoding.mjs';
import { withHtmlPolicy } from './html-policy.mjs';
import { siteUrlWarning } from './site-url-warning.mjs';
import { inlineScriptHashes } from './inline-script-hashes.mjs';
import { ALLOWED_METHODS, refusal } from './refusals.mjs';
import { cacheKeyOf, createResponseCache, lifetimeOf } from './response-cache.mjs';

const require = createRequire(import.meta.url);
const catalogues = { ko: require('../messages/ko.json'), en: require('../messages/en.json') };

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT || 3000);
const hops = trustedProxyHops(process.env.TRUSTED_PROXY_HOPS);
const gaId = process.env.NEXT_PUBLIC_GA_ID?.trim();
const known = new Set([...INLINE_SCRIPTS, ...(gaId ? [googleAnalyticsInit(gaId)] : [])]);
const policyOptions = { dev, analytics: Boolean(gaId), maps: Boolean(process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY?.trim()) };
const warned = new Set();

function policyFor(html) {
  if (dev) return pagePolicy({ ...policyOptions, scriptHashes: [] });
  const { sources, refused } = inlineScriptHashes(html, known);
  for (const text of refused) {
    const start = text.slice(0, 80);
    if (!warned.has(start)) {
      warned.add(start);
      console.warn(`[csp] an inline script that is neither Next's nor in lib/inline-scripts.mjs is blocked: ${start}`);
    }
  }
  return pagePolicy({ ...policyOptions, scriptHashes: sources });
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
const responses = createResponseCache();
const pages = createHtmlEncoder();

await app.prepare();
// After prepare: Next has loaded the .env files into process.env by now.
const siteUrlProblem = siteUrlWarning(process.env.SITE_URL, dev);
if (siteUrlProblem) console.warn(siteUrlProblem);

const server = createServer((req, res) => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  delete req.headers['x-real-ip'];
  req.headers['x-forwarded-for'] = resolveClientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], hops);
  req.headers['x-forwarded-proto'] = resolveProtocol('encrypted' in req.socket, req.headers['x-forwarded-proto'], hops);

  const refused = refusal(req.method ?? '', req.url ?? '/');
  if (refused && 'status' in refused) {
    return answerJson(req, res, refused.status, refused.message, refused.status === 405 ? { Allow: ALLOWED_METHODS } : {});
  }
  if (refused) req.url = refused.notFoundPage;

  const key = dev ? null : cacheKeyOf(req);
  if (key && responses.answer(key, req, res)) return;
  if (key) responses.keep(key, req, res);
  else if (req.method !== 'GET' && req.method !== 'HEAD') {
    // A write (a staff save, a visitor's form) has been made: what was kept may be out of date.
    res.on('finish', () => {
      if (res.statusCode < 400) responses.clear();
    });
  }

  compress(req, res, () => {
    withHtmlPolicy(res, {
      policyFor,
      otherPolicy: RESOURCE_POLICY,
      encode: dev ? null : (body) => pages.encode(body, { acceptEncoding: req.headers['accept-encoding'], shared: lifetimeOf(res.statusCode, res.getHeaders(), body.length) > 0 }),
    });
    handle(req, res).catch((error) => {
      console.error(`${req.method} ${req.url} failed`, error);
      if (!res.headersSent) answerJson(req, res, 500, 'serverError');
      else res.destroy();
    });
  });
});

if (dev) server.on('upgrade', app.getUpgradeHandler());
server.listen(port, () => {
  console.info(`[server] ${dev ? 'development' : 'production'} on http://localhost:${port} (trusted proxy hops: ${hops})`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close();
    app.close().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
