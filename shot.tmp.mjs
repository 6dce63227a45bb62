import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const [,, ...shots] = process.argv;
for (const spec of shots) {
  const [name, path, width, full] = spec.split('|');
  const context = await browser.newContext({ viewport: { width: Number(width), height: 844 }, locale: path.startsWith('/en') ? 'en-US' : 'ko-KR', hasTouch: Number(width) < 500, isMobile: Number(width) < 500 });
  await context.addInitScript(() => localStorage.setItem('visit', 'true'));
  const page = await context.newPage();
  await page.goto('http://localhost:3100' + path, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `/tmp/${name}.png`, fullPage: full === 'full' });
  await context.close();
}
await browser.close();
