#!/usr/bin/env node
// Lighthouse (mobile preset, simulated throttling: Lighthouse's own default) on pages of the
// production build, in Debian's Chromium.
// Starts the site's server on a fresh seeded embedded database, warms each page once (so image
// resizing is cached, as on a live site), then runs Lighthouse and prints the category
// scores and LCP. Korean pages are asked for in Korean (Accept-Language).
// Usage: npm run build && node scripts/bench/lighthouse.mjs [/sale/maryland /event ...]
// With no pages it runs the key pages of both languages (KEY_PAGES below).
// LH_REPORTS=dir keeps each page's full report there as JSON, to see what costs the points.
// Each page is measured with simulated throttling (Lighthouse's default) and with the throttling
// applied to the browser (devtools), side by side in one run: on loopback the simulation sees
// every request finish within ~200 ms of the page, so the two can disagree. LH_THROTTLING=simulate
// or =devtools measures one only.
// LH_RUNS=n runs each page n times per method and keeps the run with the median LCP (simulated
// LCP moves with the timing of the observed load, by a few hundred ms between runs).
// The page `replica` is the client-rendered replica of the weekly sale (scripts/bench/replica/,
// an empty shell that fetches /api/sale/ and shows the flyer), served beside the site.
// The page `bare` is a bare App Router page of the same Next and React versions with a heading
// and some text (scripts/bench/bare-next.mjs), served by its own `next start`: the framework's
// floor, what no page of the site can go below.
// Run by hand; the figures go in the closing note, never into a test.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildBareNext } from './bare-next.mjs';
import { serveReplica } from './replica/serve.mjs';

const port = 3291;
const base = `http://127.0.0.1:${port}`;
const replicaPort = 3294;
const barePort = 3295;
const KEY_PAGES = ['/', '/sale/maryland', '/event', '/location', '/location-detail/sterling-va', '/career'];
const pages = process.argv.slice(2);
if (pages.length === 0) pages.push(...KEY_PAGES.flatMap((page) => [page, page === '/' ? '/en' : `/en${page}`]), 'replica', 'bare');
const chromePath = process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium';

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

const scratch = mkdtempSync(path.join(tmpdir(), 'lotte-lighthouse-'));
// The site's own server (server/main.mjs), as production runs it: compressed, with its headers.
const server = spawn(process.execPath, ['server/main.mjs'], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), PGLITE_DIR: path.join(scratch, 'db'), UPLOAD_DIR: path.join(scratch, 'uploads'), DATABASE_URL: '', NEXT_TELEMETRY_DISABLED: '1' },
  stdio: 'ignore',
});

let chrome;
const replica = pages.includes('replica') ? await serveReplica(replicaPort, port) : null;
const bareDir = pages.includes('bare') ? buildBareNext() : null;
const bare = bareDir
  ? spawn(path.join(bareDir, 'node_modules/.bin/next'), ['start', '-p', String(barePort), '-H', '127.0.0.1'], { cwd: bareDir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: 'ignore' })
  : null;
try {
  const deadline = Date.now() + 120_000;
  const up = (url) => fetch(url).then((r) => r.ok, () => false);
  while (!(await up(`${base}/api/health`)) || (bare && !(await up(`http://127.0.0.1:${barePort}/`)))) {
    if (Date.now() > deadline) throw new Error('server did not become healthy');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const methods = process.env.LH_THROTTLING === 'devtools' ? ['devtools'] : process.env.LH_THROTTLING === 'simulate' ? ['simulate'] : ['simulate', 'devtools'];
  const seconds = (audit) => `${(audit.numericValue / 1000).toFixed(1)} s`;
  console.info(`page                          perf  a11y  best  seo   ${methods.map((method) => `LCP ${method.padEnd(9)} TBT ${method.padEnd(9)}`).join(' ')} CLS    FCP      bytes`);
  for (const page of pages) {
    const korean = !page.startsWith('/en');
    const headers = { 'Accept-Language': korean ? 'ko-KR,ko' : 'en-US,en' };
    const url = { replica: `http://127.0.0.1:${replicaPort}/`, bare: `http://127.0.0.1:${barePort}/` }[page] ?? `${base}${page}`;
    // Warm up twice: the page itself, then its flyer or thumbnails through the image optimizer.
    for (let i = 0; i < 2; i += 1) {
      await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: headers });
    }
    const results = [];
    for (const method of methods) results.push(await medianRun(chrome.port, url, headers, method));
    if (results.some((result) => !result)) {
      console.error(`${page}: no run measured the page (every run lost its trace)`);
      continue;
    }
    const { categories, audits } = results[0].lhr;
    if (process.env.LH_REPORTS) {
      mkdirSync(process.env.LH_REPORTS, { recursive: true });
      results.forEach((result, i) => writeFileSync(path.join(process.env.LH_REPORTS, `${page.replace(/\W+/g, '_') || 'home'}-${methods[i]}.json`), JSON.stringify(result.lhr)));
    }
    const score = (key) => String(Math.round((categories[key]?.score ?? 0) * 100)).padStart(4);
    const columns = results.map((result) => `${seconds(result.lhr.audits['largest-contentful-paint']).padEnd(13)} ${result.lhr.audits['total-blocking-time'].displayValue.padEnd(13)}`).join(' ');
    const spread = results.map((result) => result.spread).join(' / ');
    console.info(
      `${page.padEnd(29)} ${score('performance')}  ${score('accessibility')}  ${score('best-practices')}  ${score('seo')}  ${columns} ${audits['cumulative-layout-shift'].displayValue.padEnd(5)}  ${audits['first-contentful-paint'].displayValue.padEnd(7)}  ${Math.round(audits['total-byte-weight'].numericValue / 1024)} kB${spread ? `  LCP runs ${spread}` : ''}`,
    );
  }
} finally {
  replica?.close();
  bare?.kill('SIGTERM');
  if (bareDir) rmSync(bareDir, { recursive: true, force: true });
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(scratch, { recursive: true, force: true });
}

/** The run with the median LCP of LH_RUNS runs with one throttling method (Chromium on `port`), and the LCPs of all. */
async function medianRun(port, url, headers, method) {
  const runs = [];
  for (let i = 0, failures = 0; i < Number(process.env.LH_RUNS ?? 1); i += 1) {
    const run = await lighthouse(url, { port, output: 'json', logLevel: 'error', extraHeaders: headers }, { extends: 'lighthouse:default', settings: { throttlingMethod: method } });
    // Chromium now and then loses a trace's navigation start (NO_NAVSTART): that run measured nothing.
    if (run.lhr.runtimeError) {
      failures += 1;
      if (failures <= 3) i -= 1;
      continue;
    }
    runs.push(run);
  }
  if (runs.length === 0) return null;
  const lcp = (run) => run.lhr.audits['largest-contentful-paint'].numericValue;
  runs.sort((a, b) => lcp(a) - lcp(b));
  const median = runs[Math.floor((runs.length - 1) / 2)];
  return { lhr: median.lhr, spread: runs.length > 1 ? runs.map((run) => (lcp(run) / 1000).toFixed(1)).join(', ') : '' };
}
