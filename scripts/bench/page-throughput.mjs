#!/usr/bin/env node
// Requests per second and p99 latency of pages at 50 connections, as a browser asks them
// (Accept-Encoding: gzip, deflate, br), for each running site named in SITES; with NGINX=1 also
// the first site behind deploy/nginx/ (its 1-second micro-cache) and, beside it, nginx serving
// the very same compressed answer from disk. Runs are interleaved page by page, so that the
// machine's other load hits all alike; each figure is the better of two runs.
// Usage: SITES="after=http://127.0.0.1:3301 before=http://127.0.0.1:3302" NGINX=1 \
//          node scripts/bench/page-throughput.mjs [seconds=5] [connections=50] [paths...]
// Start each site on a production build (`PORT=3301 PGLITE_DIR=memory:// node scripts/start.mjs`,
// or `npx next start -p 3304` for plain Next). Run by hand; figures go to docs/performance.md.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { startNginx } from './bench-site.mjs';

const [secondsArg, connectionsArg, ...given] = process.argv.slice(2);
const seconds = Number(secondsArg ?? 5);
const connections = Number(connectionsArg ?? 50);
const sites = (process.env.SITES ?? 'site=http://127.0.0.1:3000').split(/\s+/).filter(Boolean).map((pair) => pair.split('=', 2));
const paths = given.length ? given : ['/sale/maryland', '/', '/event', '/announcement', '/career', '/products'];
const headers = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };
const PROXY_PORT = 8091;
const DISK_PORT = 8092;

async function load(url, duration = seconds) {
  const result = await autocannon({ url, connections, duration, headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}
const better = (a, b) => (a.rps >= b.rps ? a : b);

const nginx = process.env.NGINX && existsSync('/usr/sbin/nginx') ? await startNginx(new URL(sites[0][1]).host, { proxyPort: PROXY_PORT, diskPort: DISK_PORT }) : null;
const root = nginx?.root;

const rows = [];
for (const [index, page] of paths.entries()) {
  // A query address may answer 308 to its path address: the page is what it redirects to.
  const first = await fetch(`${sites[0][1]}${page}`, { headers });
  const address = new URL(first.url).pathname + new URL(first.url).search;
  const row = { page: address, status: first.status, cache: first.headers.get('x-nextjs-cache') ?? '-' };
  const targets = sites.map(([name, base]) => [name, `${base}${address}`]);
  if (nginx) {
    const proxied = await fetch(`http://127.0.0.1:${PROXY_PORT}${address}`, { headers });
    const encoding = proxied.headers.get('content-encoding') ?? '';
    await proxied.arrayBuffer();
    // The compressed bytes as nginx keeps them (fetch would decode them).
    const raw = await new Promise((resolve) => {
      get(`http://127.0.0.1:${PROXY_PORT}${address}`, { headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      });
    });
    mkdirSync(path.join(root, 'disk'), { recursive: true });
    writeFileSync(path.join(root, 'disk', `p${index}`), raw);
    targets.push(['nginx', `http://127.0.0.1:${PROXY_PORT}${address}`], ['nginx-disk', `http://127.0.0.1:${DISK_PORT}/p${index}?e=${encoding}`]);
  }
  for (const [, url] of targets) await load(url, 1); // warm-up
  for (let round = 0; round < 2; round += 1) {
    for (const [name, url] of targets) row[name] = row[name] ? better(row[name], await load(url)) : await load(url);
  }
  rows.push(row);
}
await nginx?.stop();

const names = [...sites.map(([name]) => name), ...(nginx ? ['nginx', 'nginx-disk'] : [])];
console.info(`${connections} connections, ${seconds} s runs, better of two interleaved; Accept-Encoding: ${headers['accept-encoding']}`);
console.info(['page', 'status', 'Next cache', ...names.map((name) => `${name} req/s (p99 ms, errors)`), ...(nginx ? ['nginx / disk'] : [])].join(' | '));
for (const row of rows) {
  const cells = names.map((name) => `${row[name].rps.toFixed(0)} (${row[name].p99}, ${row[name].errors})`);
  const ratio = nginx ? [(row.nginx.rps / row['nginx-disk'].rps).toFixed(2)] : [];
  console.info([row.page, row.status, row.cache, ...cells, ...ratio].join(' | '));
}
