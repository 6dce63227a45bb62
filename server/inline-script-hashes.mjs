import { createHash } from 'node:crypto';

/**
 * Next's own inline scripts, by shape. Each carries data, not code of its own: the flight
 * payload is one JSON string (React escapes `<` in it), the Turbopack bootstrap a list of
 * chunk names. A script injected into a page would have to take one of these shapes to run.
 */
const FRAMEWORK_SCRIPTS = [
  /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)(;self\.__next_f\.push\(\[2,null\]\))?$/,
  /^self\.__next_f\.push\(\[[123],"(?:[^"\\<]|\\.)*"\]\)$/,
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(\{"otherChunks":\[(?:"[\w./-]+",?)*\],"runtimeModuleIds":\[[\d,]*\]\}\);?$/,
];

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK = /\btype\s*=\s*["']?(?!(?:text\/javascript|module|application\/javascript)["'\s>])/i;

/** @param {string} text */
export const sha256Source = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The hash sources for the inline scripts in a page that may run: Next's own and those listed
 * in `known` (exact texts). Any other is left out, so the browser blocks it, and is returned in
 * `refused` for the log. Data blocks (`type="application/ld+json"`) never run and need no hash.
 * @param {string} html @param {ReadonlySet<string>} known
 * @returns {{ sources: string[], refused: string[] }}
 */
export function inlineScriptHashes(html, known) {
  const sources = new Set();
  const refused = [];
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes) || text === '') continue;
    if (known.has(text) || FRAMEWORK_SCRIPTS.some((shape) => shape.test(text))) sources.add(sha256Source(text));
    else refused.push(text);
  }
  return { sources: [...sources], refused };
}
