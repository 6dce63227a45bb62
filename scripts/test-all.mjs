#!/usr/bin/env node
// `npm test`: every check a change must pass, stopping at the first failure. Lint and the type
// check run side by side (each mostly waits on one core); the build then skips its own type check.
// Each step's minutes are printed as it ends, all of them at the end, and after the end-to-end
// tests their ten slowest (scripts/bench/test-times.mjs; docs/testing.md keeps the budget).
import { spawn } from 'node:child_process';
import { recordBuild } from './build-stamp.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const env = { ...process.env, TYPES_CHECKED: '1' };

const stages = [
  [
    ['lint', ['run', 'lint']],
    ['typecheck', ['run', 'typecheck']],
  ],
  [['unit tests', ['run', 'test:unit']]],
  [['API tests', ['run', 'test:api']]],
  [['production build', ['run', 'build']]],
  [['end-to-end tests', ['run', 'test:e2e']]],
];

const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
const times = [];

/** Runs one step: its output straight through when it runs alone, else kept and printed whole once it ends. */
function run([name, args], alone) {
  const started = Date.now();
  console.info(`\n=== ${name} (npm ${args.join(' ')})`);
  return new Promise((resolve) => {
    const child = spawn(npm, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      if (!alone) {
        console.info(`\n=== ${name}: its output`);
        process.stdout.write(Buffer.concat(output));
      }
      const ms = Date.now() - started;
      times.push([name, ms]);
      console.info(`=== ${name} ${status === 0 ? 'passed' : 'FAILED'} in ${minutes(ms)}`);
      resolve({ name, status });
    });
  });
}

function summary() {
  console.info('\nStep times:');
  for (const [name, ms] of times) console.info(`  ${name.padEnd(18)} ${minutes(ms)}`);
}

const startedAll = Date.now();
for (const stage of stages) {
  const results = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  const failed = results.find((result) => result.status !== 0);
  if (stage.some(([name]) => name === 'end-to-end tests')) {
    await new Promise((resolve) => spawn(process.execPath, ['scripts/bench/test-times.mjs', '--top', '10', '--slowest-only'], { stdio: 'inherit' }).on('close', resolve));
  }
  if (failed) {
    summary();
    console.error(`\n=== ${failed.name} FAILED`);
    process.exit(failed.status ?? 1);
  }
  if (stage.some(([name]) => name === 'production build')) recordBuild();
}
summary();
console.info(`  ${'all'.padEnd(18)} ${minutes(Date.now() - startedAll)}`);
console.info('\nAll checks passed.');
