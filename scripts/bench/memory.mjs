#!/usr/bin/env node
// What holds the server's memory: resident set and its parts (V8's heap, buffers outside it,
// PGlite's WebAssembly memory among them), idle after start and at the peak of a 50-connection
// load, on the embedded database and, when TEST_DATABASE_URL (or DATABASE_URL) names a
// PostgreSQL server, on a database created there for the run. A restart on an already seeded
// database is measured, as production runs (the first start also draws the demo content).
// Usage: npm run build && node scripts/bench/memory.mjs [seconds=10] [connections=50]
// Run by hand; the figures go in the closing note, never into a test.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const [secondsArg, connectionsArg] = process.argv.slice(2);
const seconds = Number(secondsArg ?? 10);
const connections = Number(connectionsArg ?? 50);
const port = 3292;
const base = `http://127.0.0.1:${port}`;
const pages = ['/privacy', '/', '/sale/maryland', '/en/event', '/announcement', '/career', '/location-detail/sterling-va'];
const megabytes = (bytes) => (bytes / 1024 / 1024).toFixed(0);

function rss(pid) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return kb * 1024;
}

function start(env) {
  const child = spawn(process.execPath, ['server/main.mjs'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), NEXT_TELEMETRY_DISABLED: '1', NODE_OPTIONS: `--import ${pathToFileURL(path.resolve('scripts/bench/memory-probe.mjs'))}`, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const lines = [];
  child.stderr.on('data', (chunk) => lines.push(...String(chunk).split('\n').filter((line) => line.startsWith('[memory] '))));
  return { child, lines };
}

async function healthy() {
  const deadline = Date.now() + 180_000;
  while (!(await fetch(`${base}/api/health`).then((r) => r.ok, () => false))) {
    if (Date.now() > deadline) throw new Error('server did not become healthy');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function probe(server) {
  const before = server.lines.length;
  server.child.kill('SIGUSR2');
  while (server.lines.length === before) await new Promise((resolve) => setTimeout(resolve, 50));
  return { rss: rss(server.child.pid), ...JSON.parse(server.lines.at(-1).slice('[memory] '.length)) };
}

async function stop(server) {
  await new Promise((resolve) => {
    server.child.once('exit', resolve);
    server.child.kill('SIGTERM');
  });
}

async function measure(label, env) {
  // First start: migrates and seeds (draws the demo pictures); then measured from a restart.
  const first = start(env);
  await healthy();
  await stop(first);
  const server = start(env);
  await healthy();
  for (const page of pages) await fetch(`${base}${page}`);
  const idle = await probe(server);
  let peak = idle;
  for (const page of pages) {
    const sampler = setInterval(() => {
      probe(server).then((now) => (peak = now.rss > peak.rss ? now : peak), () => undefined);
    }, 500);
    await autocannon({ url: `${base}${page}`, connections, duration: seconds / pages.length });
    clearInterval(sampler);
  }
  await new Promise((resolve) => setTimeout(resolve, 600));
  await stop(server);
  return [
    [label, 'idle', idle],
    [label, 'peak', peak],
  ];
}

const scratch = mkdtempSync(path.join(tmpdir(), 'lotte-memory-'));
const rows = [];
try {
  rows.push(...(await measure('embedded (PGlite on disk)', { PGLITE_DIR: path.join(scratch, 'pglite'), UPLOAD_DIR: path.join(scratch, 'uploads'), DATABASE_URL: '' })));
  const server = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (server) {
    const name = `lotte_memory_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    try {
      rows.push(...(await measure('PostgreSQL', { DATABASE_URL: url.toString(), SESSION_SECRET: randomBytes(32).toString('hex'), UPLOAD_DIR: path.join(scratch, 'uploads-pg') })));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

console.info(`${connections} connections, ${seconds} s of load over ${pages.length} pages; MB`);
console.info('database | when | RSS | V8 heap used | V8 heap total | code space | large objects | outside V8 (external) | of it ArrayBuffers');
for (const [label, when, m] of rows) {
  console.info([label, when, megabytes(m.rss), megabytes(m.heapUsed), megabytes(m.heapTotal), megabytes(m.spaces.code_space ?? 0), megabytes(m.spaces.large_object_space ?? 0), megabytes(m.external), megabytes(m.arrayBuffers)].join(' | '));
}
