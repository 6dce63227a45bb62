import { expect, hydrating, ownAddress, PNG, seriousA11yViolations, test } from './fixtures';
import { comeInAsAdmin } from './admin-session';

test.beforeEach(async ({ page }) => ownAddress(page));

test.describe('/admin/sales', () => {
  test("a flyer uploaded in the back office is on /sale at once; a file that is not an image is refused in the admin's language", async ({ page, browser }) => {
    // Maryland's: the item tests below work on the other regions' weeks meanwhile.
    const location = 1;
    const name = `flyer-${Date.now().toString(36)}.png`;
    await comeInAsAdmin(page);
    await page.goto('/en/admin/sales');
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly sales' })).toBeVisible();
    await page.getByLabel('Region').selectOption(String(location));
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(new RegExp(`location=${location}`));
    await page.getByRole('row').filter({ hasText: 'On sale' }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit weekly sale' })).toBeVisible();
    await expect(page.getByText(/^Sale period: \w{3} \d{2}, \d{4} – \w{3} \d{2}, \d{4}$/)).toBeVisible();

    const korean = page.getByRole('group', { name: 'Korean / English' });
    await korean.locator('input[type=file]').setInputFiles({ name: 'flyer.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(korean.getByRole('alert')).toHaveText('Only jpg, jpeg, png, webp files can be uploaded here.');
    await korean.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
    await expect(korean.getByRole('img', { name: 'Korean / English' })).toHaveAttribute('src', new RegExp(`/api/files/\\d+/${name}\\?v=[0-9a-f]{12}$`));
    const id = await korean.locator('input[type=hidden]').inputValue();
    // The region's week is served from the page cache before the edit (asked again until it is:
    // the other tests' item writes, running meanwhile, expire every region's sale page).
    const visitorContext = await browser.newContext();
    const visitor = hydrating(await visitorContext.newPage());
    const regionPage = '/en/sale/maryland';
    await visitor.goto(regionPage);
    await expect.poll(async () => (await visitor.goto(regionPage))?.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // The week is published: the new flyer waits as a prepared change until it is published.
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Saved as a prepared change.' })).toBeVisible();
    await page.getByRole('region', { name: 'Prepared change' }).getByRole('button', { name: 'Publish the change now' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The change is published' })).toBeVisible();

    await visitor.goto(regionPage);
    const flyer = visitor.getByRole('img', { name: /Korean\/English edition/ }).first();
    await expect(flyer).toHaveAttribute('src', new RegExp(encodeURIComponent(`/api/files/${id}/${name}`)));
    await visitorContext.close();
  });
});

test.describe('/admin/sales/{id} flyer items', () => {
  test('pasted rows with a bad line are refused by line and nothing is saved; good rows are listed, placed on the flyer by numbers and by dragging, and read on /sale', { tag: '@phone' }, async ({ page, browser }, testInfo) => {
    // Each project works on a region of its own, so the two never see each other's items (Maryland's flyer is the test above's).
    const phone = testInfo.project.use.isMobile;
    const location = phone ? 3 : 2;
    const tag = Date.now().toString(36);
    const [pear, melon] = [`Asian pear ${tag}`, `Honeydew ${tag}`];
    await comeInAsAdmin(page);
    await page.goto('/en/admin/sales');
    await page.getByLabel('Region').selectOption(String(location));
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(new RegExp(`location=${location}`));
    await page.getByRole('row').filter({ hasText: 'On sale' }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 2, name: 'Flyer items' })).toBeVisible();
    const count = page.locator('#sale-items-count');
    const before = await count.textContent();
    await expect(page.getByRole('link', { name: 'Download the CSV template' })).toHaveAttribute('href', '/api/admin/sale-items/template');

    const rows = page.getByLabel('Rows pasted from a spreadsheet');
    const bad = [`배\t${pear}\t\t$1.99\t\tea\tproduce\tkorean`, `멜론\t${melon}\t\tcheap\t\t\tproduce\tall`].join('\n');
    await rows.fill(bad);
    await page.getByRole('button', { name: 'Check the import' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Nothing was saved' })).toHaveText('Nothing was saved: 1 problem. Fix it and import again.');
    await expect(page.getByRole('list', { name: 'Problems' }).getByRole('listitem')).toHaveText(['Line 2, Sale price: Write the sale price with its figure, such as $4.99, $0.69/lb or 2 for $5.']);
    await expect(rows).toHaveValue(bad);
    await expect(count).toHaveText(before!);
    await expect(page.getByRole('cell', { name: pear })).toHaveCount(0);

    // Replacing the list: the check says what goes, and only the confirmation does it.
    await rows.fill(bad.replace('cheap', '$3.99'));
    await page.getByLabel('Replace the list').check();
    await page.getByRole('button', { name: 'Check the import' }).click();
    const preview = page.getByRole('region', { name: 'What this import will do' });
    await expect(preview).toBeFocused();
    await expect(preview.getByRole('heading', { name: 'Adds 2 items' })).toBeVisible();
    const removed = Number(before!.match(/\d+/)![0]);
    await expect(preview.getByRole('heading', { name: /^Removes \d+ items?, with/ })).toHaveText(`Removes ${removed} items, with their places on the flyers and their pictures`);
    await expect(count).toHaveText(before!);
    await preview.getByRole('button', { name: `Import and remove ${removed} items` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(`Imported: 2 added, 0 changed, ${removed} removed, 0 as before. If the sale is live, /sale shows them now.`);
    await expect(page.getByRole('link', { name: "Undo an import in the sale's history" })).toBeVisible();
    await expect(count).toHaveText('2 items');
    const pearRow = page.getByRole('row').filter({ hasText: pear });
    await expect(pearRow.getByRole('cell')).toHaveText([`배${pear}`, '$1.99', '', 'ea', 'Produce', 'Korean / English: not placed', /^No picture/]);
    await expect(page.getByRole('row').filter({ hasText: melon }).getByRole('cell').nth(5)).toHaveText('Korean / English: not placedChinese: not placedVietnamese: not placedIndian: not placed');

    // By numbers: what a keyboard (or a page without script) uses.
    const korean = page.getByRole('region', { name: 'Korean / English' });
    const pearEntry = korean.getByRole('listitem').filter({ hasText: pear });
    await pearEntry.getByText('Place by numbers').click();
    await pearEntry.getByLabel('From the left (%)').fill('10');
    await pearEntry.getByLabel('From the top (%)').fill('20');
    await pearEntry.getByLabel('Width (%)').fill('95');
    await pearEntry.getByLabel('Height (%)').fill('15');
    await pearEntry.getByRole('button', { name: 'Place', exact: true }).click();
    await expect(pearEntry.getByText('The place must stay inside the picture', { exact: false })).toBeVisible();
    await pearEntry.getByLabel('Width (%)').fill('30');
    await pearEntry.getByRole('button', { name: 'Place', exact: true }).click();
    await expect(pearEntry.getByRole('status')).toHaveText('Placed: /sale shows it now.');
    await expect(pearEntry).toContainText('placed at 10% from the left, 20% from the top, 30% × 15%');
    await expect(pearRow.getByRole('cell').nth(5)).toHaveText('Korean / English: placed');
    await expect(korean.locator('span', { hasText: pear }).first()).toBeVisible();
    // The open form fits the screen: the page does not widen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    // By dragging a rectangle over the picture: a mouse on a desktop at once; on a phone a finger
    // scrolls the page past the picture, and draws once staff chose to draw with it.
    await korean.getByLabel('Item').selectOption({ label: melon });
    const picture = korean.getByRole('img', { name: 'Korean / English flyer, with the placed items outlined' });
    const fingerDraws = korean.getByRole('button', { name: 'Draw with a finger' });
    await picture.scrollIntoViewIfNeeded();
    if (phone) {
      // A swipe up over the picture (Chromium's synthetic scroll gestures do not scroll here; touches do).
      const swipe = await page.context().newCDPSession(page);
      const startBox = (await picture.boundingBox())!;
      const [x, y] = [startBox.x + startBox.width / 2, (Math.max(startBox.y, 0) + Math.min(startBox.y + startBox.height, page.viewportSize()!.height)) / 2];
      const scrolled = await page.evaluate(() => window.scrollY);
      await swipe.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let step = 1; step <= 10; step += 1) await swipe.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - step * 25 }] });
      await swipe.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled + 100);
      await expect(korean.getByRole('listitem').filter({ hasText: melon })).toContainText(`${melon}: not placed`);
      await picture.scrollIntoViewIfNeeded();
      await fingerDraws.click();
      await expect(fingerDraws).toHaveAttribute('aria-pressed', 'true');
      await expect(korean.getByText(`Drag a rectangle over “${melon}” with your finger`, { exact: false })).toBeVisible();
    } else {
      await expect(fingerDraws).toBeHidden();
    }
    const box = (await picture.boundingBox())!;
    const [from, to] = [
      { x: box.x + box.width * 0.5, y: box.y + box.height * 0.5 },
      { x: box.x + box.width * 0.75, y: box.y + box.height * 0.6 },
    ];
    if (phone) {
      const touch = await page.context().newCDPSession(page);
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 }] });
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [to] });
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    } else {
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2);
      await page.mouse.move(to.x, to.y);
      await page.mouse.up();
    }
    const melonEntry = korean.getByRole('listitem').filter({ hasText: melon });
    // The drag editor's own answer (the pear's typed form still shows its own).
    const editor = korean.locator('form').filter({ has: page.getByRole('combobox', { name: 'Item' }) });
    await expect(editor.getByRole('status')).toHaveText('Placed: /sale shows it now.');
    await expect(melonEntry).toContainText(/placed at (49|50)(\.\d+)?% from the left, (49|50)(\.\d+)?% from the top, (24|25)(\.\d+)?% × (9|10)(\.\d+)?%/);
    await expect(page.getByRole('row').filter({ hasText: melon }).getByRole('cell').nth(5)).toContainText('Korean / English: placed');
    // Drawn: a finger scrolls again.
    if (phone) await expect(fingerDraws).toHaveAttribute('aria-pressed', 'false');

    await melonEntry.getByRole('button', { name: 'Remove spot' }).click();
    await expect(melonEntry.getByRole('status')).toHaveText('The spot was removed.');
    await expect(melonEntry).toContainText(`${melon}: not placed`);

    // The region's page lists the week's items as text.
    const visitorContext = await browser.newContext();
    const visitor = hydrating(await visitorContext.newPage());
    await visitor.goto(`/en/sale/${location === 3 ? 'florida' : 'virginia'}`);
    await expect(visitor.locator('#sale-items').getByText(pear, { exact: true })).toBeVisible();
    await expect(visitor.locator('#sale-items').getByText(melon, { exact: true })).toBeVisible();
    await visitorContext.close();
  });
});

test.describe('/admin/sales/{id} flyer item pictures', () => {
  test("staff give an item a picture (a wrong type refused in their language), /sale shows it beside the item at once, and they remove it", async ({ page, browser }) => {
    // New Jersey's first item: the import test above replaces Virginia's and Florida's items meanwhile.
    const location = 4;
    const regionPage = '/en/sale/new-jersey';
    await comeInAsAdmin(page);
    await page.goto('/en/admin/sales');
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly sales' })).toBeVisible();
    await page.goto(`/en/admin/sales?location=${location}`);
    await page.getByRole('row').filter({ hasText: 'On sale' }).getByRole('link').click();
    // The week's first item (a demo item, without a picture).
    const row = page.getByRole('region', { name: "This week's flyer items" }).getByRole('row').nth(1);
    const name = (await row.locator('span[lang=en]').textContent())!;
    const file = row.getByLabel('Picture file');
    await expect(file).toHaveAccessibleDescription(new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*jpg, jpeg, png, webp, up to 5 MB`));

    await file.setInputFiles({ name: 'pear.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await row.getByRole('button', { name: 'Upload picture' }).click();
    await expect(row.getByText('Only jpg, jpeg, png, webp files can be uploaded here.')).toBeVisible();
    await expect(file).toHaveAttribute('aria-invalid', 'true');
    await file.setInputFiles({ name: 'item.png', mimeType: 'image/png', buffer: PNG });
    await row.getByRole('button', { name: 'Upload picture' }).click();
    await expect(row.getByRole('status')).toHaveText('Picture saved: /sale shows it now.');
    const thumbnail = row.getByRole('img', { name: `Picture of ${name}` });
    await expect(thumbnail).toHaveAttribute('src', /api%2Ffiles%2F\d+%2Fitem\.png/);
    await expect(row.getByRole('button', { name: 'Replace picture' })).toBeVisible();
    // A row with its picture, which the pages of admin-pages.spec.ts's walk do not have.
    expect(await seriousA11yViolations(page)).toEqual([]);

    const visitorContext = await browser.newContext();
    const visitor = hydrating(await visitorContext.newPage());
    await visitor.goto(regionPage);
    // The item's entry under the flyer (#sale-item-{id}); its id is in its form's field.
    const entry = visitor.locator(`#sale-item-${/\d+/.exec((await file.getAttribute('id'))!)![0]}`);
    await expect(entry).toContainText(name);
    await expect(entry.locator('img')).toHaveAttribute('src', /api%2Ffiles%2F\d+%2Fitem\.png/);
    // Served through the image optimizer once scrolled to (it is lazy).
    await entry.scrollIntoViewIfNeeded();
    await expect.poll(() => entry.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);

    await row.getByRole('button', { name: 'Remove picture' }).click();
    await expect(row.getByRole('status')).toHaveText('The picture was removed.');
    await expect(thumbnail).toHaveCount(0);
    await expect(row.getByText('No picture')).toBeVisible();
    await visitor.goto(regionPage);
    await expect(entry.locator('img')).toHaveCount(0);
    await visitorContext.close();
  });
});

test.describe('/admin/sales/{id} flyer items without script', () => {
  test.use({ javaScriptEnabled: false });
  test.skip(({ isMobile }) => isMobile, 'the same form on every screen');

  test("the import is a plain form post: a refusal lists the bad line and keeps the pasted rows; an item's picture is a plain multipart form post: set, refused in the admin's language, and removed", async ({ page }) => {
    await comeInAsAdmin(page);
    await page.goto('/en/admin/sales');
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly sales' })).toBeVisible();
    // New Jersey's week: its second item (the test with script works on its first); the import is refused, so nothing changes.
    await page.goto('/en/admin/sales?location=4');
    await page.getByRole('row').filter({ hasText: 'On sale' }).getByRole('link').click();
    const before = await page.locator('#sale-items-count').textContent();
    const rows = `name\tname_eng\tname_own\tprice\tregular_price\tunit\tdepartment\teditions\n배\tPear\t\t$1.99\t\t\tproduce\tkorean\n\n멜론\tMelon\t\t$3.99\t\t\tfruit\tall`;
    await page.getByLabel('Rows pasted from a spreadsheet').fill(rows);
    await page.getByRole('button', { name: 'Check the import' }).click();
    await expect(page.getByText('Nothing was saved: 1 problem. Fix it and import again.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Problems' }).getByRole('listitem')).toHaveText([/^Line 4, Department: Unknown department/]);
    await expect(page.getByLabel('Rows pasted from a spreadsheet')).toHaveValue(rows);
    await expect(page.locator('#sale-items-count')).toHaveText(before!);
    // Fixed, it is checked (the preview is the page's answer) and waits for its confirmation: nothing changes yet.
    await page.getByLabel('Rows pasted from a spreadsheet').fill(rows.replace('fruit', 'produce'));
    await page.getByRole('button', { name: 'Check the import' }).click();
    await expect(page.getByRole('heading', { name: 'Adds 2 items' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeVisible();
    await expect(page.locator('#sale-items-count')).toHaveText(before!);

    const row = () => page.getByRole('region', { name: "This week's flyer items" }).getByRole('row').nth(2);
    const name = (await row().locator('span[lang=en]').textContent())!;

    await row().getByLabel('Picture file').setInputFiles({ name: 'item.png', mimeType: 'image/png', buffer: PNG });
    await row().getByRole('button', { name: 'Upload picture' }).click();
    await expect(row().getByText('Picture saved: /sale shows it now.')).toBeVisible();
    await expect(row().getByRole('img', { name: `Picture of ${name}` })).toBeVisible();

    await row().getByLabel('Picture file').setInputFiles({ name: 'item.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await row().getByRole('button', { name: 'Replace picture' }).click();
    await expect(row().getByText('Only jpg, jpeg, png, webp files can be uploaded here.')).toBeVisible();
    // A phone's photo over the picture's 5 MB reaches the action (Next's body limit is past it), which says why.
    await row().getByLabel('Picture file').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]) });
    await row().getByRole('button', { name: 'Replace picture' }).click();
    await expect(row().getByText('Files here can be at most 5 MB.')).toBeVisible();
    await expect(row().getByRole('img', { name: `Picture of ${name}` })).toBeVisible();

    await row().getByRole('button', { name: 'Remove picture' }).click();
    await expect(row().getByText('The picture was removed.')).toBeVisible();
    await expect(row().getByRole('img')).toHaveCount(0);
  });
});
