import { chromium } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const base = 'http://127.0.0.1:3200';
let n = 0;
for (const [w, h] of [[390, 844], [1280, 900]]) {
  for (const lang of ['en', 'ko']) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${++n}` } });
    await ctx.addCookies([{ name: 'NEXT_LOCALE', value: lang, url: base }]);
    const page = await ctx.newPage();
    const pre = lang === 'en' ? '/en' : '';
    await page.goto(`${base}${pre}/admin/login`);
    await page.locator('input[type=email]').fill('admin@lotteplaza.example');
    await page.locator('input[type=password]').fill('correct-horse-battery');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/enrol|second-factor/);
    await page.screenshot({ path: `/tmp/shot-step-${lang}-${w}.png`, fullPage: true });
    if (page.url().includes('enrol')) {
      const key = (await page.locator('code').first().textContent()).replace(/\s/g, '');
      console.log('key', key);
      await page.locator('input[name=code]').fill(new TOTP({ secret: Secret.fromBase32(key) }).generate());
      await page.locator('form:has(input[name=code]) button[type=submit]').click();
      await page.waitForSelector('#recovery-codes');
      await page.screenshot({ path: `/tmp/shot-codes-${lang}-${w}.png`, fullPage: true });
    }
    await ctx.close();
  }
}
await browser.close();
