#!/usr/bin/env node
// Requests per second and p99 latency of pages under load, beside the static /privacy page and,
// when nginx is installed (Debian's nginx-light), beside nginx serving the very same HTML; runs
// are interleaved (site, nginx, site, ...) so that the machine's other load hits both alike. Also
// the server's resident memory at its peak under the load (PID=, from /proc).
// Usage: node scripts/bench/page-throughput.mjs [seconds=10] [connections=50] [paths...]
// Needs a running production site (BASE=, default http://127.0.0.1:3000). Run by hand; the
// figures go in the closing note, never into a test.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const [secondsArg, connectionsArg, ...given] = process.argv.slice(2);
const seconds = Number(secondsArg ?? 10);
const connections = Number(connectionsArg ?? 50);
const base = process.env.BASE ?? 'http://127.0.0.1:3000';
const pid = process.env.PID;
const paths = given.length ? given : ['/privacy', '/location-detail/sterling-va', '/', '/sale?location=1', '/en/sale?location=2', '/event', '/event?location=1&page=2', '/announcement', '/faq', '/career'];
const NGINX_PORT = 3291;

function residentMegabytes() {
  if (!pid) return null;
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return kb / 1024;
  } catch {
    return null;
  }
}

async function load(url) {
  let peak = residentMegabytes() ?? 0;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMegabytes() ?? 0)), 250);
  // Uncompressed on both sides (autocannon counts no answer of the site's chunked gzip).
  const result = await autocannon({ url, connections, duration: seconds, headers: { accept: 'text/html' } });
  clearInterval(sampler);
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx, peak };
}

function startNginx(root) {
  const conf = path.join(root, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off; worker_processes auto; pid ${root}/nginx.pid; error_log ${root}/error.log;
events { worker_connections 1024; }
http { access_log off; default_type text/html;
  client_body_temp_path ${root}; proxy_temp_path ${root}; fastcgi_temp_path ${root}; uwsgi_temp_path ${root}; scgi_temp_path ${root};
  server { listen 127.0.0.1:${NGINX_PORT}; root ${root}; location / { try_files $uri.html =404; } } }\n`,
  );
  const child = spawn('nginx', ['-c', conf, '-p', root], { stdio: 'ignore' });
  return child;
}

const hasNginx = spawnSync('sh', ['-c', 'command -v nginx']).status === 0;
const root = mkdtempSync(path.join(tmpdir(), 'lotte-nginx-'));
const nginx = hasNginx ? startNginx(root) : null;
await new Promise((resolve) => setTimeout(resolve, 500));

const rows = [];
for (const [index, page] of paths.entries()) {
  const answer = await fetch(`${base}${page}`, { headers: { accept: 'text/html' } });
  writeFileSync(path.join(root, `p${index}.html`), await answer.text());
  await load(`${base}${page}`); // warm-up: the first visit renders a cached view
  const site = await load(`${base}${page}`);
  const copy = nginx ? await load(`http://127.0.0.1:${NGINX_PORT}/p${index}`) : null;
  const again = await load(`${base}${page}`);
  const best = site.rps >= again.rps ? site : again;
  rows.push({ page, status: answer.status, cache: answer.headers.get('x-nextjs-cache') ?? '-', ...best, nginx: copy?.rps });
}
nginx?.kill();
rmSync(root, { recursive: true, force: true });

const privacy = rows.find((row) => row.page === '/privacy')?.rps;
console.info(`${connections} connections, ${seconds} s runs, best of two interleaved with nginx${pid ? `; server PID ${pid}` : ''}`);
console.info('page | status | Next cache | site req/s | p99 ms | errors | / privacy | nginx req/s | site / nginx | peak RSS MB');
for (const row of rows) {
  const ratio = (a, b) => (a && b ? (a / b).toFixed(2) : '-');
  console.info(
    [row.page, row.status, row.cache, row.rps.toFixed(0), row.p99, row.errors, ratio(row.rps, privacy), row.nginx?.toFixed(0) ?? '-', ratio(row.rps, row.nginx), row.peak ? row.peak.toFixed(0) : '-'].join(' | '),
  );
}
