import { acceptCookies, expect, seriousA11yViolations, test } from './fixtures';
import { expectSideScrollCue } from './side-scroll-cue';

test.beforeEach(async ({ page }) => acceptCookies(page));

test.describe('weekly sale', () => {
  test('before a location is chosen, prompts and links to Special Deals; View alone asks for a location', async ({ page }) => {
    await page.goto('/sale');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('주간 세일');
    await expect(page.getByRole('link', { name: '스페셜 딜 보기' })).toHaveAttribute('href', '/event');
    let message = '';
    page.once('dialog', (alert) => {
      message = alert.message();
      void alert.dismiss();
    });
    await page.getByRole('button', { name: '보기', exact: true }).click();
    await expect.poll(() => message).toBe('지역을 선택해 주세요.');
    await expect(page).toHaveURL(/\/sale$/);
  });

  test('English asks with the spec\'s words', async ({ page }) => {
    await page.goto('/en/sale');
    let message = '';
    page.once('dialog', (alert) => {
      message = alert.message();
      void alert.dismiss();
    });
    await page.getByRole('button', { name: 'View', exact: true }).click();
    await expect.poll(() => message).toBe('Please select your location');
  });

  test('choosing a location loads its week into a shareable address', async ({ page }) => {
    await page.goto('/en/sale');
    await page.getByLabel('Location').selectOption({ label: 'Florida' });
    await expect(page).toHaveURL(/\/en\/sale\/florida$/);
    await expect(page.getByRole('heading', { level: 2, name: /Sale period/ })).toHaveText(/^Sale period: [A-Z][a-z]{2} \d{2}, \d{4} – [A-Z][a-z]{2} \d{2}, \d{4}$/);
    // Florida has no Silver Spring or Herndon line.
    await expect(page.getByText(/Silver Spring is excluded/)).toHaveCount(0);
    await expect(page.getByRole('tab')).toHaveText(['Korean/English', 'Chinese', 'Vietnamese', 'Indian']);
    await expect(page.getByRole('img', { name: /Weekly sale flyer for Florida, Korean\/English edition/ })).toBeVisible();
  });

  test('Back and Forward: the location, the flyer tab, the flyer and the disclaimer all follow the address', async ({ page }) => {
    await page.goto('/en/sale/maryland');
    await page.getByRole('tab', { name: 'Chinese' }).click();
    await expect(page).toHaveURL(/\/sale\/maryland\?lang=2$/);
    await page.getByLabel('Location').selectOption({ label: 'Florida' });
    await expect(page).toHaveURL(/\/en\/sale\/florida$/);
    await expect(page.getByRole('img', { name: /Weekly sale flyer for Florida, Korean\/English edition/ })).toBeVisible();

    const showsMarylandChinese = async () => {
      await expect(page).toHaveURL(/\/sale\/maryland\?lang=2$/);
      await expect(page.getByLabel('Location')).toHaveValue('1');
      await expect(page.getByRole('tab', { name: 'Chinese' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('img', { name: /Weekly sale flyer for Maryland, Chinese edition/ })).toBeVisible();
      await expect(page.getByText(/Silver Spring is excluded/)).toBeVisible();
    };
    await page.goBack();
    await showsMarylandChinese();

    await page.goForward();
    await expect(page).toHaveURL(/\/en\/sale\/florida$/);
    await expect(page.getByLabel('Location')).toHaveValue('3');
    await expect(page.getByRole('tab', { name: 'Korean/English' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('img', { name: /Weekly sale flyer for Florida, Korean\/English edition/ })).toBeVisible();
    await expect(page.getByText(/Silver Spring is excluded/)).toHaveCount(0);

    await page.goBack();
    await showsMarylandChinese();
  });

  test('the first HTML already holds the week and the flyer (no script needed)', async ({ request }) => {
    const html = await (await request.get('/en/sale/maryland')).text();
    expect(html).toMatch(/Sale period(<!-- -->)?: <\/span>[A-Z][a-z]{2} \d{2}, \d{4} – /);
    expect(html).toContain('Silver Spring is excluded from all weekly ads. Herndon is excluded from all weekly ads, including the India, Pakistan &amp; Nepal ad.');
    const flyer = /<img[^>]+alt="Weekly sale flyer for Maryland[^"]*"[^>]*>/.exec(html)?.[0] ?? '';
    expect(flyer).toContain('srcSet=');
    expect(flyer).not.toContain('loading="lazy"');
    expect(html).toMatch(/<link rel="preload" as="image"[^>]+imageSrcSet="[^"]*api%2Ffiles/);
    // Only the resized flyer: the zoom viewer's full-size copy loads when it opens.
    expect(html).not.toMatch(/<link rel="preload" as="image" href="\/api\/files\//);
    expect(html).not.toMatch(/<img[^>]+src="\/api\/files\//);
  });

  test('Korean shows the Korean week format and the exclusions in Virginia', async ({ page }) => {
    await page.goto('/sale/virginia');
    await expect(page.getByRole('heading', { level: 2, name: /세일 기간/ })).toHaveText(/\d{4}년 \d{2}월 \d{2}일 – \d{4}년 \d{2}월 \d{2}일/);
    await expect(page.getByText('실버스프링점은 모든 주간 광고에서 제외됩니다.', { exact: false })).toBeVisible();
  });

  test('New Jersey has no Vietnamese tab; ?lang= picks the tab and the tabs keep it in the address', async ({ page }) => {
    await page.goto('/en/sale/new-jersey?lang=4');
    await expect(page.getByRole('tab')).toHaveText(['Korean/English', 'Chinese', 'Indian']);
    await expect(page.getByRole('tab', { name: 'Indian' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('img', { name: /Indian edition/ })).toBeVisible();
    await page.getByRole('tab', { name: 'Chinese' }).click();
    await expect(page).toHaveURL(/\/sale\/new-jersey\?lang=2$/);
    await expect(page.getByRole('img', { name: /Chinese edition/ })).toBeVisible();
  });

  test('on a phone the state chips keep room inside their borders, and the edition tabs show that they scroll', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone layout');
    await page.goto('/en/sale/maryland');
    const chips = page.getByRole('navigation', { name: 'Weekly sale by state' }).getByRole('link');
    await expect(chips).toHaveText(['Maryland', 'Virginia', 'Florida', 'New Jersey']);
    for (const chip of await chips.all()) {
      const room = await chip.evaluate((link) => {
        const text = document.createRange();
        text.selectNodeContents(link);
        const [outer, inner] = [link.getBoundingClientRect(), text.getBoundingClientRect()];
        return Math.min(inner.left - outer.left, outer.right - inner.right);
      });
      expect(room, await chip.innerText()).toBeGreaterThanOrEqual(8);
    }
    await expectSideScrollCue(page, page.getByRole('tablist'));
  });

  test('the zoom viewer: wheel and keys zoom, arrows move, Escape closes, focus returns, page locked', async ({ page }, testInfo) => {
    await page.goto('/en/sale/maryland');
    const flyerButton = page.getByRole('button', { name: /^Enlarge the flyer: / });
    await flyerButton.click();
    const dialog = page.getByRole('dialog', { name: 'Flyer' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    const image = dialog.getByRole('img');
    await expect(image).toHaveAttribute('data-scale', '1.0');
    // Panning needs the picture's size: on a loaded machine the full flyer can take a while.
    await expect.poll(() => image.evaluate((node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth > 0)).toBe(true);

    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await expect(image).toHaveAttribute('data-scale', '1.2');
    await expect(dialog.getByText('Zoom 120%')).toBeVisible();
    await page.keyboard.press('-');
    await expect(image).toHaveAttribute('data-scale', '1.1');
    if (testInfo.project.name === 'desktop') {
      await image.hover();
      await page.mouse.wheel(0, -100);
      await expect(image).toHaveAttribute('data-scale', '1.2');
    }
    // A portrait flyer overhangs a desktop's stage at the top and bottom, a phone's at the sides.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => image.evaluate((node) => (node as HTMLElement).style.transform)).not.toMatch(/^translate\(0px, 0px\)/);
    await page.keyboard.press('0');
    await expect(image).toHaveAttribute('data-scale', '1.0');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(flyerButton).toBeFocused();
    // The lock is released in the render that follows the close.
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  });

  test('the zoom viewer shows the whole flyer at 100%, and every edge can be reached when zoomed', async ({ page }) => {
    await page.goto('/en/sale/maryland');
    await page.getByRole('button', { name: /^Enlarge the flyer: / }).click();
    const dialog = page.getByRole('dialog', { name: 'Flyer' });
    const image = dialog.getByRole('img');
    await expect(image).toHaveJSProperty('complete', true);
    const stage = (await dialog.locator('[data-zoomed]').boundingBox())!;
    const edges = async () => {
      const box = (await image.boundingBox())!;
      return { top: box.y - stage.y, left: box.x - stage.x, bottom: stage.y + stage.height - (box.y + box.height), right: stage.x + stage.width - (box.x + box.width) };
    };
    const fit = await edges();
    for (const gap of Object.values(fit)) expect(gap).toBeGreaterThanOrEqual(-0.5);

    for (let i = 0; i < 10; i += 1) await page.keyboard.press('+');
    await expect(image).toHaveAttribute('data-scale', '2.0');
    const press = async (key: string) => {
      for (let i = 0; i < 40; i += 1) await page.keyboard.press(key);
    };
    // Down shows the bottom (the lowest prices and the footer), up the top; the same sideways.
    await press('ArrowDown');
    await expect.poll(async () => Math.abs((await edges()).bottom)).toBeLessThan(1);
    await press('ArrowUp');
    await expect.poll(async () => Math.abs((await edges()).top)).toBeLessThan(1);
    const zoomed = (await image.boundingBox())!;
    if (zoomed.width > stage.width) {
      await press('ArrowRight');
      await expect.poll(async () => Math.abs((await edges()).right)).toBeLessThan(1);
      await press('ArrowLeft');
      await expect.poll(async () => Math.abs((await edges()).left)).toBeLessThan(1);
    }
  });

  test('drag moves the flyer only when zoomed, and a click beside it closes the viewer', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'mouse drag');
    await page.goto('/en/sale/maryland');
    await page.getByRole('button', { name: /^Enlarge the flyer: / }).click();
    const dialog = page.getByRole('dialog', { name: 'Flyer' });
    const image = dialog.getByRole('img');
    const box = (await image.boundingBox())!;
    const drag = async () => {
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 40, { steps: 5 });
      await page.mouse.up();
    };
    await drag();
    expect(await image.evaluate((node) => (node as HTMLElement).style.transform)).toBe('translate(0px, 0px) scale(1)');
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    await drag();
    expect(await image.evaluate((node) => (node as HTMLElement).style.transform)).toMatch(/^translate\(\d+(\.\d+)?px, \d+(\.\d+)?px\) scale\(1\.2\)$/);
    await page.mouse.click(box.x - 40 > 0 ? box.x - 40 : 5, box.y + box.height / 2);
    await expect(dialog).toBeHidden();
  });

  test('Print prints only the flyer, on A4, under the title "Weekly Sale Print"', async ({ page }) => {
    await page.goto('/en/sale/florida');
    await page.evaluate(() => {
      window.print = () => {
        (window as unknown as { printedAs: string }).printedAs = document.title;
      };
    });
    const title = await page.title();
    await page.getByRole('button', { name: 'Print' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printedAs?: string }).printedAs)).toBe('Weekly Sale Print');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('tablist')).toBeHidden();
    await expect(page.locator('#flyer-print-image')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect(page).toHaveTitle(title);
    await expect(page.locator('#flyer-print-image')).toHaveCount(0);
  });

  test('has no serious accessibility problems, with and without the viewer open', async ({ page }) => {
    await page.goto('/sale/maryland');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^전단 크게 보기: / }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto('/en/sale');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
