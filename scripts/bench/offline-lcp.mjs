#!/usr/bin/env node
// The service worker's cost and gain (issue 54, item 4): the Largest Contentful Paint of a page on
// a phone (390 x 844, CPU slowed 4x, and for the network Lighthouse's mobile profile: 150 ms
// round trip, 1.6 Mbit/s down), on a first visit without the worker (blocked) and with it (it
// registers after the load), then on a second visit online and one offline (the worker's kept
// copy). Each a fresh browser profile, `runs` times; the median and the range are printed.
// Needs a running production site (npm start, or BASE=...).
// Usage: node scripts/bench/offline-lcp.mjs [runs=5] [/sale/maryland ...]
// Run by hand; the figures go in the closing note, never into a test.
import { chromium } from '@playwright/test';

const base = process.env.BASE ?? 'http://127.0.0.1:3000';
const [runsArg, ...rest] = process.argv.slice(2);
const runs = Number(runsArg) || 5;
const paths = rest.length ? rest : ['/sale/maryland', '/en/sale/maryland', '/location'];
const executablePath = process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium';

/** The page's LCP as the browser reports it (ms from navigation start), once the page has been still a moment. */
const lcpOf = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) last = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(Math.round(last)), 1500);
      }),
  );

async function throttled(context, page, network) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (network) await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const path of paths) {
    const figures = { 'first visit, worker blocked': [], 'first visit, worker on': [], 'second visit, online': [], 'second visit, offline': [] };
    for (let run = 0; run < runs; run += 1) {
      const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: path.startsWith('/en') ? 'en-US' : 'ko-KR' };
      const blocked = await browser.newContext({ ...phone, serviceWorkers: 'block' });
      const plain = await blocked.newPage();
      await throttled(blocked, plain, true);
      await plain.goto(base + path, { waitUntil: 'load' });
      figures['first visit, worker blocked'].push(await lcpOf(plain));
      await blocked.close();

      const context = await browser.newContext({ ...phone, serviceWorkers: 'allow' });
      const page = await context.newPage();
      await throttled(context, page, true);
      await page.goto(base + path, { waitUntil: 'load' });
      figures['first visit, worker on'].push(await lcpOf(page));
      // The worker keeps the page and what it needs (it asks for the first page it did not see).
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.waitForFunction(async (wanted) => (await (await caches.open('lp-pages-v1')).keys()).some((request) => new URL(request.url).pathname === wanted), new URL(base + path).pathname, { timeout: 30_000 });
      await page.waitForTimeout(2000);

      const second = await context.newPage();
      await throttled(context, second, true);
      await second.goto(base + path, { waitUntil: 'load' });
      figures['second visit, online'].push(await lcpOf(second));
      await second.close();

      await context.setOffline(true);
      const offline = await context.newPage();
      await throttled(context, offline, false);
      await offline.goto(base + path, { waitUntil: 'load' });
      figures['second visit, offline'].push(await lcpOf(offline));
      await context.close();
    }
    for (const [what, values] of Object.entries(figures)) {
      console.info(`${path.padEnd(20)} ${what.padEnd(28)} LCP median ${median(values)} ms (${Math.min(...values)}-${Math.max(...values)}, ${values.length} runs)`);
    }
  }
} finally {
  await browser.close();
}
