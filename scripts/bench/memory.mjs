#!/usr/bin/env node
// What holds the server's memory: resident set and its parts (V8's heap, buffers outside it,
// PGlite's WebAssembly memory among them), idle after start and at the peak of a 50-connection
// load, on the embedded database and, when TEST_DATABASE_URL (or DATABASE_URL) names a
// PostgreSQL server, on a database created there for the run. A restart on an already seeded
// database is measured, as production runs (the first start also draws the demo content).
// Usage: npm run build && node scripts/bench/memory.mjs [seconds=10] [connections=50]
// Run by hand; the figures go in the closing note, never into a test.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { scratchDatabase, startProbedSite, stopSite, untilHealthy } from './bench-site.mjs';

const [secondsArg, connectionsArg] = process.argv.slice(2);
const seconds = Number(secondsArg ?? 10);
const connections = Number(connectionsArg ?? 50);
const port = 3292;
const base = `http://127.0.0.1:${port}`;
const pages = ['/privacy', '/', '/sale/maryland', '/en/event', '/announcement', '/career', '/location-detail/sterling-va'];
const megabytes = (bytes) => (bytes / 1024 / 1024).toFixed(0);

const healthy = () => untilHealthy(base);
const stop = (server) => stopSite(server.child);

async function measure(label, env) {
  // First start: migrates and seeds (draws the demo pictures); then measured from a restart.
  const first = startProbedSite(port, env);
  await healthy();
  await stop(first);
  const server = startProbedSite(port, env);
  await healthy();
  for (const page of pages) await fetch(`${base}${page}`);
  const idle = await server.probe();
  let peak = idle;
  for (const page of pages) {
    const sampler = setInterval(() => {
      server.probe().then((now) => (peak = now.rss > peak.rss ? now : peak), () => undefined);
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
    const database = await scratchDatabase(server, 'lotte_memory');
    try {
      rows.push(...(await measure('PostgreSQL', { DATABASE_URL: database.url, SESSION_SECRET: randomBytes(32).toString('hex'), UPLOAD_DIR: path.join(scratch, 'uploads-pg') })));
    } finally {
      await database.drop();
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
