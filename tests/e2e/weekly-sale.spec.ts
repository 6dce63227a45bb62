import type { Locator, Page } from '@playwright/test';
import { acceptCookies, expect, nextAlert, test } from './fixtures';
import { expectSideScrollCue } from './side-scroll-cue';

/*
 * What needs a browser and the real server on /sale: choosing a location (an alert, a new
 * address), Back and Forward through regions and flyer tabs, the first HTML's preloaded flyer, the
 * zoom viewer, print, the spots over the flyer (keyboard, tap, inside the viewer) and My list on a
 * phone. The viewer's and the list's rules are tested in tests/unit/flyer-zoom-dialog.test.tsx,
 * flyer-viewer.test.tsx, zoom-state.test.ts, sale-items.test.tsx and my-list-view.test.tsx; the
 * regions' editions in tests/api/content-reads.test.ts.
 */

test.beforeEach(async ({ page }) => acceptCookies(page));

test.describe('weekly sale', () => {
  test('before a location is chosen, prompts and links to Special Deals, and View alone asks for a location; a region\'s page shows the Korean week and its exclusions', async ({ page }) => {
    await page.goto('/sale');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('주간 세일');
    await expect(page.getByRole('link', { name: '스페셜 딜 보기' })).toHaveAttribute('href', '/event');
    const alert = nextAlert(page);
    await page.getByRole('button', { name: '보기', exact: true }).click();
    await expect.poll(alert).toBe('지역을 선택해 주세요.');
    await expect(page).toHaveURL(/\/sale$/);

    await page.goto('/sale/virginia');
    await expect(page.getByRole('heading', { level: 2, name: /세일 기간/ })).toHaveText(/\d{4}년 \d{2}월 \d{2}일 – \d{4}년 \d{2}월 \d{2}일/);
    await expect(page.getByText('실버스프링점은 모든 주간 광고에서 제외됩니다.', { exact: false })).toBeVisible();
  });

  test('English asks with the spec\'s words; choosing a location loads its week into a shareable address', async ({ page }) => {
    await page.goto('/en/sale');
    const alert = nextAlert(page);
    await page.getByRole('button', { name: 'View', exact: true }).click();
    await expect.poll(alert).toBe('Please select your location');

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
    // While an edition's picture loads its frame shows, filled, at the picture's size: never a blank gap.
    const flyer = page.getByRole('img', { name: /Weekly sale flyer for Maryland, Chinese edition/ });
    expect(await flyer.evaluate((image) => [getComputedStyle(image).backgroundColor, image.getBoundingClientRect().height > 300])).toEqual([expect.not.stringMatching(/^rgba\(0, 0, 0, 0\)$/), true]);
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

  test('on a phone the state chips keep room inside their borders, and the edition tabs show that they scroll', { tag: '@phone' }, async ({ page, isMobile }) => {
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

  test('the zoom viewer: keys and the wheel zoom, the whole flyer shows at 100% and every edge can be reached zoomed, Escape closes and focus returns, the page is locked meanwhile; a double tap zooms on a phone; a spot inside it shows its item there, and its list entry on request', { tag: '@phone' }, async ({ page }, testInfo) => {
    await page.goto('/en/sale/maryland');
    const flyerButton = page.getByRole('button', { name: /^Enlarge the flyer: / });
    await flyerButton.click();
    const dialog = page.getByRole('dialog', { name: 'Flyer' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    // A touch screen is told about fingers, a desktop about the wheel and keys.
    const help = dialog.locator('#flyer-dialog-help');
    await expect(help).toHaveText(testInfo.project.use.isMobile ? 'Pinch or double-tap to zoom, drag to move. Tap an item to see it here.' : /^Scroll or pinch to zoom, drag to move\. Keys:/, { useInnerText: true });
    const image = dialog.getByRole('img');
    await expect(image).toHaveAttribute('data-scale', '1.0');
    // Panning needs the picture's size: on a loaded machine the full flyer can take a while.
    await expect.poll(() => image.evaluate((node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth > 0)).toBe(true);
    const stage = (await dialog.locator('[data-zoomed]').boundingBox())!;
    const edges = async () => {
      const box = (await image.boundingBox())!;
      return { top: box.y - stage.y, left: box.x - stage.x, bottom: stage.y + stage.height - (box.y + box.height), right: stage.x + stage.width - (box.x + box.width) };
    };
    // At 100% the whole flyer is on the stage.
    for (const gap of Object.values(await edges())) expect(gap).toBeGreaterThanOrEqual(-0.5);

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
    await page.keyboard.press('0');
    if (testInfo.project.use.isMobile) {
      // A finger's double tap zooms in where it lands, and out again; the viewer stays open.
      const fitted = (await image.boundingBox())!;
      const [x, y] = [fitted.x + fitted.width * 0.3, fitted.y + fitted.height * 0.3];
      await page.touchscreen.tap(x, y);
      await page.touchscreen.tap(x, y);
      await expect(image).toHaveAttribute('data-scale', '2.5');
      await page.touchscreen.tap(x, y);
      await page.touchscreen.tap(x, y);
      await expect(image).toHaveAttribute('data-scale', '1.0');
      await expect(dialog).toBeVisible();
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(flyerButton).toBeFocused();
    // The lock is released in the render that follows the close.
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('');

    // A spot over the flyer in the viewer shows its item there, and the viewer stays; "See it in
    // the list" closes it and brings the item into view and focus.
    await flyerButton.click();
    await expect(dialog).toBeVisible();
    const spot = dialog.getByRole('group', { name: 'Items on the flyer' }).getByRole('link').first();
    const target = page.locator(`#${((await spot.getAttribute('href')) ?? '').split('#')[1]}`);
    if (testInfo.project.use.isMobile) await spot.tap();
    else await spot.click();
    const card = dialog.getByRole('region');
    await expect(card).toContainText((await spot.getAttribute('title'))!.split(', ')[0]!);
    await expect(card.getByRole('button', { name: /^Add to my list/ })).toBeVisible();
    await expect(dialog).toBeVisible();
    await card.getByRole('button', { name: 'See it in the list' }).click();
    await expect(dialog).toBeHidden();
    await expect(target).toBeFocused();
    await expect(target).toBeInViewport();
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('');
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
});

/**
 * The week's items (issue 35): as text under the flyer, spots over the flyer, and My list. The demo
 * sale of every region has at least 20 items an edition, most of them placed on their flyer
 * (lib/server/db/demo/flyer-items.ts).
 */
test.describe('the week\'s items', () => {
  const entries = (page: Page) => page.locator('#sale-items li[id^="sale-item-"]');
  const spotsOver = (scope: Page | Locator, locale: 'ko' | 'en' = 'en') => scope.getByRole('group', { name: locale === 'en' ? 'Items on the flyer' : '전단의 상품' }).getByRole('link');
  /** The entry a spot's link points to, and whether the page shows it: in view and the :target. */
  const targetOf = async (page: Page, spot: Locator) => page.locator(`#${((await spot.getAttribute('href')) ?? '').split('#')[1]}`);

  test.describe('without script', () => {
    test.use({ javaScriptEnabled: false });

    for (const locale of ['ko', 'en'] as const) {
      test(`${locale}: the first HTML lists them by department, the flyer's text counts them and points there, and a spot jumps to its entry`, async ({ page }) => {
        await page.goto(locale === 'en' ? '/en/sale/maryland' : '/sale/maryland');
        const list = page.getByRole('region', { name: locale === 'en' ? "This week's items" : '이번 주 세일 상품' });
        await expect(list).toBeVisible();
        const departments = list.getByRole('heading', { level: 3 });
        const names = await departments.allTextContents();
        const order = Object.values(locale === 'en' ? { produce: 'Produce', meat: 'Meat', seafood: 'Seafood', grocery: 'Groceries' } : { produce: '농산', meat: '정육', seafood: '수산', grocery: '식료품' });
        expect(names.slice(0, 4)).toEqual(order);
        expect(await entries(page).count()).toBeGreaterThanOrEqual(20);
        const cabbage = list.getByRole('listitem').filter({ hasText: locale === 'en' ? 'Napa Cabbage' : '배추' }).first();
        await expect(cabbage).toContainText('$');
        await expect(cabbage.locator('[lang="zh"]')).toHaveText('大白菜');
        await expect(list.getByText(locale === 'en' ? /^Regular price:/ : /^정상가:/).first()).toBeAttached();
        // The list's toggle needs script: it is not shown as one that would do nothing.
        await expect(list.getByRole('button', { name: locale === 'en' ? /^Add to my list/ : /^내 목록에 담기/ })).toHaveCount(0);

        const flyer = page.getByRole('img', { name: locale === 'en' ? /Korean\/English edition, .+\. \d+ items?; the list below the flyer has them as text$/ : /한국어\/영어, .+\. 상품 \d+개, 전단 아래 목록에서 글로 볼 수 있습니다$/ });
        await expect(flyer).toBeVisible();
        await expect(page.getByRole('link', { name: locale === 'en' ? /^The \d+ items as text$/ : /^상품 \d+개 글로 보기$/ }).first()).toHaveAttribute('href', '#sale-items');

        const spot = spotsOver(page, locale).first();
        await expect(spot).toBeVisible();
        const target = await targetOf(page, spot);
        await spot.click();
        await expect(target).toBeInViewport();
        expect(await target.evaluate((entry) => entry.matches(':target'))).toBe(true);
      });
    }

    test('My list says it needs script, and is not for search engines', async ({ page }) => {
      await page.goto('/en/sale/my-list');
      await expect(page.getByText('My list is kept in your browser and needs JavaScript.', { exact: false })).toBeVisible();
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    });
  });

  test('a spot is reached by keyboard, shows its focus, and brings its item into view', async ({ page }) => {
    await page.goto('/en/sale/maryland');
    await page.getByRole('button', { name: /^Enlarge the flyer: / }).focus();
    await page.keyboard.press('Tab');
    const spot = spotsOver(page).first();
    await expect(spot).toBeFocused();
    expect(await spot.evaluate((link) => getComputedStyle(link).outlineStyle)).toBe('solid');
    expect(await spot.getAttribute('title')).toMatch(/, \S*\d/);
    const target = await targetOf(page, spot);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#sale-item-\d+$/);
    await expect(target).toBeInViewport();
    expect(await target.evaluate((entry) => entry.matches(':target'))).toBe(true);
  });

  test('a tap on a spot opens the viewer on its item, with Add to my list, instead of throwing the page down to the list', { tag: '@phone' }, async ({ page, isMobile }) => {
    test.skip(!isMobile, 'touch');
    await page.goto('/sale/virginia');
    const spot = spotsOver(page, 'ko').nth(1);
    await spot.tap();
    const dialog = page.getByRole('dialog', { name: '전단' });
    await expect(dialog).toBeVisible();
    const card = dialog.getByRole('region');
    await expect(card).toContainText((await spot.getAttribute('title'))!.split(', ')[0]!);
    await card.getByRole('button', { name: /^내 목록에 담기/ }).tap();
    await expect(card.getByRole('button', { name: /^내 목록에 담기/ })).toHaveAttribute('aria-pressed', 'true');
    expect(new URL(page.url()).hash).toBe('');
    // A finger's tap beside the flyer puts the card away; the viewer stays.
    const stage = (await dialog.locator('[data-zoomed]').boundingBox())!;
    await page.touchscreen.tap(stage.x + 4, stage.y + 4);
    await expect(card).toBeHidden();
    await expect(dialog).toBeVisible();
  });

  test('My list, made on a phone, survives a reload, prints by department in large type, copies and shares as text', { tag: '@phone' }, async ({ page, context, isMobile }) => {
    test.skip(!isMobile, 'a phone');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // A share sheet, as a phone's browser has (desktop Linux Chromium has none).
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => {
          (window as unknown as { shared?: ShareData }).shared = data;
        },
      });
    });
    await page.goto('/sale/maryland');
    const list = page.getByRole('region', { name: '이번 주 세일 상품' });
    const addFirstOf = async (department: string) => {
      const add = list.getByRole('region', { name: department }).getByRole('button', { name: /^내 목록에 담기/ }).first();
      await add.click();
      await expect(add).toHaveAttribute('aria-pressed', 'true');
    };
    await addFirstOf('식료품');
    await addFirstOf('농산');
    await expect(page.getByRole('link', { name: '내 목록 (2)' })).toBeVisible();
    await page.getByRole('link', { name: '내 목록 (2)' }).click();
    await expect(page).toHaveURL(/\/sale\/my-list$/);

    const main = page.getByRole('main');
    const shows = async () => {
      await expect(main.getByRole('heading', { level: 2 })).toHaveText(['농산', '식료품']);
      await expect(main.getByRole('listitem').filter({ hasText: '메릴랜드' })).toHaveCount(2);
      await expect(page.getByText(/\d{4}년 \d{2}월 \d{2}일까지 세일 가격/).first()).toBeVisible();
    };
    await shows();
    await page.reload();
    await shows();

    await page.getByRole('button', { name: '텍스트로 복사' }).click();
    await expect(page.getByRole('status')).toHaveText('목록을 텍스트로 복사했습니다.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^내 목록\n\n\[농산\]\n- .+ — \$.+ — 메릴랜드, \d{4}년 \d{2}월 \d{2}일까지\n\n\[식료품\]\n- /);

    await page.getByRole('button', { name: '공유' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared)).toEqual({ title: '내 목록', text: copied });

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: '인쇄' })).toBeHidden();
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(['농산', '식료품']);
    const size = await main.getByRole('listitem').first().locator('p').first().evaluate((name) => parseFloat(getComputedStyle(name).fontSize));
    expect(size).toBeGreaterThanOrEqual(20);
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('button', { name: /^삭제/ }).first().click();
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(['식료품']);
  });
});
