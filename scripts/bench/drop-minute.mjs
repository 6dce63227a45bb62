#!/usr/bin/env node
// The drop minute (issue 50, item 7): a weekly sale and a notice scheduled for one minute go live
// while 100 connections read the region's sale page, the home page and the sale API through the
// shipped nginx (its 1-second micro-cache). Reported: errors, latency (p50, p90, p97.5, p99), when
// the new sale and notice were first and last missed after their minute (an answer that arrives
// later than the minute plus nginx's second plus the slowest answer's time is stale), and how
// many answers each address took straight from the site after the minute, and how many of those the
// site rendered (Next's x-nextjs-cache MISS, or no such header: rendered per request). nginx's
// background refreshes of its micro-cache are not in its log: a page it keeps shows 0 there.
// The site runs on a scratch database on the PostgreSQL server of TEST_DATABASE_URL (or
// DATABASE_URL): a first start seeds the demo content; the sale and notice are then written
// straight into the database, scheduled, and the site is started again with its data cache
// emptied (what the back office's save would expire), as a deploy would find it.
// Usage: npm run build && TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
//          node scripts/bench/drop-minute.mjs [connections=100] [seconds-around-the-minute=20]
// Run by hand; the figures go in the closing note, never into a test.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { scratchDatabase, startNginx, startSite, stopSite, untilHealthy } from './bench-site.mjs';

const [connectionsArg, aroundArg] = process.argv.slice(2);
const connections = Number(connectionsArg ?? 100);
const around = Number(aroundArg ?? 20);
const server = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
if (!server) throw new Error('set TEST_DATABASE_URL to a PostgreSQL server (postgres://postgres@127.0.0.1:5432/test here)');
if (!existsSync('/usr/sbin/nginx')) throw new Error('nginx is needed (Debian: nginx-light)');

const port = 3294;
const proxyPort = 8093;
const base = `http://127.0.0.1:${proxyPort}`;
const LOCATION = 1; // Maryland
const mark = `drop-${randomBytes(3).toString('hex')}`;
const addresses = ['/en/sale/maryland', '/en', `/api/sale?location=${LOCATION}`];
/** The addresses that are pages (asked of the site straight too). */
const pages = addresses.slice(0, 2);

/** The store-local day (New York), as the site counts its weeks. */
const storeDay = (at) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(at);

/** Writes the scheduled sale (the current one's flyers, a week from today) and notice; their minute. */
async function schedule(url) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const { rows } = await db.query('select sale_start::text as start, file_korean, file_chinese, file_vietnamese, file_indian from sales where location = $1 and published and deleted_at is null order by sale_start desc limit 1', [LOCATION]);
    const current = rows[0];
    const today = storeDay(new Date());
    if (!current || current.start >= today) throw new Error(`the current Maryland sale starts ${current?.start ?? 'never'}: run on another day than a sale's first`);
    // The next whole minute at least 45 s away: the load is warmed up before it.
    const minute = new Date(Math.ceil((Date.now() + 45_000 + around * 1000) / 60_000) * 60_000);
    const sale = await db.query(
      'insert into sales (sale_start, location, file_korean, file_chinese, file_vietnamese, file_indian, published, publish_from) values ($1, $2, $3, $4, $5, $6, true, $7) returning id',
      [today, LOCATION, current.file_korean, current.file_chinese, current.file_vietnamese, current.file_indian, minute],
    );
    await db.query("insert into announcements (title, title_eng, content, content_eng, published, publish_from) values ($1, $1, '<p>.</p>', '<p>.</p>', true, $2)", [mark, minute]);
    return { minute: minute.getTime(), saleId: sale.rows[0].id, today };
  } finally {
    await db.end();
  }
}

/** Whether an answer shows what went live at the minute. */
function showsNew(address, body, { saleId, today }) {
  if (address.startsWith('/api/')) return body.includes(`"id":${saleId}`);
  if (address === '/en') return body.includes(mark);
  const [year, month, day] = today.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return body.includes(`Weekly Sale, ${first}`);
}

const scratch = mkdtempSync(path.join(tmpdir(), 'lotte-drop-'));
const database = await scratchDatabase(server, 'lotte_drop');
const env = { DATABASE_URL: database.url, SESSION_SECRET: randomBytes(32).toString('hex'), UPLOAD_DIR: path.join(scratch, 'uploads'), TRUSTED_PROXY_HOPS: '1', NEXT_PUBLIC_GA_ID: '' };
let site;
let nginx;
try {
  site = startSite(port, env);
  await untilHealthy(`http://127.0.0.1:${port}`);
  await stopSite(site);
  // Scheduled straight in the database: the restart below starts with empty caches, as the
  // back office's save would have expired them.
  const drop = await schedule(database.url);
  site = startSite(port, env);
  await untilHealthy(`http://127.0.0.1:${port}`);
  nginx = await startNginx(`127.0.0.1:${port}`, { proxyPort, accessLog: true });
  for (const address of addresses) await fetch(`${base}${address}`).then((r) => r.text());

  const answers = [];
  const start = Date.now();
  const wait = drop.minute - around * 1000 - start;
  console.info(`the minute: ${new Date(drop.minute).toISOString()}; load from ${Math.round(wait / 1000)} s from now, ${around} s either side, ${connections} connections`);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
  // The site itself, asked straight (not through nginx) every 100 ms from 2 s before the minute
  // to 5 s after: when it first answers the new page, and how long that answer took.
  const probes = [];
  const probing = (async () => {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, drop.minute - 2_000 - Date.now())));
    while (Date.now() < drop.minute + 5_000) {
      for (const address of pages) {
        const asked = Date.now();
        fetch(`http://127.0.0.1:${port}${address}`)
          .then(async (response) => probes.push({ address, asked, answered: Date.now(), cache: response.headers.get('x-nextjs-cache'), fresh: showsNew(address, await response.text(), drop) }))
          .catch(() => {});
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const result = await autocannon({
    url: base,
    connections,
    duration: around * 2,
    requests: addresses.map((address) => ({
      method: 'GET',
      path: address,
      onResponse: (status, body, _context, headers) => answers.push({ address, at: Date.now(), status, cache: headers?.['X-Cache'] ?? headers?.['x-cache'], fresh: status === 200 && showsNew(address, body, drop) }),
    })),
  });
  const latencies = result.latency;
  const slowest = latencies.max;
  const rows = addresses.map((address) => {
    const mine = answers.filter((answer) => answer.address === address);
    const after = mine.filter((answer) => answer.at >= drop.minute);
    const firstFresh = after.find((answer) => answer.fresh);
    const lastStale = after.filter((answer) => !answer.fresh).at(-1);
    const early = mine.filter((answer) => answer.at < drop.minute - slowest && answer.fresh).length;
    const late = after.filter((answer) => !answer.fresh && answer.at > drop.minute + 1000 + slowest).length;
    return { address, answers: mine.length, errors: mine.filter((answer) => answer.status >= 400).length, early, late, firstFresh: firstFresh ? firstFresh.at - drop.minute : null, lastStale: lastStale ? lastStale.at - drop.minute : null };
  });
  // The site's own answers after the minute (nginx's log: MISS, EXPIRED, or no cache status for /api).
  const log = readFileSync(path.join(nginx.root, 'access.log'), 'utf8').trim().split('\n').map((line) => line.split(' '));
  const origin = Object.fromEntries(addresses.map((address) => [address, { asked: 0, rendered: 0 }]));
  for (const [msec, uri, cacheStatus, nextCache] of log) {
    if (Number(msec) * 1000 < drop.minute || !origin[uri] || ['HIT', 'STALE', 'UPDATING'].includes(cacheStatus)) continue;
    origin[uri].asked += 1;
    if (nextCache !== 'HIT' && nextCache !== 'STALE') origin[uri].rendered += 1;
  }
  console.info(`${result.requests.total} answers, ${result.errors} connection errors, ${result.non2xx} not 2xx; latency ms: p50 ${latencies.p50}, p90 ${latencies.p90}, p97.5 ${latencies.p97_5}, p99 ${latencies.p99}, max ${slowest}`);
  console.info('address | answers | errors | new before the minute | stale after minute + 1 s + max | first new after the minute (ms) | last stale after it (ms) | straight from the site after the minute | of them rendered');
  for (const row of rows) {
    console.info([row.address, row.answers, row.errors, row.early, row.late, row.firstFresh ?? '-', row.lastStale ?? '-', origin[row.address].asked, origin[row.address].rendered].join(' | '));
  }
  await probing;
  if (process.env.TIMELINE) {
    for (const address of addresses) {
      const nearTheMinute = answers.filter((a) => a.address === address && a.at > drop.minute - 1500 && a.at < drop.minute + 3500);
      let last = '';
      for (const a of nearTheMinute) {
        const state = `${a.cache} ${a.fresh ? 'new' : 'old'}`;
        if (state !== last) console.info(address, a.at - drop.minute, state);
        last = state;
      }
    }
  }
  console.info('the site asked straight: address | first asked after the minute that answered new (ms) | its answer took (ms) | its x-nextjs-cache | old answers asked after the minute');
  for (const address of pages) {
    const after = probes.filter((probe) => probe.address === address && probe.asked >= drop.minute).sort((a, b) => a.asked - b.asked);
    const first = after.find((probe) => probe.fresh);
    console.info([address, first ? first.asked - drop.minute : '-', first ? first.answered - first.asked : '-', first?.cache ?? '-', after.filter((probe) => !probe.fresh).length].join(' | '));
  }
} finally {
  await nginx?.stop();
  if (site) await stopSite(site);
  await database.drop();
  rmSync(scratch, { recursive: true, force: true });
}
