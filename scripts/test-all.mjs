#!/usr/bin/env node
// `npm test`: every check a change must pass, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { recordBuild } from './build-stamp.mjs';

const steps = [
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  ['unit tests', ['run', 'test:unit']],
  ['API tests', ['run', 'test:api']],
  ['production build', ['run', 'build']],
  ['end-to-end tests', ['run', 'test:e2e']],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
for (const [name, args] of steps) {
  const started = Date.now();
  console.info(`\n=== ${name} (npm ${args.join(' ')})`);
  const result = spawnSync(npm, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n=== ${name} FAILED after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  if (name === 'production build') recordBuild();
  console.info(`=== ${name} passed in ${seconds}s`);
}
console.info('\nAll checks passed.');
