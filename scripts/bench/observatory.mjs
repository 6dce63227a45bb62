#!/usr/bin/env node
// The Mozilla HTTP Observatory's own tests and grader (@mdn/mdn-http-observatory, scoring
// version 4), run against a local site over plain http, page by page. Not a dependency (its
// install downloads a certificate bundle): install it anywhere with
// `npm install --ignore-scripts @mdn/mdn-http-observatory` and point OBSERVATORY at that
// node_modules folder. Its scanner insists on https first, so this script does what its
// retriever does with the http answer. The https-only checks (redirection to https, HSTS over
// TLS) belong to the TLS front and are left out.
// Run the site with TRUSTED_PROXY_HOPS=1 so that it believes the X-Forwarded-Proto: https this
// script sends as a TLS front would (cookies then carry Secure).
// Usage: OBSERVATORY=/path/node_modules BASE=http://127.0.0.1:3100 node scripts/bench/observatory.mjs [paths]
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = process.env.OBSERVATORY;
if (!root) throw new Error('set OBSERVATORY to the node_modules folder that holds @mdn/mdn-http-observatory');
const load = (file) => import(pathToFileURL(path.join(root, '@mdn/mdn-http-observatory/src', file)).href);
const { Session, getPageText } = await load('retriever/session.js');
const { parseHttpEquivHeaders } = await load('retriever/utils.js');
const { Requests } = await load('types.js');
const { ALL_TESTS } = await load('constants.js');
const { getGradeForScore, getScoreModifier } = await load('grader/grader.js');

const base = process.env.BASE ?? 'http://127.0.0.1:3000';
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/privacy', '/sale/maryland', '/event', '/event/1', '/location-detail/sterling-va', '/contact', '/myQna', '/en'];
// Checks that need https (and the HSTS preload list its install would download): left to the TLS front.
const HTTPS_ONLY = new Set(['redirectionTest', 'strictTransportSecurityTest']);

for (const page of paths) {
  const url = new URL(page, base);
  // As the TLS front would say it (counts only when the site runs with TRUSTED_PROXY_HOPS=1).
  const session = await Session.fromUrl(url, { headers: ['Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'X-Forwarded-Proto: https'] });
  const requests = new Requests(url.hostname);
  requests.session = session;
  requests.responses.http = requests.responses.auto = session.response;
  requests.responses.httpRedirects = requests.responses.httpsRedirects = session.redirectHistory;
  requests.resources.path = getPageText(session.response, true);
  requests.responses.auto.httpEquiv = parseHttpEquivHeaders(requests.resources.path, url.href);
  await session.get({ path: '/robots.txt' });
  requests.responses.cors = null;

  const tests = ALL_TESTS.filter((test) => !HTTPS_ONLY.has(test.name)).map((test) => test(requests));
  const modifiers = tests.map((test) => [getScoreModifier(test.result), test.result]);
  const score = 100 + modifiers.reduce((sum, [modifier]) => sum + modifier, 0);
  console.info(`${page}: ${score} (${getGradeForScore(score).grade}) on the ${tests.length} checks that do not need https`);
  for (const [modifier, result] of modifiers) console.info(`  ${modifier > 0 ? '+' : ''}${modifier} ${result}`);
}
