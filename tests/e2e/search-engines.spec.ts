import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

/** The sitemap's addresses, as paths of this server (the sitemap names the public site's origin). */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!.replace(/&amp;/g, '&'));
    return `${url.pathname}${url.search}`;
  });
}

/** As a crawler asks: no cookies kept between requests (a browser's language cookie redirects `/x` to `/en/x`). */
async function crawl(path: string): Promise<Response> {
  return fetch(new URL(path, test.info().project.use.baseURL), { redirect: 'manual' });
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const bodyOf = (html: string) => html.slice(html.indexOf('</head>'));

// What the server answers does not depend on the viewport: once is enough.
test.describe('for search engines', () => {
  test.skip(({ isMobile }) => isMobile, 'server answers; the desktop project covers them');

  test('every sitemap address answers 200 with its title, description, canonical and alternates in <head>, and links no redirect', async ({ request }) => {
    test.setTimeout(180_000);
    const paths = await sitemapPaths(request);
    expect(paths.length).toBeGreaterThan(100);
    for (const path of paths) {
      const response = await crawl(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      const head = headOf(html);
      expect(head, path).toMatch(/<title>[^<]+<\/title>/);
      expect(head, path).toContain('<meta name="description"');
      expect(head, path).toContain('<link rel="canonical"');
      expect(head, path).toContain('<meta property="og:image"');
      expect(bodyOf(html), path).not.toMatch(/<link rel="canonical"|<meta name="description"|<title>/);
      // `/ko/...` only redirects to the unprefixed page: links name the final address.
      expect(html, path).not.toMatch(/href="\/ko(\/|"|\?)/);
    }
  });

  test('each state\'s weekly sale is in the sitemap, canonical to itself, linked from /sale, with the week in its title', async ({ page, request }) => {
    const paths = await sitemapPaths(request);
    for (const region of ['maryland', 'virginia', 'florida', 'new-jersey']) {
      expect(paths).toContain(`/sale/${region}`);
      expect(paths).toContain(`/en/sale/${region}`);
    }
    expect(paths.some((path) => path.includes('location='))).toBe(false);
    // The flyer tab is a view of the same page: it does not make another canonical.
    await page.goto('/sale/new-jersey?lang=2');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /[^n]\/sale\/new-jersey$/);
    await expect(page).toHaveTitle(/^뉴저지 주간 세일 \d{1,2}월 \d{1,2}일–/);

    await page.goto('/en/sale');
    const states = page.getByRole('navigation', { name: 'Weekly sale by state' });
    await expect(states.getByRole('link')).toHaveText(['Maryland', 'Virginia', 'Florida', 'New Jersey']);
    await states.getByRole('link', { name: 'Virginia' }).click();
    await expect(page).toHaveURL(/\/en\/sale\/virginia$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/sale\/virginia$/);
    await expect(page.locator('link[rel="alternate"][hreflang="ko"]')).toHaveAttribute('href', /[^n]\/sale\/virginia$/);
    await expect(page).toHaveTitle(/^Virginia Weekly Sale, [A-Z][a-z]{2} \d{1,2}–([A-Z][a-z]{2} )?\d{1,2} \| Lotte Plaza Market$/);
    await expect(states.getByRole('link', { name: 'Virginia' })).toHaveAttribute('aria-current', 'page');
  });

  test('a deal written only in Korean claims no English twin, and its English address says so', async ({ page, request }) => {
    const paths = await sitemapPaths(request);
    const deals = paths.filter((path) => /^\/event\/\d+$/.test(path));
    const koreanOnly = deals.find((path) => !paths.includes(`/en${path}`));
    expect(koreanOnly, 'the demo content has Korean-only deals').toBeDefined();

    await page.goto(koreanOnly!);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(0);

    await page.goto(`/en${koreanOnly}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`[^n]${koreanOnly}$`));
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(0);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ko_KR');
    await expect(page.getByRole('note')).toHaveText('This deal is only available in Korean.');
    // The Korean title is marked as Korean and tagged; the tag's words for a screen reader are English.
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading.locator(':scope > [lang="ko"]')).toHaveCount(1);
    await expect(heading).toContainText('(in Korean)');

    // A deal in both languages has both, and its title stays within 60 characters.
    const both = deals.find((path) => paths.includes(`/en${path}`))!;
    await page.goto(`/en${both}`);
    await expect(page.locator('link[rel="alternate"][hreflang="ko"]')).toHaveCount(1);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
    expect((await page.title()).length).toBeLessThanOrEqual(60);
  });

  test('every English deal title fits in 60 characters', async ({ request }) => {
    const paths = (await sitemapPaths(request)).filter((path) => /^\/en\/event\/\d+$/.test(path));
    for (const path of paths) {
      const title = /<title>([^<]+)<\/title>/.exec(await (await crawl(path)).text())?.[1] ?? '';
      expect(title.replace(/&amp;/g, '&').replace(/&#x27;/g, "'").length, `${path}: ${title}`).toBeLessThanOrEqual(60);
    }
  });

  test('each page of the deals list is its own canonical; searches are not indexed', async ({ page }) => {
    await page.goto('/en/event?page=2');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/event\?page=2$/);
    await expect(page).toHaveTitle('Special Deals, page 2 | Lotte Plaza Market');
    await page.goto('/event?search=%EA%B9%80%EC%B9%98');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('robots.txt lets crawlers fetch share images and the noindex of My Q&A; the sitemap is XML, with x-default and lastmod', async ({ page, request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Allow: /api/files/');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).not.toContain('myQna');
    const xml = await (await request.get('/sitemap.xml')).text();
    // Well-formed XML; posts by their path addresses.
    const parsed = await page.evaluate((text) => {
      const document = new DOMParser().parseFromString(text, 'application/xml');
      return { error: document.querySelector('parsererror')?.textContent ?? null, urls: document.getElementsByTagName('url').length };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.urls).toBeGreaterThan(100);
    expect(xml).toMatch(/\/career\/\d+<\/loc>/);
    expect(xml).not.toContain('view=detail');
    const privacy = /<url>\s*<loc>[^<]*\/privacy<\/loc>[\s\S]*?<\/url>/.exec(xml)?.[0] ?? '';
    expect(privacy).toMatch(/hreflang="x-default" href="[^"]*\/privacy"/);
    expect(privacy).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}/);
    const deal = /<url>\s*<loc>[^<]*\/event\/\d+<\/loc>[\s\S]*?<\/url>/.exec(xml)?.[0] ?? '';
    expect(deal).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}/);
  });

  test('share images: the site picture on static pages, the deal picture on deals, fetchable', async ({ page, request }) => {
    await page.goto('/en/giftcard');
    const siteImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(siteImage).toMatch(/\/og\/lotte-plaza-market\.png$/);
    expect((await request.get(new URL(siteImage!).pathname)).headers()['content-type']).toBe('image/png');
    await page.goto('/event/38');
    const dealImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(dealImage).toMatch(/\/api\/files\/\d+\/[^/?]+\?v=[0-9a-f]{12}$/);
    const { pathname, search } = new URL(dealImage!);
    const shared = await request.get(pathname + search);
    expect(shared.status()).toBe(200);
    expect(shared.headers()['cache-control']).toContain('immutable');
  });

  test('structured data: the chain on the home page, stores as grocery stores, the distributor as a business', async ({ page }) => {
    const jsonLd = async () => JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    await page.goto('/en');
    const home = await jsonLd();
    expect(home['@graph'].map((node: { '@type': string }) => node['@type'])).toEqual(['Organization', 'WebSite']);
    expect(home['@graph'][0]).toMatchObject({ name: 'Lotte Plaza Market', alternateName: '롯데플라자 마켓' });
    await page.goto('/en/location-detail/sterling-va');
    expect(await jsonLd()).toMatchObject({ '@type': 'GroceryStore', priceRange: '$$' });
    await page.goto('/en/location-detail/jessup-distributor-2');
    const distributor = await jsonLd();
    expect(distributor['@type']).toBe('LocalBusiness');
    expect(distributor.priceRange).toBeUndefined();
  });

  test('a deal\'s body headings follow its title (h1 then h2, no skipped level)', async ({ page }) => {
    await page.goto('/en/event/38');
    const levels = await page.locator('main').locator('h1, h2, h3, h4').evaluateAll((nodes) => nodes.map((node) => Number(node.tagName[1])));
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]!, `levels ${levels.join(',')}`).toBeLessThanOrEqual(1);
    });
  });
});
