import { expect, test } from './fixtures';

/*
 * What a crawler gets from the real server: robots.txt and the sitemap as Next serves them,
 * metadata in <head> (never streamed into <body>: `htmlLimitedBots` in next.config.ts) for a page
 * of each way of rendering, and one page's JSON-LD in its HTML. Below the browser: what the
 * sitemap lists, and that each of its addresses is a page canonical to itself with a title, a
 * description and a share picture (tests/api/sitemap.test.ts); each page's canonical, alternates,
 * title and noindex (tests/api/page-metadata.test.ts); the metadata builder and the home page's
 * JSON-LD (tests/unit/seo-builders.test.tsx, tests/unit/seo-and-redirects.test.ts); a store's JSON-LD
 * (tests/unit/store-json-ld.test.tsx); postings' and weekly sales' JSON-LD by Google's rules
 * (tests/api/structured-data.test.ts).
 */

/** As a crawler asks: no cookies kept between requests (a browser's language cookie redirects `/x` to `/en/x`). */
async function crawl(path: string): Promise<Response> {
  return fetch(new URL(path, test.info().project.use.baseURL), { redirect: 'manual' });
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const bodyOf = (html: string) => html.slice(html.indexOf('</head>'));

// What the server answers does not depend on the viewport: once is enough.
test.describe('for search engines', () => {
  test.skip(({ isMobile }) => isMobile, 'server answers; the desktop project covers them');

  test('robots.txt names the sitemap, served as XML; a page of each kind has its title, description, canonical and share image in <head>, and links no /ko address', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
    expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);
    const sitemap = await request.get(new URL(sitemapUrl!).pathname);
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    expect(xml).toContain('<urlset');
    expect(xml).toMatch(/\/sale\/maryland<\/loc>/);
    // Next writes each entry's alternates and lastmod; a query's `&` is escaped.
    const privacy = /<url>\s*<loc>[^<]*\/privacy<\/loc>[\s\S]*?<\/url>/.exec(xml)?.[0] ?? '';
    expect(privacy).toMatch(/hreflang="x-default" href="[^"]*\/privacy"/);
    expect(privacy).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}/);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);

    // Prerendered, cached at first visit (ISR) and rendered per request, in both languages.
    for (const path of ['/privacy', '/products/meat', '/ourStory?tab=history', '/event/38', '/sale/maryland', '/career/2', '/announcement/15', '/location-detail/sterling-va', '/', '/event?page=2', '/announcement']) {
      for (const address of [path, path === '/' ? '/en' : `/en${path}`]) {
        const response = await crawl(address);
        expect(response.status, address).toBe(200);
        const html = await response.text();
        const head = headOf(html);
        expect(head, address).toMatch(/<title>[^<]+<\/title>/);
        expect(head, address).toContain('<meta name="description"');
        expect(head, address).toContain('<link rel="canonical"');
        expect(head, address).toContain('<meta property="og:image"');
        expect(bodyOf(html), address).not.toMatch(/<link rel="canonical"|<meta name="description"|<title>/);
        // `/ko/...` only redirects to the unprefixed page: links name the final address.
        expect(html, address).not.toMatch(/href="\/ko(\/|"|\?)/);
      }
    }
  });

  test('a page\u2019s JSON-LD is in the HTML it serves, and its share picture can be fetched', async ({ request }) => {
    const html = await (await crawl('/en')).text();
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(jsonLd ?? '{}');
    expect(data['@graph'].map((node: { '@type': string }) => node['@type'])).toEqual(['Organization', 'WebSite']);
    expect(data['@graph'][0]).toMatchObject({ name: 'Lotte Plaza Market', alternateName: '롯데플라자 마켓' });

    const siteImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(siteImage).toMatch(/\/og\/lotte-plaza-market\.png$/);
    expect((await request.get(new URL(siteImage!).pathname)).headers()['content-type']).toBe('image/png');
    const dealImage = /<meta property="og:image" content="([^"]+)"/.exec(await (await crawl('/event/38')).text())?.[1];
    expect(dealImage).toMatch(/\/api\/files\/\d+\/[^/?]+\?v=[0-9a-f]{12}$/);
    const { pathname, search } = new URL(dealImage!.replace(/&amp;/g, '&'));
    const shared = await request.get(pathname + search);
    expect(shared.status()).toBe(200);
    expect(shared.headers()['cache-control']).toContain('immutable');
  });
});
