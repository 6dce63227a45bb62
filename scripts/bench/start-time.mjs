#!/usr/bin/env node
// How long a newcomer waits: clone this repository into a temporary folder, `npm install`,
// then `npm start` until /api/health answers 200 (build, migrations and seed included).
// Usage: node scripts/bench/start-time.mjs [port]   (run by hand; takes a few minutes)
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = process.argv[2] ?? '3210';
const dir = mkdtempSync(path.join(tmpdir(), 'lotte-fresh-'));
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

try {
  execSync(`git clone -q "${process.cwd()}" "${dir}"`, { stdio: 'inherit' });
  let t = Date.now();
  execSync('npm install --no-audit --no-fund --loglevel=error', { cwd: dir, stdio: 'inherit' });
  console.info(`npm install: ${seconds(t)} s`);

  t = Date.now();
  const server = spawn('npm', ['start'], {
    cwd: dir,
    env: { ...process.env, PORT: port, NEXT_TELEMETRY_DISABLED: '1', DATABASE_URL: '' },
    stdio: 'ignore',
    detached: true,
  });
  const deadline = Date.now() + 10 * 60 * 1000;
  let up = false;
  while (!up && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    up = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
  }
  console.info(up ? `npm start until healthy (build + migrate + seed): ${seconds(t)} s` : 'npm start: not healthy after 10 minutes');
  process.kill(-server.pid, 'SIGTERM');
  if (!up) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
