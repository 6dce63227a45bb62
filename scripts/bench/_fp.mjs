import puppeteer from 'puppeteer-core';
const [url, ...flags] = process.argv.slice(2);
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new', '--disable-gpu', ...flags] });
const out = [];
for (let i = 0; i < 4; i++) {
  const page = await browser.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console error:', m.text()));
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  await page.tracing.start({ categories: ['devtools.timeline', 'loading', 'blink.user_timing'] });
  await page.goto(url, { waitUntil: 'load' }); await new Promise((r) => setTimeout(r, 1000));
  const ev = JSON.parse(Buffer.from(await page.tracing.stop()).toString()).traceEvents;
  const t0 = ev.find((e) => e.name === 'navigationStart')?.ts;
  const fcp = ev.find((e) => e.name === 'firstContentfulPaint');
  const evals = ev.filter((e) => e.name === 'EvaluateScript' && /chunks/.test(e.args?.data?.url ?? ''));
  const before = evals.filter((e) => e.ts < fcp.ts).map((e) => e.args.data.url.split('/').pop()).join(',') || 0;
  const hydrated = await page.evaluate(() => document.querySelector('button[data-needs-script]') ? 'ok' : '?');
  out.push(`fcp ${((fcp.ts - t0) / 1000).toFixed(0)}ms, chunk evals before: ${before}/${evals.length} ${hydrated}`);
  await page.close();
}
console.log(out.join(' ; '));
await browser.close();
