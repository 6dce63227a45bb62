#!/usr/bin/env node
// Where a page's simulated FCP and LCP go: Lighthouse's mobile preset (simulated throttling, its
// default) runs once on each page of a running site, then its network and CPU model (Lantern) is
// asked for the graphs behind the two metrics. Each estimate is the average of an optimistic and
// a pessimistic graph; this prints both graphs' nodes by their simulated end: the requests (bytes
// on the wire, priority) and the main-thread tasks (simulated length) that the paint waited for.
// Usage: BASE=http://127.0.0.1:3000 node scripts/bench/lantern-breakdown.mjs [/sale/maryland ...]
// Run by hand beside scripts/bench/lighthouse.mjs, to see what a change to a page should aim at.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { Audit } from 'lighthouse/core/audits/audit.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

const base = process.env.BASE ?? 'http://127.0.0.1:3000';
const pages = process.argv.slice(2);
if (pages.length === 0) pages.push('/sale/maryland');
const chromePath = process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium';

const describe = (node) => {
  if (node.type === 'network') {
    const { request } = node;
    const url = request.url.length > 70 ? `${request.url.slice(0, 67)}...` : request.url;
    return `${request.resourceType ?? 'Other'} ${url} ${request.transferSize} B ${request.priority}`;
  }
  const names = [...new Set(node.childEvents.map((event) => event.name))].filter((name) => /Parse|Layout|Paint|Style|Evaluate|Function|Timer|Event|Compile/.test(name));
  return `CPU ${names.slice(0, 6).join(',')}`;
};

const print = (label, estimate) => {
  console.info(`  ${label}: ${Math.round(estimate.timeInMs)} ms`);
  const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].endTime - b[1].endTime);
  for (const [node, timing] of rows) {
    console.info(`    ${String(Math.round(timing.startTime)).padStart(5)} → ${String(Math.round(timing.endTime)).padStart(5)}  ${describe(node)}`);
  }
};

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  for (const page of pages) {
    const headers = { 'Accept-Language': page.startsWith('/en') ? 'en-US,en' : 'ko-KR,ko' };
    const url = /^https?:/.test(page) ? page : `${base}${page}`;
    const artifactsDir = mkdtempSync(path.join(tmpdir(), 'lantern-'));
    try {
      await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'], extraHeaders: headers });
      await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'], extraHeaders: headers, gatherMode: artifactsDir });
      const artifacts = loadArtifacts(artifactsDir);
      const settings = artifacts.settings;
      const context = { computedCache: new Map(), settings };
      const data = Audit.makeMetricComputationDataInput(artifacts, context);
      const fcp = await LanternFirstContentfulPaint.request(data, context);
      const lcp = await LanternLargestContentfulPaint.request(data, context);
      console.info(`${page}: FCP ${Math.round(fcp.timing)} ms, LCP ${Math.round(lcp.timing)} ms`);
      console.info(' FCP');
      print('optimistic', fcp.optimisticEstimate);
      print('pessimistic', fcp.pessimisticEstimate);
      console.info(' LCP');
      print('optimistic', lcp.optimisticEstimate);
      print('pessimistic', lcp.pessimisticEstimate);
    } finally {
      rmSync(artifactsDir, { recursive: true, force: true });
    }
  }
} finally {
  await chrome.kill();
}
