import { chromium } from '@playwright/test';
const [,, url, out, width='390', height='844'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-dev-shm-usage','--disable-gpu','--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: +width, height: +height }, locale: 'ko-KR' });
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(1200);
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
await browser.close();
