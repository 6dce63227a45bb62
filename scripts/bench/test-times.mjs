#!/usr/bin/env node
/**
 * Where the end-to-end suite's time goes, from Playwright's JSON report (playwright.config.ts
 * writes test-results/e2e-report.json): the slowest tests, and the time by spec and by project.
 *
 *   node scripts/bench/test-times.mjs [report.json] [--top N] [--slowest-only]
 *
 * Times are each test's own (its runs, retries included, hooks in them), summed: with two
 * workers the wall time is about half the sum. `npm test` prints the ten slowest after e2e.
 */
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const top = Number(option('--top') ?? 20);
const slowestOnly = args.includes('--slowest-only');
const file = args.find((arg) => !arg.startsWith('--')) ?? 'test-results/e2e-report.json';

let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.error(`test-times: cannot read ${file} (${error.message})`);
  process.exit(slowestOnly ? 0 : 1);
}

/** Every test run of the report: its spec file, title path, project, time and outcome. */
function* testsOf(suite, titles = []) {
  const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const results = test.results ?? [];
      yield {
        file: spec.file ?? suite.file,
        title: [...path, spec.title].join(' › '),
        project: test.projectName,
        ms: results.reduce((sum, result) => sum + (result.duration ?? 0), 0),
        runs: results.length,
        status: test.status,
      };
    }
  }
  for (const child of suite.suites ?? []) yield* testsOf(child, path);
}

const tests = report.suites.flatMap((suite) => [...testsOf(suite)]).filter((test) => test.status !== 'skipped');
const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);
const total = tests.reduce((sum, test) => sum + test.ms, 0);

console.info(`\nThe ${Math.min(top, tests.length)} slowest of ${tests.length} end-to-end tests run (seconds, retries included):`);
for (const test of [...tests].sort((a, b) => b.ms - a.ms).slice(0, top)) {
  console.info(`${seconds(test.ms)}  [${test.project}] ${test.file} › ${test.title}${test.runs > 1 ? ` (${test.runs} runs)` : ''}`);
}
if (slowestOnly) process.exit(0);

function byKey(key) {
  const groups = new Map();
  for (const test of tests) {
    const group = groups.get(test[key]) ?? { ms: 0, count: 0 };
    group.ms += test.ms;
    group.count += 1;
    groups.set(test[key], group);
  }
  return [...groups].sort((a, b) => b[1].ms - a[1].ms);
}

for (const key of ['file', 'project']) {
  console.info(`\nBy ${key === 'file' ? 'spec' : 'project'} (seconds, tests, share of the summed time):`);
  for (const [name, group] of byKey(key)) {
    console.info(`${seconds(group.ms)}  ${String(group.count).padStart(4)}  ${((group.ms / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
  }
}
const wall = report.stats?.duration;
console.info(`\nSummed: ${seconds(total)} s over ${tests.length} tests${wall ? `; wall time ${(wall / 60000).toFixed(1)} min` : ''}.`);
const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
console.info(`Outcome: ${expected} passed, ${unexpected} failed, ${flaky} flaky, ${skipped} skipped.`);
