/** @jest-environment node */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { COOKIE_NOTICE_SEEN_SCRIPT, googleAnalyticsInit } from '@/lib/inline-scripts.mjs';
import { inlineScriptHashes, sha256Source } from '@/server/inline-script-hashes.mjs';

const known = new Set([COOKIE_NOTICE_SEEN_SCRIPT]);
const flight = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[1,[]]\\n"])';
const turbopack = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/0uk.js","static/chunks/29g-c7.js"],"runtimeModuleIds":[94553]});';

const page = (...scripts: string[]) => `<!DOCTYPE html><html><head></head><body>${scripts.join('')}</body></html>`;

describe('inlineScriptHashes', () => {
  it('hashes Next’s own inline scripts and ours, as the browser does (UTF-8 text, base64)', () => {
    const html = page(
      `<script>${COOKIE_NOTICE_SEEN_SCRIPT}</script>`,
      `<script id="_R_">${turbopack}</script>`,
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      `<script>${flight}</script>`,
      '<script>self.__next_f.push([1,"한국어 \\u003cb\\u003e"])</script>',
    );
    const { sources, refused } = inlineScriptHashes(html, known);
    expect(refused).toEqual([]);
    expect(sources).toHaveLength(5);
    expect(sources).toContain(`'sha256-${createHash('sha256').update(COOKIE_NOTICE_SEEN_SCRIPT).digest('base64')}'`);
    expect(sources).toContain(sha256Source('self.__next_f.push([1,"한국어 \\u003cb\\u003e"])'));
  });

  it('leaves out external scripts, data blocks and empty ones', () => {
    const html = page(
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"GroceryStore"}</script>',
      '<script></script>',
    );
    expect(inlineScriptHashes(html, known)).toEqual({ sources: [], refused: [] });
  });

  it.each([
    ['code after the flight data', 'self.__next_f.push([1,"x"]);alert(1)'],
    ['a raw < in the flight string', 'self.__next_f.push([1,"<img src=x onerror=alert(1)>"])'],
    ['a string that ends early', 'self.__next_f.push([1,"x",alert(1),"y"])'],
    ['code in the chunk list', '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[alert(1)],"runtimeModuleIds":[]});'],
    ['anything else', 'alert(document.cookie)'],
    ['our script with one byte changed', COOKIE_NOTICE_SEEN_SCRIPT.replace("'visit'", "'vIsit'")],
  ])('refuses %s', (_, script) => {
    const { sources, refused } = inlineScriptHashes(page(`<script>${script}</script>`), known);
    expect(sources).toEqual([]);
    expect(refused).toEqual([script]);
  });

  it('still matches what the installed @next/third-parties writes for Google Analytics', () => {
    const library = readFileSync('node_modules/@next/third-parties/dist/google/ga.js', 'utf8');
    const template = /__html: `([\s\S]*?)`,/.exec(library)?.[1];
    const rendered = template
      ?.replaceAll('${dataLayerName}', 'dataLayer')
      .replace('${gaId}', 'G-TEST123')
      .replace(/\$\{debugMode \? .*? : ''\}/, '');
    expect(rendered).toBe(googleAnalyticsInit('G-TEST123'));
  });
});
