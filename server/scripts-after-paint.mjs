import { SCRIPTS_AFTER_PAINT_SCRIPT } from '../lib/inline-scripts.mjs';

/** Next's chunk scripts, exactly as it writes them (in the head, and the runtime's after its bootstrap). */
const CHUNK_SCRIPTS = /<script src="(\/_next\/static\/chunks\/[\w.-]+\.js)" async=""><\/script>/g;
/** Next's early fetch of its runtime chunk, exactly as it writes it. */
const CHUNK_PRELOADS = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[\w.-]+\.js)"\/>/g;

/**
 * A page whose framework scripts load after its first paint. On a phone the HTML paints its
 * text and main picture without any script, but Next's and React's code (~140 kB) was fetched
 * beside the main picture and, once arrived, ran before the browser painted: on a slow
 * connection it shared the bandwidth with the LCP image, on a fast one it held back the first
 * paint. The chunk scripts become a list (a JSON data block, which runs nothing) that one
 * inline script (lib/inline-scripts.mjs) adds as scripts, in the same order, once the page is
 * parsed and its first frame is on screen. Turbopack's runtime finds them by `src`, so nothing
 * loads twice. Next's preload of its runtime chunk goes too: it fetched one of these scripts
 * beside the main picture all the same.
 *
 * @param {string} html
 * @returns {string}
 */
export function scriptsAfterFirstPaint(html) {
  const headEnd = html.indexOf('</head>');
  const sources = [...html.matchAll(CHUNK_SCRIPTS)].map(([, src]) => src);
  if (headEnd < 0 || sources.length === 0) return html;
  const listed = new Set(sources);
  const drop = (/** @type {string} */ part) => part.replace(CHUNK_SCRIPTS, '').replace(CHUNK_PRELOADS, (tag, src) => (listed.has(src) ? '' : tag));
  const list = `<script type="application/json" id="scripts-after-paint">${JSON.stringify(sources)}</script>`;
  return `${drop(html.slice(0, headEnd))}${list}<script>${SCRIPTS_AFTER_PAINT_SCRIPT}</script>${drop(html.slice(headEnd))}`;
}
