import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { legacyRedirects } from './lib/content/legacy-redirects';
import { tabRedirects, tabRewrites } from './lib/content/static-tabs';
import { firstPageRedirects } from './lib/content/list-first-pages';
import { myStorePageRedirects } from './lib/stores/my-store-pages';
import { siteUrlWarning } from './lib/site-url-warning.mjs';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The sitemap's lastmod of pages that change only with a release.
  env: { BUILD_TIME: new Date().toISOString() },
  // server/main.mjs compresses, around its Content-Security-Policy, which reads a page's inline
  // scripts before they are compressed (Next's compression would run inside it).
  compress: false,
  // The API answers `/api/events/` and `/api/events` alike, with no redirect hop (DESIGN.md
  // section 4); pages drop a trailing slash in proxy.ts instead.
  skipTrailingSlashRedirect: true,
  // Metadata always in <head>, for every user agent: Next otherwise streams a slow
  // generateMetadata into <body> for browsers and crawlers outside its "HTML-limited" list.
  htmlLimitedBots: /.*/,
  // PGlite and HarfBuzz (subset-font, for the PDFs) ship WASM and data files that must be
  // loaded from node_modules, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'subset-font', 'harfbuzzjs', 'pdf-lib', '@pdf-lib/fontkit'],
  experimental: {
    // `'use cache'` for the data reads (lib/server/cache.ts, decision 018). Next 16 deprecates this
    // switch for `cacheComponents`, which also turns every page into a prerendered shell: that is
    // the next step (decision 017 lists what it takes); this one is its data layer.
    useCache: true,
    // forbidden() for a staff member without a section's permission: Next's own 403.
    authInterrupts: true,
    // app/global-not-found.tsx: the 404 of an address no page claims, rendered as HTML in the
    // address's language (the locale layout is a dynamic segment, so no not-found.tsx can be it).
    globalNotFound: true,
    // Optimistic routing predicts a link's route from the shape of URLs seen before. Korean
    // addresses are rewritten by the proxy (`/giftcard` is served by `/ko/giftcard`), so the
    // pattern it learns from `/en` (`/[locale]`) predicts `/giftcard` as locale "giftcard":
    // that segment 404s and the router refetches it in a loop, ~80 requests a second.
    optimisticRouting: false,
    // The stylesheets inline in each page's <head>: on a phone's first visit they were four
    // render-blocking requests before the first paint (scripts/bench/lighthouse.mjs, simulated
    // mobile: FCP 1.1 -> 0.8 s, the weekly sale's median LCP 2.7 -> 2.1 s; docs/performance.md).
    inlineCss: true,
    // Each page's styles are only its own. The default chunking put every route's shared CSS in
    // the layout's chunk, so the weekly sale carried the forms', careers', FAQ's and admin's
    // styles: 40 kB of the 124 kB page (its HTML 19.1 -> 14.1 kB compressed). Inline, a chunk
    // costs no request, so nothing is gained by merging (requestCost 0). Screenshots of every
    // page, public and admin, at 390 and 1280 px are identical to the pixel to the default's.
    cssChunking: { type: 'graph', requestCost: 0 },
    // Files sent to server actions: a flyer's item list as a CSV of up to 1 MB
    // (lib/admin/item-import.ts) and an item's picture of up to 5 MB (item-picture in
    // lib/admin/upload-purposes.ts). The actions word their own refusals; Next's cap, counted with
    // the forms' other fields, would refuse a body before the action runs, with no message, and a
    // form posted without script cannot check first. So the cap is past the site's largest file
    // (10 MB, a phone's photo): such a picture is read and refused by the action in words.
    serverActions: { bodySizeLimit: '11mb' },
  },
  turbopack: {
    resolveAlias: {
      // formik's four lodash functions and its static hoisting (with react-is), each written for
      // any value there is, were 7 of its 15 kB in every form's first load; these do what formik
      // asks of them in a few lines (lib/forms/formik-deps, compared with the libraries in a
      // unit test; decision 019).
      'lodash-es/clone': './lib/forms/formik-deps/clone.ts',
      'lodash-es/cloneDeep': './lib/forms/formik-deps/clone-deep.ts',
      'lodash-es/isPlainObject': './lib/forms/formik-deps/is-plain-object.ts',
      'lodash-es/toPath': './lib/forms/formik-deps/to-path.ts',
      'hoist-non-react-statics': './lib/forms/formik-deps/hoist-statics.ts',
    },
  },
  // The `'use cache'` reads' store: in memory, or in Redis when REDIS_URL is set where the server
  // runs; it answers each read with the life it has left, so a page's ends at the next publishing
  // boundary (cache-handler/use-cache.mjs).
  cacheHandlers: { default: path.join(process.cwd(), 'cache-handler', 'use-cache.mjs') },
  // Next's page cache: in memory, or shared by every instance in Redis when REDIS_URL is set
  // where the server runs; a page's time is when its render began, so a staff write made during
  // a render expires what it stores (cache-handler/pages.mjs).
  cacheHandler: path.join(process.cwd(), 'cache-handler', 'pages.mjs'),
  // `npm test` type-checks once, beside lint, before the build (scripts/test-all.mjs says so with
  // TYPES_CHECKED=1); any other build checks the types itself.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Next 16 optimizes a local picture with a query only where a pattern allows it: a stored
    // file's address carries its version (`?v=`, lib/server/services/files.ts). Every other
    // local picture stays without a query, as by default.
    localPatterns: [{ pathname: '/api/files/**' }, { pathname: '**', search: '' }],
  },
  async headers() {
    return [
      {
        // The service worker (issue 54): asked again at each visit, so an update of the site reaches
        // every phone at once; its own fetches reach this site only.
        source: '/sw.js',
        headers: [
          { key: 'Cache-Control', value: 'no-cache' },
          { key: 'Content-Security-Policy', value: "default-src 'self'" },
        ],
      },
    ];
  },
  async redirects() {
    return [...legacyRedirects(), ...tabRedirects(), ...firstPageRedirects(), ...myStorePageRedirects(['', '/en'])];
  },
  // Before the file system, after the proxy has put the language in the path.
  async rewrites() {
    return { beforeFiles: tabRewrites(), afterFiles: [], fallback: [] };
  },
};

export default function config(phase: string): NextConfig {
  // Prerendered pages name SITE_URL in their links: the build is where it is missing.
  const warning = phase === PHASE_PRODUCTION_BUILD ? siteUrlWarning(process.env.SITE_URL) : null;
  if (warning) console.warn(warning);
  return withNextIntl(nextConfig);
}
