/*
 * Lotte Plaza Market's service worker (issue 54, docs/decisions/025-a-service-worker-of-our-own.md).
 *
 * Online, pages come from the network (a staff edit is seen at once) and a copy of each public
 * page is kept; offline, or when the network has not answered in a few seconds, the kept copy,
 * else the offline page in the address's language. Next's scripts and styles (their names hold
 * their content's hash) are kept as they are first used; pictures likewise, at the widths the
 * screen asked for. Kept: only GET answers the server lets a shared cache keep (not `private`,
 * not `no-store`), so the back office, the API's personal answers, lookups, forms' answers and
 * every page drawn for one visitor's cookie never are. No HTML is changed here.
 *
 * Loaded as a plain script (no build step); its rules are exported for the unit tests.
 */
const VERSION = 'v1';
const CACHES = { pages: `lp-pages-${VERSION}`, assets: `lp-assets-${VERSION}`, images: `lp-images-${VERSION}` };
/** At most this many of each (the oldest go first): a phone's storage is the shopper's. */
const LIMITS = { pages: 60, assets: 300, images: 150 };
/** How long a page waits for the network before the kept copy is shown (the network's answer still refreshes it). */
const NETWORK_WAIT_MS = 4000;
const OFFLINE_PAGES = { ko: '/offline', en: '/en/offline' };
/** A page kept at a page's asking is fetched again once it is this old (each visit would otherwise fetch it). */
const KEEP_FRESH_MS = 6 * 60 * 60 * 1000;

/** The language of an address: English under /en, Korean elsewhere (DESIGN.md's URL scheme). */
function localeOf(pathname) {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'ko';
}

/**
 * What the worker does with a request: 'page' (network first, kept copy offline), 'asset'
 * (Next's hashed files: kept copy first), 'image' (kept copy first, then the network), or null
 * (left to the browser: never kept).
 */
function kindOf(request, origin) {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  const path = url.pathname;
  if (/^\/(en\/)?admin(\/|$)/.test(path)) return null;
  // Next's own requests for a page's data (client-side navigation, prefetch): not a page a shopper opens.
  if (request.headers.get('RSC') || url.searchParams.has('_rsc')) return null;
  if (path.startsWith('/_next/static/')) return 'asset';
  if (path.startsWith('/_next/image') || path.startsWith('/api/files/')) return 'image';
  if (path.startsWith('/api/') || path.startsWith('/_next/') || path === '/sw.js') return null;
  if (request.mode === 'navigate') return 'page';
  if (/^\/(icons|images|stores|maps)\//.test(path) || /^\/(icon\.svg|apple-icon\.png)$/.test(path)) return 'image';
  return null;
}

/** Whether an answer may be kept: a whole 200 from this site that a shared cache could keep too. */
function keepable(response) {
  if (!response || response.status !== 200 || response.type !== 'basic') return false;
  const control = (response.headers.get('Cache-Control') || '').toLowerCase();
  return !/\b(no-store|private)\b/.test(control);
}

/** The stylesheets and scripts a kept page needs (read from its HTML, never changed), so it draws offline. */
function assetsOf(html) {
  const found = new Set();
  for (const match of html.matchAll(/(?:href|src)="(\/_next\/static\/[^"]+)"/g)) found.add(match[1].replace(/&amp;/g, '&'));
  return [...found];
}

if (typeof module !== 'undefined') module.exports = { kindOf, keepable, assetsOf, localeOf, OFFLINE_PAGES };

if (typeof ServiceWorkerGlobalScope !== 'undefined' && self instanceof ServiceWorkerGlobalScope) {
  const origin = self.location.origin;

  /** Keeps `response` under `key` and drops the oldest past the kind's limit. */
  const keep = async (kind, key, response) => {
    const cache = await caches.open(CACHES[kind]);
    await cache.put(key, response);
    const keys = await cache.keys();
    for (const old of keys.slice(0, Math.max(0, keys.length - LIMITS[kind]))) await cache.delete(old);
  };

  /** Fetches a page and keeps it (and what it needs to draw); a redirect is kept as one, for the installed app's start at /sale. */
  const refresh = async (url) => {
    const response = await fetch(url, { credentials: 'same-origin', cache: 'no-cache' });
    if (!keepable(response) || new URL(response.url).origin !== origin) return response;
    if (response.redirected) await keep('pages', url, Response.redirect(response.url, 302));
    const html = await response.clone().text();
    await keep('pages', response.url, response.clone());
    await keepAssets(assetsOf(html));
    return response;
  };

  const keepAssets = async (urls) => {
    const cache = await caches.open(CACHES.assets);
    await Promise.all(
      urls.map(async (url) => {
        if (await cache.match(url, { ignoreVary: true })) return;
        const response = await fetch(url).catch(() => null);
        if (keepable(response)) await keep('assets', url, response);
      }),
    );
  };

  const kept = (key, kind) => caches.match(key, { cacheName: CACHES[kind], ignoreVary: true });
  const offlinePage = async (url) => (await kept(new URL(OFFLINE_PAGES[localeOf(new URL(url).pathname)], origin).href, 'pages')) || Response.error();

  const page = async (event) => {
    const { request } = event;
    // Checked against the server every time: the browser's own cache may hold the page a few minutes (stale-while-revalidate).
    const network = fetch(request, { cache: 'no-cache' }).then((response) => {
      // A redirect answers the browser as it came; the worker learns where it leads for the next time offline.
      if (response.type === 'opaqueredirect') event.waitUntil(refresh(request.url).catch(() => undefined));
      else if (keepable(response)) {
        const [copy, html] = [response.clone(), response.clone().text()];
        event.waitUntil(Promise.all([keep('pages', request.url, copy), html.then((text) => keepAssets(assetsOf(text)))]).catch(() => undefined));
      }
      return response;
    });
    const waited = new Promise((resolve) => setTimeout(resolve, NETWORK_WAIT_MS, null));
    const first = await Promise.race([network.catch(() => null), waited]);
    if (first) return first;
    const copy = await kept(request.url, 'pages');
    if (copy) return copy;
    return network.catch(() => offlinePage(request.url));
  };

  const keptFirst = async (event, kind) => {
    const copy = await kept(event.request, kind);
    if (copy) return copy;
    const response = await fetch(event.request);
    if (keepable(response)) event.waitUntil(keep(kind, event.request, response.clone()).catch(() => undefined));
    return response;
  };

  self.addEventListener('install', (event) => {
    // The offline pages in both languages, and what they need to draw.
    event.waitUntil(Promise.all(Object.values(OFFLINE_PAGES).map((url) => refresh(url))).then(() => self.skipWaiting()));
  });

  self.addEventListener('activate', (event) => {
    // An update takes over at once; its rules hold no state, and pages stay network first, so no old script meets a new page.
    const current = new Set(Object.values(CACHES));
    event.waitUntil(
      caches
        .keys()
        .then((names) => Promise.all(names.filter((name) => name.startsWith('lp-') && !current.has(name)).map((name) => caches.delete(name))))
        .then(() => self.clients.claim()),
    );
  });

  self.addEventListener('fetch', (event) => {
    const kind = kindOf(event.request, origin);
    if (kind === 'page') event.respondWith(page(event));
    else if (kind) event.respondWith(keptFirst(event, kind === 'asset' ? 'assets' : 'images'));
  });

  /** Whether a kept page is missing or older than KEEP_FRESH_MS (its Date header). */
  const stale = async (url) => {
    const copy = await kept(url, 'pages');
    return !copy || !(Date.now() - Date.parse(copy.headers.get('Date') || '') < KEEP_FRESH_MS);
  };

  // A page asks for the pages a shopper needs in the aisle (My list, their store's page, the locator)
  // to be kept; `fresh` (the connection is back): fetched again however recently they were kept.
  self.addEventListener('message', (event) => {
    const urls = event.data && event.data.type === 'keep' && Array.isArray(event.data.urls) ? event.data.urls : [];
    const fresh = event.data && event.data.fresh === true;
    // Only what the worker would keep as a page when opened (never the back office or the API).
    const pages = urls
      .filter((url) => typeof url === 'string' && url.startsWith('/') && !url.startsWith('//'))
      .filter((url) => kindOf({ method: 'GET', url: new URL(url, origin).href, mode: 'navigate', headers: new Headers() }, origin) === 'page')
      .slice(0, 10);
    event.waitUntil(
      Promise.all(
        pages.map(async (path) => {
          const url = new URL(path, origin).href;
          if (fresh || (await stale(url))) await refresh(url);
        }),
      ).catch(() => undefined),
    );
  });
}
