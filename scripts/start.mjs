#!/usr/bin/env node
// `npm start`: build when there is no build of the current sources, then serve on PORT with the
// site's server (server/main.mjs; `next start` alone would lack its headers and checks).
// Migrations and the demo seed run inside the server process (instrumentation.ts), because
// the embedded database may only be opened by one process.
import { spawn, spawnSync } from 'node:child_process';
import { buildIsCurrent, recordBuild } from './build-stamp.mjs';
import { nextBin } from './next-bin.mjs';

if (!buildIsCurrent()) {
  console.info('[start] no build of the current sources: running next build');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  recordBuild();
}

const server = spawn(process.execPath, ['server/main.mjs'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
