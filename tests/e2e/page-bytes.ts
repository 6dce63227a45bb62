import { gzipSync } from 'node:zlib';

/*
 * What a page weighs as the budgets count it (page-budgets.json, page-budgets.spec.ts): its HTML
 * and its first-load JavaScript, each compressed by gzip at its highest level, so a figure depends
 * on the bytes alone, not on how the server or a proxy chose to compress them.
 */

export const compressedBytes = (body: string | Buffer) => gzipSync(body, { level: 9 }).length;

/** The scripts a page's HTML loads at once: every `<script src>`, less `noModule` ones (polyfills only old browsers fetch). */
export function firstLoadScripts(html: string): string[] {
  const sources = [...html.matchAll(/<script\b([^>]*)>/g)].flatMap(([, attributes]) => {
    const src = /\bsrc="([^"]+)"/.exec(attributes!)?.[1];
    return src && !/\bnomodule\b/i.test(attributes!) ? [src.replaceAll('&amp;', '&')] : [];
  });
  return [...new Set(sources)];
}

export interface PageBudget {
  /** The page's HTML, compressed. */
  html: number;
  /** Its first-load JavaScript, compressed. */
  js: number;
}

/** Each figure of `measured` over its budget, as a line that says by how much. */
export function overBudget(page: string, measured: PageBudget, budget: PageBudget): string[] {
  return (['html', 'js'] as const)
    .filter((kind) => measured[kind] > budget[kind])
    .map((kind) => `${page}: ${kind === 'html' ? 'HTML' : 'first-load JavaScript'} ${measured[kind]} bytes compressed, over its budget of ${budget[kind]} by ${measured[kind] - budget[kind]}`);
}
