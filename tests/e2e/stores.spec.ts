import { acceptCookies, expect, hydrating, nextAlert, test } from './fixtures';

/*
 * What needs a browser and the real server on /location and the store pages: the searches (ZIP,
 * state, current location) and where they take the visitor, the offline map's clusters and markers,
 * the map's shape at every width, the photo gallery (keys, swipe, the page's lock), the tabs and the
 * popups. A store's structured data (tests/unit/store-json-ld.test.tsx), the weekly sale's small
 * print on each store page (tests/unit/sale-disclaimer.test.tsx) and /location-detail without a
 * store (tests/unit/store-detail-without-store.test.tsx) are tested below the browser.
 */

test.beforeEach(async ({ page }) => acceptCookies(page));

test.describe('store locator', () => {
  test('lists every store and both distributor sites by default, with hours and View more; the offline map: clusters zoom in with the keyboard, stores on one spot are listed, cities are named, a marker selects its store', async ({ page }) => {
    await page.goto('/en/location');
    await expect(page.getByRole('heading', { level: 2, name: 'All locations' })).toBeVisible();
    const items = page.locator('section[aria-labelledby="store-results"] li');
    await expect(items).toHaveCount(19);
    await expect(items.filter({ hasText: 'Distributor' })).toHaveCount(2);
    const sterling = items.filter({ hasText: '30 Pidgeon Hill Dr' });
    await expect(sterling.getByText('Today 9:00 AM – 10:00 PM')).toBeVisible();
    await expect(sterling.getByText(/^(Open now · closes 10:00 PM|Closed · opens .*9:00 AM)$/)).toBeVisible();
    await expect(sterling.getByRole('link', { name: 'View more: Sterling' })).toHaveAttribute('href', '/en/location-detail/sterling-va');
    // The spoken name starts with the number shown (speech control users say what they see).
    await expect(sterling.getByRole('link', { name: '703-555-0112 (call Sterling)' })).toHaveAttribute('href', 'tel:703-555-0112');
    // Jacksonville's entry goes to its deal (spec), and its store page is linked as well.
    const jacksonville = items.filter({ hasText: 'Jacksonville' });
    await expect(jacksonville.getByRole('link', { name: /View more/ })).toHaveAttribute('href', '/en/event/38');
    await expect(jacksonville.getByRole('link', { name: 'Store page – Jacksonville' })).toHaveAttribute('href', '/en/location-detail/jacksonville-fl');
    // Markers that would overlap are one numbered cluster: every store is on the map once.
    const map = page.getByRole('figure', { name: 'Store map' });
    const counts = await map.locator('button[data-cluster]').allTextContents();
    expect((await map.locator('button[aria-pressed]').count()) + counts.reduce((sum, count) => sum + Number(count), 0)).toBe(19);
    expect(counts.length).toBeGreaterThan(0);

    await expect(map.getByText('Baltimore', { exact: true })).toBeVisible();
    await expect(map.getByText('Orlando', { exact: true })).toBeVisible();
    const cluster = map.getByRole('button', { name: /^\d+ stores: .*Silver Spring.*\. Zoom in$/ });
    await cluster.focus();
    await page.keyboard.press('Enter');
    const whole = map.getByRole('button', { name: 'Whole map' });
    await expect(whole).toBeFocused();
    await expect(map.getByRole('button', { name: 'Silver Spring, Maryland' })).toBeVisible();
    await expect(map.getByText('Silver Spring', { exact: true })).toBeVisible();

    // The two Jessup sites are about a kilometre apart: no zoom parts them, so their cluster lists them.
    const jessup = map.getByRole('button', { name: /^2 stores here: .*Distributor 1.*Show them$/ });
    await jessup.click();
    const list = map.getByRole('group', { name: 'Stores at this spot' });
    await expect(list.getByRole('button').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(jessup).toBeFocused();
    await jessup.click();
    await list.getByRole('button', { name: /Distributor 2/ }).click();
    await expect(page.locator('section[aria-labelledby="store-results"] li[data-selected="true"]')).toContainText('Distributor 2');

    await whole.click();
    await expect(whole).toBeHidden();
    await expect(cluster).toBeVisible();

    // A marker selects its store in the list and offers its View more.
    await map.getByRole('button', { name: 'Edison, New Jersey' }).click();
    const edison = items.filter({ hasText: '1185 Amboy Ave' });
    await expect(edison).toHaveAttribute('data-selected', 'true');
    await expect(edison).toBeInViewport();
    const card = page.locator('[aria-live="polite"]').filter({ hasText: 'Edison' });
    await card.getByRole('link', { name: 'View more' }).click();
    await expect(page).toHaveURL(/\/en\/location-detail\/edison-nj$/);
  });

  test('ZIP search: Korean hours read 오전/오후; five digits only, 20794 gives both Jessup sites, other ZIPs the nearest store; an unknown ZIP is said, and the message goes with the next entry; the answer is brought into view', async ({ page }) => {
    await page.goto('/location');
    const results = page.locator('section[aria-labelledby="store-results"]');
    const items = results.locator('li');
    // Korean hours are written one way: 오전/오후, as the open-now line is.
    const sterling = items.filter({ hasText: '30 Pidgeon Hill Dr' });
    await expect(sterling.getByText('오늘 오전 9:00 – 오후 10:00')).toBeVisible();
    await expect(sterling.getByText(/(오전|오후) \d{1,2}:\d{2}/).last()).toBeVisible();
    await expect(results).not.toContainText(/\d{1,2}:\d{2} ?(am|pm)/i);

    const zip = page.getByRole('textbox', { name: '우편번호' });
    await zip.fill('2104');
    const alert = nextAlert(page);
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect.poll(alert).toBe('우편번호는 숫자 5자리만 입력 가능합니다.');

    await zip.fill('20794');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('성원 디스트리뷰터');

    await zip.fill('21043');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('엘리콧시티점');
    await expect(page.getByRole('heading', { level: 2, name: '1개 매장' })).toBeVisible();

    await page.goto('/en/location');
    const english = page.getByRole('textbox', { name: 'ZIP code' });
    await english.fill('00000');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('We could not find ZIP code 00000. Please check it, or search by state.');
    await english.fill('2104');
    await expect(page.getByRole('status')).toHaveText('');
    await english.fill('21043');
    await english.press('Enter');
    await expect(page.locator('section[aria-labelledby="store-results"] li')).toHaveCount(1);
    await expect(page.getByRole('status')).toHaveText('');
    // The answer is where the visitor is taken.
    const one = page.getByRole('heading', { level: 2, name: '1 location' });
    await expect(one).toBeFocused();
    await expect(one).toBeInViewport();
  });

  test('state search: a state is required, the city waits for it and narrows the result; the answer is brought into view (on a phone it is below the map)', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/en/location');
    await page.getByRole('tab', { name: 'State' }).click();
    const city = page.getByRole('combobox', { name: 'City' });
    await expect(city).toBeDisabled();
    const alert = nextAlert(page);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(alert).toBe('Select Your State');

    await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Virginia' });
    await expect(city).toBeEnabled();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const items = page.locator('section[aria-labelledby="store-results"] li');
    await expect(items).toHaveCount(7);
    const seven = page.getByRole('heading', { level: 2, name: '7 locations' });
    await expect(seven).toBeFocused();
    await expect(seven).toBeInViewport();
    await city.selectOption({ label: 'Sterling' });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('30 Pidgeon Hill Dr');

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(items).toHaveCount(19);
    await expect(page.getByRole('heading', { level: 2, name: 'All locations' })).toBeVisible();
  });

  test('searches from the current location: nearest first, taken to the list, "you are here" on the map', async ({ page }) => {
    await page.context().grantPermissions(['geolocation']);
    // At the Orlando store itself: the dot lies on its marker.
    await page.context().setGeolocation({ latitude: 28.5526, longitude: -81.4197 });
    await page.goto('/en/location');
    await page.getByRole('button', { name: 'Search from current location' }).click();
    const items = page.locator('section[aria-labelledby="store-results"] li');
    await expect(items.first()).toContainText('Orlando');
    await expect(items.first()).toContainText(/mi away/);
    await expect(items.first()).toHaveAttribute('data-selected', 'true');
    await expect(items).toHaveCount(19);
    await expect(page.getByRole('status')).toHaveText(/^The nearest store is Orlando, [\d.]+ mi away\.$/);
    const title = page.getByRole('heading', { level: 2, name: '19 locations' });
    await expect(title).toBeFocused();
    await expect(title).toBeInViewport();
    const map = page.getByRole('figure', { name: 'Store map' });
    await expect(map.getByRole('img', { name: 'You are here' })).toBeVisible();
    // The dot never stands between a tap and the marker it lies on.
    await map.getByRole('button', { name: 'Orlando, Florida' }).click({ timeout: 5_000 });
    await expect(map.getByRole('button', { name: 'Orlando, Florida' })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByRole('img', { name: 'You are here' })).toHaveCount(0);
  });

  test('after a search the results follow the search at once (no gap beside a tall map); the map keeps its shape, so pins stay on their towns, at every width', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the map column sits beside the list from 900 px; the narrower widths are set one by one');
    await page.goto('/en/location');
    const zip = page.getByRole('textbox', { name: 'ZIP code' });
    await zip.fill('21043');
    await zip.press('Enter');
    await expect(page.locator('section[aria-labelledby="store-results"] li')).toHaveCount(1);
    const search = (await page.getByRole('region', { name: 'Search by' }).boundingBox())!;
    const results = (await page.getByRole('heading', { level: 2, name: '1 location' }).boundingBox())!;
    expect(results.y - (search.y + search.height)).toBeLessThan(48);

    const map = page.getByRole('figure', { name: 'Store map' });
    for (const width of [320, 390, 600, 700, 768, 844, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const box = (await map.boundingBox())!;
      // public/maps/east-coast.svg is 170 x 360; pins are placed in percent of the picture.
      expect(box.width / box.height, `at ${width} px`).toBeCloseTo(170 / 360, 2);
    }
  });

  test('says so when the browser refuses the location', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ko-KR', permissions: [] });
    const page = hydrating(await context.newPage());
    await page.addInitScript(() => window.localStorage.setItem('visit', 'true'));
    await page.goto('/location');
    await page.getByRole('button', { name: '현재 위치로 검색' }).click();
    await expect(page.getByRole('status')).toContainText(/현재 위치를 (사용할|확인할) 수 없습니다/);
    await context.close();
  });
});

test.describe('store pages', () => {
  test('show the store and its photos in a looping gallery that locks the page while open, and answers to the arrow keys at once and to a swipe', { tag: '@phone' }, async ({ page }, testInfo) => {
    await page.goto('/en/location-detail/sterling-va');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sterling');
    await expect(page.getByText('Virginia', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Sijang Market/ })).toBeVisible();
    await page.getByRole('button', { name: 'Enlarge photo: Sterling: the storefront, photo 1 of 5' }).click();
    const gallery = page.getByRole('dialog', { name: 'Store photos' });
    await expect(gallery.getByText('1 / 5')).toBeVisible();
    // The controls are on screen with the photo (1280 x 800 and a phone alike), not below the dialog's fold.
    await expect(gallery.getByRole('button', { name: 'Next photo' })).toBeInViewport({ ratio: 1 });
    await expect(gallery.getByText('1 / 5')).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    await gallery.getByRole('button', { name: 'Previous photo' }).click();
    await expect(gallery.getByText('5 / 5')).toBeVisible();
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(gallery.getByText('2 / 5')).toBeVisible();
    await expect(gallery.getByRole('img')).toHaveAttribute('alt', 'Sterling: Produce, photo 2 of 5');
    await page.keyboard.press('Escape');
    await expect(gallery).toBeHidden();
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('');

    await page.getByRole('button', { name: 'Enlarge photo: Sterling: Seafood, photo 3 of 5' }).click();
    await expect(gallery.getByText('3 / 5')).toBeVisible();
    // Swiper attaches its key listener as it initialises, a few milliseconds after the first paint.
    await expect(gallery.locator('.swiper')).toHaveClass(/swiper-initialized/);
    // In a loop, swiper ignores a key or swipe while a slide is still moving (loopPreventsSliding,
    // as carousels do): each one waits until the slide before it has come to rest.
    const atRest = () =>
      expect
        .poll(() => gallery.locator('.swiper').evaluate((node) => ((swiper) => swiper.keyboard.enabled && swiper.allowSlideNext && swiper.allowSlidePrev && !swiper.animating)((node as HTMLElement & { swiper: { keyboard: { enabled: boolean }; allowSlideNext: boolean; allowSlidePrev: boolean; animating: boolean } }).swiper)))
        .toBe(true);
    // A key swiper still ignored (its loop set straight just after it came to rest, on a loaded
    // machine) moves nothing, so it is pressed again only while the photo has not changed.
    const press = async (key: string, shows: string) => {
      await atRest();
      await expect(async () => {
        if (!(await gallery.getByText(shows).isVisible())) await page.keyboard.press(key);
        await expect(gallery.getByText(shows)).toBeVisible({ timeout: 1_000 });
      }).toPass();
    };
    // No button clicked first: focus is on Close, where the dialog put it.
    await press('ArrowRight', '4 / 5');
    await press('ArrowLeft', '3 / 5');
    await press('ArrowLeft', '2 / 5');
    await expect(gallery.getByRole('img')).toHaveAttribute('alt', 'Sterling: Produce, photo 2 of 5');

    await atRest();
    const box = (await gallery.getByRole('img').boundingBox())!;
    const y = box.y + box.height / 2;
    const [from, to] = [box.x + box.width * 0.8, box.x + box.width * 0.15];
    if (testInfo.project.name === 'phone') {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
      for (let step = 1; step <= 8; step += 1) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * step) / 8, y }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    } else {
      await page.mouse.move(from, y);
      await page.mouse.down();
      await page.mouse.move(to, y, { steps: 8 });
      await page.mouse.up();
    }
    await expect(gallery.getByText('3 / 5')).toBeVisible();
    await expect(gallery.getByRole('img')).toHaveAttribute('alt', 'Sterling: Seafood, photo 3 of 5');
  });

  test('the information tab: directions, phone, the week with today marked, the food court; Jacksonville has no info text and shows the Snack Lab poster', async ({ page }) => {
    await page.goto('/location-detail/henrico-va');
    await expect(page.getByRole('link', { name: '7801 W Broad St, Henrico, VA 23294 (헨라이코점 길찾기, 새 창에서 열림)' })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=7801%20W%20Broad%20St/);
    await expect(page.getByRole('link', { name: '804-555-0113', exact: true })).toHaveAttribute('href', 'tel:804-555-0113');
    await expect(page.locator('tr[aria-current="date"]')).toHaveCount(1);
    await expect(page.getByRole('row')).toHaveCount(7);
    await page.getByRole('button', { name: '푸드코트', exact: true }).click();
    const popup = page.getByRole('dialog', { name: '푸드코트' });
    await expect(popup.getByRole('listitem')).toHaveText(['한식 BBQ·후라이드 치킨', '버블티', '한식', '일식']);
    await popup.getByRole('button', { name: '닫기' }).click();
    await expect(popup).toBeHidden();

    await page.goto('/en/location-detail/jacksonville-fl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jacksonville');
    // No info headline or text for Jacksonville (spec).
    await expect(page.locator('article > h2')).toHaveCount(0);
    await expect(page.locator('article > h1 + p')).toHaveCount(0);
    await page.getByRole('button', { name: 'Snack Lab', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Snack Lab' }).getByRole('img', { name: /Snack Lab poster/ })).toBeVisible();
  });

  test('the deals tab lists the location\'s deals and opens one in place; the sale tab shows the flyer with the small print of /sale', async ({ page }) => {
    await page.goto('/en/location-detail/edison-nj');
    await page.getByRole('tab', { name: 'Special Deals' }).click();
    const deals = page.locator('#store-panel-deals');
    const first = deals.getByRole('button').first();
    await expect(first).toBeVisible();
    const name = (await first.locator('strong').textContent()) ?? '';
    await first.click();
    await expect(deals.getByRole('heading', { level: 1, name })).toBeVisible();
    // Opening a deal is a history entry of its own: Back returns to the list, Forward reopens it.
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/location-detail\/edison-nj$/);
    await expect(first).toBeVisible();
    await page.goForward();
    await expect(deals.getByRole('heading', { level: 1, name })).toBeVisible();
    await deals.getByRole('button', { name: 'List' }).click();
    await expect(deals.getByRole('button').first()).toBeVisible();

    await page.getByRole('tab', { name: 'Weekly Sale' }).click();
    const sale = page.locator('#store-panel-sale');
    await expect(sale.getByRole('tab')).toHaveText(['Korean/English', 'Chinese', 'Indian']);
    await expect(sale.getByRole('img', { name: /Weekly sale flyer for New Jersey/ })).toBeVisible();
    await expect(sale.getByText(/^Prices are valid for the dates shown/)).toBeVisible();
    await expect(sale.getByRole('note')).toHaveCount(0);
  });

  test('the distributor sites have no deals or sale tabs, and use photos 06 to 10', async ({ page }) => {
    await page.goto('/en/location-detail/jessup-distributor-2');
    await expect(page.getByRole('tab')).toHaveText(['Information', 'Location']);
    await expect(page.locator('[role="button"][aria-label^="Enlarge photo"] img').first()).toHaveAttribute('src', /photo-06\.webp/);
  });

  test('the Location tab: the address and directions first, then a map of the nearby towns', async ({ page }) => {
    await page.goto('/location-detail/tampa-fl');
    await page.getByRole('tab', { name: '위치' }).click();
    await expect(page.locator('#store-panel-location').getByText('주소', { exact: true })).toBeVisible();
    await expect(page.locator('#store-panel-location').getByRole('img', { name: /^탬파점 주변 지도: .*Brandon.* 근처\.$/ })).toBeVisible();
    await expect(page.locator('#store-panel-location').getByRole('link', { name: /Apple 지도로 길찾기/ })).toBeVisible();

    await page.goto('/en/location-detail/sterling-va');
    // The page's title names the store and the section.
    await expect(page).toHaveTitle('Sterling | Store Location | Lotte Plaza Market');
    await page.getByRole('tab', { name: 'Location' }).click();
    const panel = page.locator('#store-panel-location');
    await expect(panel.getByRole('link', { name: /^Directions in Google Maps/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=30%20Pidgeon%20Hill%20Dr/);
    await expect(panel.getByRole('link', { name: /^Directions in Apple Maps/ })).toHaveAttribute('href', /^https:\/\/maps\.apple\.com\/\?daddr=30%20Pidgeon%20Hill%20Dr.*&dirflg=d$/);
    await expect(panel.locator('p').first()).toHaveText(/^Address\s*30 Pidgeon Hill Dr/);
    const map = panel.getByRole('img', { name: /^Map of the area around Lotte Plaza Sterling, near .*Leesburg.*\. Other Lotte Plaza stores nearby: .*Ashburn/ });
    await expect(map).toBeVisible();
    await expect(map).toHaveJSProperty('complete', true);
    expect(await map.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const box = (await map.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(600 / 450, 1);
  });
});
