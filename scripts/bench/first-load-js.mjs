#!/usr/bin/env node
// First-load JavaScript of prerendered pages, from the production build in .next/:
// every <script src> the page's HTML loads, raw and gzipped; `noModule` scripts (polyfills
// that only old browsers fetch) are counted apart. Next 16's build no longer prints these sizes. Usage: npm run build && node scripts/bench/first-load-js.mjs [/en/privacy ...]
// Pages rendered per request (/career, /career-apply?post=2): FROM=http://127.0.0.1:3000 reads
// their HTML from a running production server instead; the scripts still come from .next/.
// FLOOR=1 first builds a bare App Router page with the same Next and React (installed into a
// temporary folder) and prints each page's excess over it.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildBareNext, version } from './bare-next.mjs';

const pages = process.argv.slice(2);
if (pages.length === 0) pages.push('/privacy', '/en/privacy', '/giftcard', '/');

function htmlFileFor(route) {
  // Korean pages are prerendered under /ko (the proxy rewrites / to /ko).
  const internal = route.startsWith('/en') ? route : `/ko${route === '/' ? '' : route}`;
  return path.join('.next/server/app', `${internal}.html`);
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

/** Every <script src> of a page's HTML, read from a build folder: modern and noModule totals. */
function scriptTotals(html, buildDir) {
  const tags = new Map([...html.matchAll(/<script([^>]+)>/g)].flatMap((m) => {
    const src = /src="([^"]+)"/.exec(m[1])?.[1];
    return src ? [[src, /nomodule/i.test(m[1])]] : [];
  }));
  const total = { modern: { n: 0, raw: 0, gz: 0 }, legacy: { n: 0, raw: 0, gz: 0 } };
  for (const [src, noModule] of tags) {
    const body = readFileSync(path.join(buildDir, src.replace(/^\/_next\//, '').split('?')[0]));
    const bucket = noModule ? total.legacy : total.modern;
    bucket.n += 1;
    bucket.raw += body.length;
    bucket.gz += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

/** First-load JavaScript of a bare Next page with this project's Next and React versions. */
function bareFloor() {
  const dir = buildBareNext();
  try {
    const html = readFileSync(path.join(dir, '.next/server/app/index.html'), 'utf8');
    const { modern } = scriptTotals(html, path.join(dir, '.next'));
    console.info(`bare Next ${version('next')} / React ${version('react')} page: ${modern.n} scripts, ${kb(modern.gz)} gzipped (the floor)`);
    return modern.gz;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const floor = process.env.FLOOR ? bareFloor() : null;
const from = process.env.FROM;
for (const route of pages) {
  const file = htmlFileFor(route);
  if (!from && !existsSync(file)) {
    console.error(`${route}: no prerendered HTML at ${file} (run npm run build first, or set FROM to a running server)`);
    process.exitCode = 1;
    continue;
  }
  const html = from ? await (await fetch(`${from}${route}`, { headers: { 'accept-language': route.startsWith('/en') ? 'en' : 'ko' } })).text() : readFileSync(file, 'utf8');
  const total = scriptTotals(html, '.next');
  console.info(
    `${route}: ${total.modern.n} scripts, ${kb(total.modern.raw)} raw, ${kb(total.modern.gz)} gzipped` +
      ` (+ ${kb(total.legacy.gz)} gzipped noModule polyfills for old browsers only);` +
      ` HTML ${kb(Buffer.byteLength(html))} (${kb(gzipSync(html).length)} gzipped)` +
      (floor === null ? '' : `; ${kb(total.modern.gz - floor)} over the floor`),
  );
}
