#!/usr/bin/env node
// The W3C Nu HTML checker (vnu-jar; needs Java) over every page of the sitemap of a running
// server, as a crawler fetches them (no cookies). Prints each error once with the pages it is on;
// exits 1 when there is any. Usage: npm start (or any server), then
// BASE=http://127.0.0.1:3000 node scripts/bench/nu-html-check.mjs
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import vnu from 'vnu-jar';

const base = process.env.BASE ?? 'http://127.0.0.1:3000';
const xml = await (await fetch(`${base}/sitemap.xml`)).text();
const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
  const url = new URL(match[1].replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}`;
});

const dir = mkdtempSync(path.join(tmpdir(), 'nu-check-'));
const fileOf = new Map();
for (const [index, page] of paths.entries()) {
  const response = await fetch(`${base}${page}`, { redirect: 'manual' });
  if (response.status !== 200) {
    console.error(`${page}: HTTP ${response.status}`);
    process.exitCode = 1;
    continue;
  }
  const file = path.join(dir, `${index}.html`);
  writeFileSync(file, await response.text());
  fileOf.set(`file:${file}`, page);
}

let report;
try {
  // vnu exits 1 when it finds errors; its JSON report is on stderr either way.
  const { stderr } = await promisify(execFile)('java', ['-jar', vnu, '--errors-only', '--format', 'json', ...[...fileOf.keys()].map((url) => url.slice(5))], { maxBuffer: 64 * 1024 * 1024 });
  report = JSON.parse(stderr || '{"messages":[]}');
} catch (error) {
  report = JSON.parse(error.stderr);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const byMessage = new Map();
for (const message of report.messages.filter((m) => m.type === 'error')) {
  const pages = byMessage.get(message.message) ?? new Set();
  pages.add(fileOf.get(message.url) ?? message.url);
  byMessage.set(message.message, pages);
}
console.info(`${paths.length} pages checked; ${byMessage.size} distinct errors`);
for (const [message, pages] of byMessage) {
  console.info(`- ${message}\n  on ${pages.size} page(s), e.g. ${[...pages].slice(0, 3).join(', ')}`);
}
if (byMessage.size) process.exitCode = 1;
