// What the benches share: the site started from the production build on a port of its own, a
// scratch PostgreSQL database for it, and the shipped nginx (deploy/nginx/) in front of it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

/** `node server/main.mjs` in production on `port`, with `env` over this process's; its stderr is handed to `onError` line by line. */
export function startSite(port, env = {}, onError = () => undefined) {
  const child = spawn(process.execPath, ['server/main.mjs'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (chunk) => String(chunk).split('\n').filter(Boolean).forEach(onError));
  return child;
}

/** A process's resident set, in bytes. */
export const residentBytes = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024;

/**
 * startSite with scripts/bench/memory-probe.mjs loaded: `probe()` asks the server for its memory
 * by kind (process.memoryUsage and V8's heap spaces) and adds its resident set. `nodeOptions`
 * go to the server's Node too (`--heapsnapshot-signal=SIGUSR1`).
 */
export function startProbedSite(port, env = {}, nodeOptions = '') {
  const lines = [];
  const child = startSite(port, { NODE_OPTIONS: `--import ${pathToFileURL(path.resolve('scripts/bench/memory-probe.mjs'))} ${nodeOptions}`.trim(), ...env }, (line) => {
    if (line.startsWith('[memory] ')) lines.push(line);
  });
  async function probe() {
    const before = lines.length;
    child.kill('SIGUSR2');
    while (lines.length === before) await new Promise((resolve) => setTimeout(resolve, 50));
    return { rss: residentBytes(child.pid), ...JSON.parse(lines.at(-1).slice('[memory] '.length)) };
  }
  return { child, probe };
}

/** Waits until the site at `base` answers its health check (a first start migrates and seeds). */
export async function untilHealthy(base, timeout = 180_000) {
  const deadline = Date.now() + timeout;
  while (!(await fetch(`${base}/api/health`).then((r) => r.ok, () => false))) {
    if (Date.now() > deadline) throw new Error(`${base} did not become healthy`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Stops a site started by startSite, and waits until it has exited. */
export function stopSite(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** A new database on the PostgreSQL server at `server` (an address): its address and a way to drop it. */
export async function scratchDatabase(server, prefix) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * The shipped nginx configuration (its 1-second micro-cache) on `proxyPort` in front of the site
 * at `upstream` (host:port); with `diskPort`, beside it a server of the files in `{root}/disk`
 * (their encoding named by `?e=`). With `accessLog`, each request is logged to `{root}/access.log`
 * as: time, address, cache status, whether the site rendered it (Next's x-nextjs-cache), status.
 */
export async function startNginx(upstream, { proxyPort, diskPort, accessLog = false }) {
  const root = mkdtempSync(path.join(tmpdir(), 'lotte-nginx-'));
  chmodSync(root, 0o755); // nginx's workers run as another user when it is started as root
  symlinkSync(path.resolve('deploy/nginx'), path.join(root, 'lotteplaza'));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${root}/${kind};`).join(' ');
  const log = accessLog
    ? `log_format bench '$msec $request_uri $upstream_cache_status $upstream_http_x_nextjs_cache $status'; access_log ${root}/access.log bench;`
    : 'access_log off;';
  const disk = diskPort
    ? `server { listen 127.0.0.1:${diskPort}; root ${root}/disk; default_type text/html;
    location / { add_header Content-Encoding $arg_e; add_header Vary Accept-Encoding; try_files $uri =404; } }`
    : '';
  writeFileSync(
    path.join(root, 'nginx.conf'),
    `daemon off; worker_processes auto; pid ${root}/nginx.pid; error_log ${root}/error.log;
events { worker_connections 1024; }
http { ${log} ${temp}
  upstream lotteplaza_app { server ${upstream}; keepalive 32; }
  proxy_cache_path ${root}/cache levels=1:2 keys_zone=lotteplaza:10m max_size=256m inactive=10m use_temp_path=off;
  include lotteplaza/http.conf;
  server { listen 127.0.0.1:${proxyPort}; include lotteplaza/site.conf; }
  ${disk} }\n`,
  );
  const child = spawn('/usr/sbin/nginx', ['-p', root, '-c', path.join(root, 'nginx.conf')], { stdio: 'ignore' });
  await new Promise((resolve) => setTimeout(resolve, 500));
  return {
    root,
    async stop() {
      await stopSite(child);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A general inquiry with a small PDF, as the contact form posts it to /api/inquiry/general/: its boundary and body. */
export function inquiryBody({ email = 'bench@example.com', password = 'bench-password' } = {}) {
  const boundary = '----lotte-bench';
  const field = (name, value) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = [
    field('title', 'Benchmark inquiry'),
    field('name', 'Bench Mark'),
    field('email', email),
    field('phone', '301-555-0100'),
    field('password', password),
    field('content', 'Measuring how fast an inquiry with a file is stored.'),
    `--${boundary}\r\nContent-Disposition: form-data; name="file1"; filename="quote.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  ].join('');
  return { boundary, body: Buffer.concat([Buffer.from(head), PDF, Buffer.from(`\r\n--${boundary}--\r\n`)]) };
}

/** Each call a new client address (X-Forwarded-For, one trusted hop), so the per-address limits measure nothing. */
export function newAddresses() {
  let address = 0;
  return (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}` } });
}
