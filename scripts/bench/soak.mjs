#!/usr/bin/env node
// The soak (issue 50, item 6): a mixed load for a long time (pages, searches, lookups and
// submissions, as visitors send them), with the server's resident memory sampled every 10 s.
// Memory should be flat after warm-up: reported are the resident set after the first fifth of
// the run, its peak, at the end, and the slope of a line fitted to the samples after warm-up
// (MB per 10 minutes), for the resident set and for its parts (V8's heap, memory outside it), so
// that growth can be told from V8 keeping objects; with the answers' count, statuses and latency.
// SNAPSHOTS=dir writes a V8 heap snapshot there at the end of warm-up and at the end of the load
// (compare them in Chrome's DevTools, Memory, Comparison, to see what is kept).
// The site runs on a scratch database on the PostgreSQL server of TEST_DATABASE_URL (or
// DATABASE_URL), or on the embedded database in a scratch folder when neither is set; a first
// start seeds the demo content, and the measured server is the restart on it (as production runs).
// Usage: npm run build && TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
//          node scripts/bench/soak.mjs [minutes=30] [connections=20]
// Run by hand; the figures go in the closing note, never into a test.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { inquiryBody, newAddresses, scratchDatabase, startProbedSite, startSite, stopSite, untilHealthy } from './bench-site.mjs';

const [minutesArg, connectionsArg] = process.argv.slice(2);
const minutes = Number(minutesArg ?? 30);
const connections = Number(connectionsArg ?? 20);
const port = 3295;
const base = `http://127.0.0.1:${port}`;
const megabytes = (bytes) => (bytes / 1024 / 1024).toFixed(0);
const snapshots = process.env.SNAPSHOTS ? path.resolve(process.env.SNAPSHOTS) : null;

const json = { 'content-type': 'application/json' };
const fromNewAddress = newAddresses();
// Visitors send under their own e-mail addresses and look up their own: 200 shoppers taking
// turns, so that each address gathers records slowly, as a shopper's would.
const SHOPPERS = 200;
const shopper = (turn) => `shopper-${turn % SHOPPERS}@example.com`;
let sent = 0;
let lookedUp = 0;
const ownInquiry = (request) => {
  const { boundary, body } = inquiryBody({ email: shopper(sent++), password: 'soak-password' });
  return fromNewAddress({ ...request, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body });
};
const ownLookup = (request) => fromNewAddress({ ...request, body: JSON.stringify({ email: shopper(lookedUp++), password: 'soak-password' }) });
const get = (address) => ({ method: 'GET', path: address, headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' } });
// One round of what visitors do, in the proportions of a shopping day: mostly pages, then searches,
// some look-ups of their own inquiries, and now and then a new inquiry with its file.
const round = [
  get('/'),
  get('/en/sale/maryland'),
  get('/sale/virginia'),
  get('/event'),
  get('/en/career'),
  get('/announcement?page=2'),
  get('/location-detail/sterling-va'),
  get('/en/faq'),
  get('/products/meat'),
  get('/en/event?search=kimchi'),
  get('/career?cities=1,3&ordering=due_date'),
  { method: 'GET', path: '/api/sale/search?q=gochujang' },
  { method: 'GET', path: `/api/sale/search?q=${encodeURIComponent('신라면')}` },
  get('/faq?q=gift'),
  { method: 'POST', path: '/api/inquiry/retrieve/', headers: json, setupRequest: ownLookup },
  { method: 'POST', path: '/api/inquiry/retrieve/', headers: json, body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }), setupRequest: fromNewAddress },
  get('/en/location'),
  get('/privacy'),
  { method: 'POST', path: '/api/inquiry/general/', setupRequest: ownInquiry },
];

/** Least-squares slope of (ms, bytes) samples, in MB per 10 minutes. */
function slope(samples) {
  const n = samples.length;
  const mx = samples.reduce((sum, [x]) => sum + x, 0) / n;
  const my = samples.reduce((sum, [, y]) => sum + y, 0) / n;
  const num = samples.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0);
  const den = samples.reduce((sum, [x]) => sum + (x - mx) ** 2, 0);
  return ((num / den) * 600_000) / 1024 / 1024;
}

const scratch = mkdtempSync(path.join(tmpdir(), 'lotte-soak-'));
const server = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const database = server ? await scratchDatabase(server, 'lotte_soak') : null;
const env = {
  ...(database ? { DATABASE_URL: database.url } : { DATABASE_URL: '', PGLITE_DIR: path.join(scratch, 'pglite') }),
  SESSION_SECRET: randomBytes(32).toString('hex'),
  UPLOAD_DIR: path.join(scratch, 'uploads'),
  TRUSTED_PROXY_HOPS: '1',
  NEXT_PUBLIC_GA_ID: '',
};
let site;
try {
  site = startSite(port, env);
  await untilHealthy(base);
  await stopSite(site);
  if (snapshots) mkdirSync(snapshots, { recursive: true });
  const probed = startProbedSite(port, env, snapshots ? `--heapsnapshot-signal=SIGUSR1 --diagnostic-dir=${snapshots}` : '');
  site = probed.child;
  await untilHealthy(base);
  const samples = [];
  const started = Date.now();
  const warmUpMs = (minutes * 60_000) / 5;
  let snapshotAtWarmUp = Boolean(snapshots);
  const sampler = setInterval(() => {
    probed.probe().then((memory) => {
      const at = Date.now() - started;
      samples.push([at, memory]);
      if (snapshotAtWarmUp && at >= warmUpMs) {
        snapshotAtWarmUp = false;
        site.kill('SIGUSR1');
      }
    }, () => undefined);
  }, 10_000);
  const result = await autocannon({ url: base, connections, duration: minutes * 60, requests: round });
  clearInterval(sampler);
  if (snapshots) {
    const before = new Set(readdirSync(snapshots));
    site.kill('SIGUSR1');
    // The file appears at once and grows while V8 writes it: done when its size holds for 2 s.
    let size = -1;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const file = readdirSync(snapshots).find((name) => !before.has(name));
      const now = file ? statSync(path.join(snapshots, file)).size : -1;
      if (now > 0 && now === size) break;
      size = now;
    }
  }
  const of = (kind) => samples.map(([at, memory]) => [at, memory[kind]]);
  const warm = of('rss').filter(([at]) => at >= warmUpMs);
  const peak = Math.max(...of('rss').map(([, bytes]) => bytes));
  const statuses = Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => `${code}×${count}`).join(' ');
  console.info(`${minutes} min, ${connections} connections, ${database ? 'PostgreSQL' : 'embedded database'}; ${result.requests.total} answers (${result.requests.average.toFixed(0)}/s), ${result.errors} connection errors; ${statuses}`);
  console.info(`latency ms: p50 ${result.latency.p50}, p90 ${result.latency.p90}, p99 ${result.latency.p99}, max ${result.latency.max}`);
  console.info(`resident MB: after warm-up ${megabytes(warm[0][1])}, peak ${megabytes(peak)}, end ${megabytes(warm.at(-1)[1])}; after warm-up ${slope(warm).toFixed(1)} MB per 10 minutes over ${warm.length} samples`);
  const parts = ['heapUsed', 'heapTotal', 'external', 'arrayBuffers'].map((kind) => {
    const after = of(kind).filter(([at]) => at >= warmUpMs);
    return `${kind} ${megabytes(after[0][1])} -> ${megabytes(after.at(-1)[1])} (${slope(after).toFixed(1)}/10 min)`;
  });
  console.info(`its parts after warm-up, MB: ${parts.join('; ')}`);
  if (snapshots) console.info(`heap snapshots in ${snapshots}`);
} finally {
  if (site) await stopSite(site);
  await database?.drop();
  rmSync(scratch, { recursive: true, force: true });
}
