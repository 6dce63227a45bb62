#!/usr/bin/env node
// Requests per second and latency of three API calls, on the embedded database and (when one
// answers) on PostgreSQL: GET /api/events/, GET /api/employments/info/, and a multipart
// POST /api/inquiry/general/ with a small PDF. Each run starts the production build on a fresh,
// seeded database, warms it up, then drives it from this process over loopback.
// Usage: npm run build && node scripts/bench/api.mjs [seconds=10] [connections=10]
// Run by hand; the figures go in the closing note, never into a test.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { nextBin } from '../next-bin.mjs';
import { inquiryBody, newAddresses } from './bench-site.mjs';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 10);
const port = 3290;
const base = `http://127.0.0.1:${port}`;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

async function waitHealthy() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy');
}

function run(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ url: base, connections, duration: seconds, ...options }, (error, result) => (error ? reject(error) : resolve({ title, result })));
  });
}

async function benchOne(label, env) {
  const server = spawn(process.execPath, [nextBin, 'start', '-p', String(port)], {
    env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  try {
    await waitHealthy();
    // Warm the routes and caches.
    for (const url of ['/api/events/', '/api/employments/info/']) await fetch(`${base}${url}`);
    const { boundary, body } = inquiryBody();
    const results = [
      await run('GET /api/events/', { requests: [{ method: 'GET', path: '/api/events/' }] }),
      await run('GET /api/employments/info/', { requests: [{ method: 'GET', path: '/api/employments/info/' }] }),
      await run('POST /api/inquiry/general/ (multipart, 1 file)', {
        requests: [
          {
            method: 'POST',
            path: '/api/inquiry/general/',
            headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
            body,
            // Each request from its own address, so the submission limit (20 an hour) measures nothing.
            setupRequest: newAddresses(),
          },
        ],
      }),
    ];
    console.info(`\n${label} (${connections} connections, ${seconds} s each)`);
    for (const { title, result } of results) {
      const statuses = Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => `${code}×${count}`).join(' ');
      console.info(
        `  ${title.padEnd(48)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(5)} ms   ${statuses}`,
      );
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

const scratch = mkdtempSync(path.join(tmpdir(), 'lotte-bench-'));
try {
  await benchOne('Embedded database (PGlite)', { PGLITE_DIR: path.join(scratch, 'pglite'), UPLOAD_DIR: path.join(scratch, 'uploads-pglite'), DATABASE_URL: '' });

  const admin = new pg.Client({ connectionString: adminUrl });
  const reachable = await admin.connect().then(() => true, () => false);
  if (reachable) {
    const name = `lotte_bench_${Date.now()}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      await benchOne('PostgreSQL', { DATABASE_URL: url.toString(), UPLOAD_DIR: path.join(scratch, 'uploads-pg') });
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  } else {
    console.info(`\nPostgreSQL: not reachable at ${adminUrl}; skipped`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
