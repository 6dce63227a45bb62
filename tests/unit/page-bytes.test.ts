/** @jest-environment node */
import { compressedBytes, firstLoadScripts, overBudget } from '../e2e/page-bytes';

describe('firstLoadScripts: what a page loads at once', () => {
  it.each([
    ['each <script src> once, in order', '<script src="/_next/a.js" async=""></script><script src="/_next/b.js"></script><script src="/_next/a.js"></script>', ['/_next/a.js', '/_next/b.js']],
    ['not the polyfills only old browsers fetch', '<script src="/_next/polyfills.js" noModule=""></script><script src="/_next/main.js"></script>', ['/_next/main.js']],
    ['not inline scripts or JSON-LD', '<script>self.__next_f=[]</script><script type="application/ld+json">{}</script>', []],
    ['an address with an escaped ampersand, as the browser reads it', '<script src="/_next/c.js?v=1&amp;dpl=2"></script>', ['/_next/c.js?v=1&dpl=2']],
  ])('%s', (_case, html, scripts) => {
    expect(firstLoadScripts(html)).toEqual(scripts);
  });
});

describe('compressedBytes and overBudget', () => {
  it('counts gzip’s bytes of the body, the same each time', () => {
    const html = '<p>배추 $0.69/lb</p>'.repeat(50);
    expect(compressedBytes(html)).toBe(compressedBytes(Buffer.from(html)));
    expect(compressedBytes(html)).toBeLessThan(Buffer.byteLength(html));
  });

  it('names each figure over its budget, by how much; none at or under it', () => {
    expect(overBudget('/sale/maryland', { html: 15_361, js: 100 }, { html: 15_360, js: 100 })).toEqual(['/sale/maryland: HTML 15361 bytes compressed, over its budget of 15360 by 1']);
    expect(overBudget('/', { html: 1, js: 2 }, { html: 1, js: 1 })).toEqual(['/: first-load JavaScript 2 bytes compressed, over its budget of 1 by 1']);
    expect(overBudget('/', { html: 1, js: 1 }, { html: 1, js: 1 })).toEqual([]);
  });
});
