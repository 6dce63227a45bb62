/** @jest-environment node */
import { INLINE_SCRIPTS, SCRIPTS_AFTER_PAINT_SCRIPT } from '@/lib/inline-scripts.mjs';
import { inlineScriptHashes, sha256Source } from '@/server/inline-script-hashes.mjs';
import { scriptsAfterFirstPaint } from '@/server/scripts-after-paint.mjs';

const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;
const bootstrap = '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});</script>';
const page = (head: string, body: string) => `<!DOCTYPE html><html lang="ko"><head><meta charSet="utf-8"/>${head}<title>t</title></head><body>${body}</body></html>`;

describe('scriptsAfterFirstPaint', () => {
  it('lists every chunk script, head and body, in document order, and removes the tags', () => {
    const html = page(`${chunk('b1')}${chunk('turbopack-x')}`, `<main>세일</main>${bootstrap}${chunk('a')}`);
    const out = scriptsAfterFirstPaint(html);
    expect(out).not.toMatch(/<script src=/);
    const list = /<script type="application\/json" id="scripts-after-paint">(.*?)<\/script>/.exec(out);
    expect(JSON.parse(list![1]!)).toEqual(['/_next/static/chunks/b1.js', '/_next/static/chunks/turbopack-x.js', '/_next/static/chunks/a.js']);
    // The loader sits at the end of the head; the page's own content and bootstrap stay as they were.
    expect(out).toContain(`<script>${SCRIPTS_AFTER_PAINT_SCRIPT}</script></head>`);
    expect(out).toContain(`<main>세일</main>${bootstrap}</body>`);
  });

  it("drops Next's early preload of a listed chunk and keeps any other preload", () => {
    const preload = (name: string) => `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/${name}.js"/>`;
    const image = '<link rel="preload" as="image" href="/slide.webp"/>';
    const out = scriptsAfterFirstPaint(page(`${image}${preload('a')}${preload('other')}${chunk('b1')}`, `<main>세일</main>${chunk('a')}`));
    expect(out).not.toContain(preload('a'));
    expect(out).toContain(`${image}${preload('other')}`);
  });

  it('leaves a page without Next chunk scripts, or without a head, as it is', () => {
    const plain = page('', '<p>x</p><script src="/elsewhere.js" async=""></script>');
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
    expect(scriptsAfterFirstPaint(`<p>${chunk('a')}</p>`)).toBe(`<p>${chunk('a')}</p>`);
  });

  it('leaves a chunk path with other characters, or another shape of tag, alone', () => {
    const odd = page('<script src="/_next/static/chunks/a.js?v=1" async=""></script><script src="/_next/static/chunks/b.js"></script>', '');
    expect(scriptsAfterFirstPaint(odd)).toBe(odd);
  });

  describe('the router payload', () => {
    const start = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
    const part = (json: string) => `<script>self.__next_f.push(${json})</script>`;
    const block = (json: string) => `<script type="application/json" data-next-f="">${json}</script>`;
    const rows = ['[1,"1:\\"$Sreact.fragment\\"\\n"]', '[1,"2:[\\"$\\",\\"main\\",null,{\\"children\\":\\"\\u003cb\\u003e세일\\"}]\\n"]', '[3,"AAEC"]'];

    it('waits as data blocks, in its order, for the loader to hand it to the framework', () => {
      const out = scriptsAfterFirstPaint(page(chunk('a'), `<main>세일</main>${start}${rows.map(part).join('')}`));
      expect(out).not.toMatch(/<script>\(?self\.__next_f/);
      expect(out).toContain(`<main>세일</main>${block('[0]')}${rows.map(block).join('')}`);
      for (const row of rows) expect(JSON.parse(row)).toBeInstanceOf(Array);
      // Data runs nothing: the page's policy names the loader alone.
      expect(inlineScriptHashes(out, new Set(INLINE_SCRIPTS)).sources).toEqual([sha256Source(SCRIPTS_AFTER_PAINT_SCRIPT)]);
    });

    it('keeps the form state that starts some payloads', () => {
      const out = scriptsAfterFirstPaint(page(chunk('a'), `<script>(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,null])</script>${part(rows[0]!)}`));
      expect(out).toContain(`${block('[0]')}${block('[2,null]')}${block(rows[0]!)}`);
    });

    it('stays as it was, every part, when one part is not plain JSON', () => {
      const odd = part('[1,"\\x3cb\\x3e"]');
      const out = scriptsAfterFirstPaint(page(chunk('a'), `${start}${part(rows[0]!)}${odd}`));
      expect(out).toContain(`${start}${part(rows[0]!)}${odd}`);
      expect(out).not.toContain('data-next-f=""');
    });
  });

  it('gives a page whose policy allows the loader and needs no hash for the list', () => {
    const out = scriptsAfterFirstPaint(page(chunk('a'), '<p>x</p>'));
    const { sources, refused } = inlineScriptHashes(out, new Set(INLINE_SCRIPTS));
    expect(refused).toEqual([]);
    expect(sources).toEqual([sha256Source(SCRIPTS_AFTER_PAINT_SCRIPT)]);
  });
});
