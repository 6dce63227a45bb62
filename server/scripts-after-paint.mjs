import { SCRIPTS_AFTER_PAINT_SCRIPT } from '../lib/inline-scripts.mjs';

/** Next's chunk scripts, exactly as it writes them (in the head, and the runtime's after its bootstrap). */
const CHUNK_SCRIPTS = /<script src="(\/_next\/static\/chunks\/[\w.-]+\.js)" async=""><\/script>/g;
/** Next's early fetch of its runtime chunk, exactly as it writes it. */
const CHUNK_PRELOADS = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[\w.-]+\.js)"\/>/g;
/**
 * Next's router payload, exactly as it writes it: a script that starts the list (and may add
 * the form state), then one script a part, each adding one JSON value.
 */
const PAYLOAD_START = /<script>\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\((\[0\])\)(?:;self\.__next_f\.push\((\[2,null\])\))?<\/script>/g;
const PAYLOAD_PART = /<script>self\.__next_f\.push\((\[[123],"(?:[^"\\<]|\\.)*"\])\)<\/script>/g;
/** A payload script left as it was. */
const PAYLOAD_SCRIPT = /<script>\(?self\.__next_f/;

/**
 * The payload's scripts as data blocks, in the same order, or null when any of them has
 * another shape (the page then keeps them all as they are). The loader hands the parts to the
 * framework before its scripts, so they are read once, by it, instead of being compiled and run
 * while the page is parsed, before its first paint; and, never running, they need no hash in
 * the page's policy.
 *
 * @param {string} html
 * @returns {string | null}
 */
function payloadAsData(html) {
  const block = (/** @type {string} */ json) => `<script type="application/json" data-next-f="">${json}</script>`;
  let found = false;
  const converted = html
    .replace(PAYLOAD_START, (/** @type {string} */ _, /** @type {string} */ start, /** @type {string | undefined} */ form) => {
      found = true;
      return block(start) + (form ? block(form) : '');
    })
    .replace(PAYLOAD_PART, (/** @type {string} */ script, /** @type {string} */ part) => {
      try {
        JSON.parse(part);
      } catch {
        return script;
      }
      found = true;
      return block(part);
    });
  return found && !PAYLOAD_SCRIPT.test(converted) ? converted : null;
}

/**
 * A page whose framework scripts load after its first paint. On a phone the HTML paints its
 * text and main picture without any script, but Next's and React's code (~140 kB) was fetched
 * beside the main picture and, once arrived, ran before the browser painted: on a slow
 * connection it shared the bandwidth with the LCP image, on a fast one it held back the first
 * paint. The chunk scripts become a list (a JSON data block, which runs nothing) that one
 * inline script (lib/inline-scripts.mjs) adds as scripts, in the same order, once the page is
 * parsed and its first frame is on screen. Turbopack's runtime finds them by `src`, so nothing
 * loads twice. Next's preload of its runtime chunk goes too: it fetched one of these scripts
 * beside the main picture all the same. The router payload waits as data for the same moment
 * (payloadAsData).
 *
 * @param {string} html
 * @returns {string}
 */
export function scriptsAfterFirstPaint(html) {
  const sources = [...html.matchAll(CHUNK_SCRIPTS)].map(([, src]) => src);
  if (!html.includes('</head>') || sources.length === 0) return html;
  const page = payloadAsData(html) ?? html;
  const headEnd = page.indexOf('</head>');
  const listed = new Set(sources);
  const drop = (/** @type {string} */ part) => part.replace(CHUNK_SCRIPTS, '').replace(CHUNK_PRELOADS, (tag, src) => (listed.has(src) ? '' : tag));
  const list = `<script type="application/json" id="scripts-after-paint">${JSON.stringify(sources)}</script>`;
  return `${drop(page.slice(0, headEnd))}${list}<script>${SCRIPTS_AFTER_PAINT_SCRIPT}</script>${drop(page.slice(headEnd))}`;
}
