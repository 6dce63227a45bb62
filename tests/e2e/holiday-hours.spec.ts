import { expect, hydrating, ownAddress, test } from './fixtures';
import { ADMIN, signIn } from './admin-session';
import { inNewYork, newYorkWallClock, setServerClock } from './test-clock';

/*
 * Issue 37: the demo's Thanksgiving hours (every store 9 am to 6 pm, the distributor sites closed)
 * on every store page, in its JSON-LD and in the locator, and "open now" following them. The
 * server's clock (lib/server/clock.ts) and the browser's are set to Thanksgiving week.
 */

/** The Thanksgiving the demo seeds: this season's, the fourth Thursday of November (in January, last year's). */
function seededThanksgiving(): string {
  const today = newYorkWallClock(new Date()).slice(0, 10);
  const year = Number(today.slice(0, 4)) - (today.slice(5, 7) === '01' ? 1 : 0);
  const firstWeekday = new Date(Date.UTC(year, 10, 1)).getUTCDay();
  return `${year}-11-${String(1 + ((4 - firstWeekday + 7) % 7) + 21).padStart(2, '0')}`;
}

const dayBefore = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

test.beforeEach(async ({ page }) => ownAddress(page));
test.afterEach(() => setServerClock(null));

test('Thanksgiving hours show on every store page, in its JSON-LD and in the locator, and "open now" follows them', async ({ page, browser, request }) => {
  const thanksgiving = seededThanksgiving();
  const englishDay = `Thursday, Nov ${Number(thanksgiving.slice(8))}`;

  // The Monday before, as staff check the week's hours: saving them again expires the cached store pages.
  setServerClock(inNewYork(dayBefore(thanksgiving, 3), '10:00'));
  await page.goto('/en/admin/login?next=%2Fadmin%2Fstores');
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'All stores' }).filter({ hasText: `Nov ${thanksgiving.slice(8)}` });
  await expect(row).toContainText('9:00 AM – 6:00 PM');
  await expect(row).toContainText('Thanksgiving Day: shorter hours');
  await page.getByLabel('Day', { exact: true }).fill(thanksgiving);
  await page.getByLabel('Opens').fill('09:00');
  await page.getByLabel('Closes').fill('09:00');
  await page.getByRole('button', { name: 'Save special hours' }).click();
  await expect(page.getByText('The closing time must differ from the opening time')).toBeVisible();
  await page.getByLabel('Closes').fill('18:00');
  await page.getByLabel('Note (Korean)').fill('추수감사절 단축 영업');
  await page.getByLabel('Note (English)').fill('Thanksgiving Day: shorter hours');
  await page.getByRole('button', { name: 'Save special hours' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'replacing the hours set before' })).toBeVisible();

  // Every store page, in both languages, lists the day with its hours, and its JSON-LD says so.
  const slugs = [...new Set([...(await (await request.get('/sitemap.xml')).text()).matchAll(/\/location-detail\/([a-z0-9-]+)<\/loc>/g)].map((match) => match[1]!))];
  expect(slugs.length).toBe(19);
  for (const slug of slugs) {
    const distributor = slug.startsWith('jessup-distributor');
    for (const [prefix, day, hours, note] of [
      ['/en', englishDay, distributor ? 'Closed' : '9:00 AM – 6:00 PM', distributor ? 'The distribution center is closed' : 'Thanksgiving Day: shorter hours'],
      ['', `${Number(thanksgiving.slice(5, 7))}월 ${Number(thanksgiving.slice(8))}일 목요일`, distributor ? '휴무' : '오전 9:00 – 오후 6:00', distributor ? '물류센터 휴무' : '추수감사절 단축 영업'],
    ]) {
      // Without cookies: the language is the address's, not the one the staff page above chose.
      const html = await (await fetch(new URL(`${prefix}/location-detail/${slug}`, test.info().project.use.baseURL))).text();
      const list = /<ul aria-labelledby="special-hours"[^>]*>(.*?)<\/ul>/s.exec(html)?.[1] ?? '';
      expect(list, `${prefix}/location-detail/${slug}`).toContain(day);
      expect(list).toContain(hours);
      expect(list).toContain(note);
      const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => match[1]!).join('\n');
      expect(ld).toContain(`"specialOpeningHoursSpecification":[{"@type":"OpeningHoursSpecification","validFrom":"${thanksgiving}","validThrough":"${thanksgiving}","opens":"${distributor ? '00:00' : '09:00'}","closes":"${distributor ? '00:00' : '18:00'}"}`);
    }
  }

  // Thanksgiving at 5 pm: open, closing at six (not ten), in the locator and on the store page.
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const shopper = hydrating(await context.newPage());
  await ownAddress(shopper);
  const at = async (time: string) => {
    setServerClock(inNewYork(thanksgiving, time));
    await shopper.clock.setFixedTime(inNewYork(thanksgiving, time));
  };
  await at('17:00');
  await shopper.goto('/en/location');
  const catonsville = shopper.getByRole('listitem').filter({ has: shopper.getByRole('button', { name: /^Catonsville/ }) });
  await expect(catonsville).toContainText('Today 9:00 AM – 6:00 PM (Thanksgiving Day: shorter hours)');
  await expect(catonsville).toContainText('Open now · closes 6:00 PM');
  const jessup = shopper.getByRole('listitem').filter({ has: shopper.getByRole('button', { name: /Distribution|Distributor|Jessup/ }) }).first();
  await expect(jessup).toContainText('Closed today');
  await shopper.goto('/en/location-detail/catonsville-md');
  await expect(shopper.getByText('Open now · closes 6:00 PM')).toBeVisible();

  // At 6:30 pm it is closed until tomorrow's usual opening.
  await at('18:30');
  await shopper.goto('/en/location');
  await expect(catonsville).toContainText('Closed · opens Friday 9:00 AM');
  await context.close();
});
