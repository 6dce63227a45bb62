#!/usr/bin/env node
// How many requests a page makes once it has loaded, on an idle tab: the prefetch storm of
// issue 9 showed here as ~80 a second. Needs a running site (npm start, or BASE=...).
// Usage: node scripts/bench/requests-after-load.mjs [seconds] [/path ...]
import { chromium } from '@playwright/test';

const base = process.env.BASE ?? 'http://127.0.0.1:3000';
const [secondsArg, ...rest] = process.argv.slice(2);
const seconds = Number(secondsArg) || 10;
const paths = rest.length ? rest : ['/', '/sale/maryland', '/event', '/event/1', '/location', '/productInquiry', '/en', '/en/sale/maryland'];

const browser = await chromium.launch({ executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const path of paths) {
    const context = await browser.newContext({ locale: path.startsWith('/en') ? 'en-US' : 'ko-KR' });
    const page = await context.newPage();
    await page.goto(base + path, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    const seen = [];
    page.on('request', (request) => seen.push(request.url()));
    await page.waitForTimeout(seconds * 1000);
    const repeated = seen.length - new Set(seen).size;
    console.info(`${path.padEnd(24)} ${String(seen.length).padStart(4)} requests in ${seconds} s after load (${repeated} repeated)`);
    await context.close();
  }
} finally {
  await browser.close();
}
