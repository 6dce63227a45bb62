#!/usr/bin/env node
// The weekly ad at scale (issue 53, item 6): `count` confirmed subscribers of Maryland's stores
// (50,000 by default) and Maryland's current sale not yet mailed; the site started with an SMTP
// server in this process and MAIL_RATE_PER_MINUTE = `rate`. Reported: how long the mails took to
// be queued, the send rate the SMTP server saw (a minute at a time and overall), mails received
// twice (none may be), and the latency of the sale page, the home page and the sale API asked
// meanwhile at `connections`, against the same pages with no mail going out.
// The site runs on a scratch database on the PostgreSQL server of TEST_DATABASE_URL (or
// DATABASE_URL): a first start seeds the demo content (and, with no subscriber, measures the quiet
// pages), then the subscribers are written straight into the database and the sale's send row is
// removed, and the site is started again.
// Usage: npm run build && TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
//          node scripts/bench/weekly-ad-send.mjs [count=50000] [rate=6000] [connections=10, 0: one page a second] [minutes=until sent, at most 15]
// Run by hand; the figures go in the closing note, never into a test.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { scratchDatabase, startSite, stopSite, untilHealthy } from './bench-site.mjs';

const [countArg, rateArg, connectionsArg, minutesArg] = process.argv.slice(2);
const count = Number(countArg ?? 50_000);
const rate = Number(rateArg ?? 6_000);
const connections = Number(connectionsArg ?? 10);
const limitMs = Number(minutesArg ?? 15) * 60_000;
const server = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
if (!server) throw new Error('set TEST_DATABASE_URL to a PostgreSQL server (postgres://postgres@127.0.0.1:5432/test here)');

const port = 3295;
const base = `http://127.0.0.1:${port}`;
const pages = ['/en/sale/maryland', '/en', '/api/sale?location=1'];
const MARYLAND = ['ellicott-city-md', 'catonsville-md', 'rockville-md', 'gaithersburg-md', 'riverdale-md'];

/** An SMTP server that counts what it accepts, by recipient, and when. */
function countingSmtp() {
  const seen = new Map();
  const times = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS of each client: offline, every lookup waits for its timeout.
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo) seen.set(to.address, (seen.get(to.address) ?? 0) + 1);
        times.push(Date.now());
        callback();
      });
    },
  });
  return new Promise((resolve) => smtp.listen(0, '127.0.0.1', () => resolve({ smtp, seen, times, url: `smtp://127.0.0.1:${smtp.server.address().port}` })));
}

/** `count` confirmed subscribers of Maryland's stores, and Maryland's current sale as not yet mailed. */
async function subscribe(url) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const started = Date.now();
    for (let from = 0; from < count; from += 5_000) {
      const n = Math.min(5_000, count - from);
      await db.query(
        `insert into weekly_ad_subscribers (email, store_slug, language, editions, status, consent, link_key, confirmed_at)
         select 'bench-' || g || '@example.com', ($2::text[])[1 + g % 5], (array['ko','en','both'])[1 + g % 3], '{korean}', 'confirmed',
                '{"at":"2026-12-01T00:00:00Z","address":"198.51.100.7","page":"/weekly-ad","text":"bench","locale":"en"}', md5(g::text), now()
         from generate_series($1::int, $1::int + $3::int - 1) g`,
        [from, MARYLAND, n],
      );
    }
    await db.query('delete from weekly_ad_sends where location = 1');
    console.info(`${count} subscribers written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await db.end();
  }
}

/** Latency of the pages at `connections` for `seconds` (with none: the send rate alone, the pages asked once a second). */
async function load(seconds) {
  if (connections === 0) {
    const took = [];
    for (let i = 0; i < seconds; i += 1) {
      const asked = Date.now();
      for (const address of pages) await fetch(`${base}${address}`).then((r) => r.text());
      took.push((Date.now() - asked) / pages.length);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    took.sort((a, b) => a - b);
    return { requests: took.length * pages.length, non2xx: 0, p50: Math.round(took[Math.floor(took.length / 2)]), p97_5: Math.round(took.at(-1)), p99: Math.round(took.at(-1)), max: Math.round(took.at(-1)) };
  }
  const result = await autocannon({ url: base, connections, duration: seconds, requests: pages.map((address) => ({ method: 'GET', path: address })) });
  return { requests: result.requests.total, non2xx: result.non2xx, p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99, max: result.latency.max };
}

const scratch = mkdtempSync(path.join(tmpdir(), 'lotte-weekly-ad-'));
const database = await scratchDatabase(server, 'lotte_weekly_ad');
const mail = await countingSmtp();
const env = { DATABASE_URL: database.url, SESSION_SECRET: randomBytes(32).toString('hex'), UPLOAD_DIR: path.join(scratch, 'uploads'), NEXT_PUBLIC_GA_ID: '', SMTP_URL: mail.url, MAIL_RATE_PER_MINUTE: String(rate) };
let site;
try {
  // The first start seeds the demo content; with no subscriber yet nothing is mailed, so the
  // pages' latency here is the quiet baseline.
  site = startSite(port, env);
  await untilHealthy(base);
  for (const address of pages) await fetch(`${base}${address}`).then((r) => r.text());
  const quiet = await load(10);
  await stopSite(site);
  await subscribe(database.url);

  site = startSite(port, env);
  const started = Date.now();
  await untilHealthy(base);
  for (const address of pages) await fetch(`${base}${address}`).then((r) => r.text());
  // Queued: the send row appears with the mails, in one transaction.
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  let queuedAt = null;
  const samples = [];
  while (Date.now() - started < limitMs && mail.times.length < count) {
    if (!queuedAt) {
      const { rows } = await db.query('select created_at from weekly_ad_sends where location = 1');
      if (rows[0]) queuedAt = Date.now();
    }
    if (queuedAt && mail.times.length > 0) samples.push({ at: Date.now(), ...(await load(10)) });
    else await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  const { rows: statuses } = await db.query("select status, count(*)::int as n from mail_queue where key like 'weekly-ad:%' group by status");
  await db.end();
  const first = mail.times[0];
  const last = mail.times.at(-1);
  const twice = [...mail.seen.values()].filter((n) => n > 1).length;
  const perMinute = [];
  for (let t = first; t <= last; t += 60_000) perMinute.push(mail.times.filter((at) => at >= t && at < t + 60_000).length);
  console.info(`rate ${rate}/min, ${connections} connections on ${pages.join(', ')}`);
  console.info(`queued within ${queuedAt ? ((queuedAt - started) / 1000).toFixed(0) : '-'} s of the start; received ${mail.times.length} of ${count} (${twice} twice) in ${first ? ((last - first) / 1000).toFixed(0) : '-'} s: ${first && last > first ? Math.round((mail.times.length - 1) / ((last - first) / 60_000)) : '-'} a minute; by minute: ${perMinute.join(', ')}`);
  console.info(`queue: ${statuses.map((row) => `${row.status} ${row.n}`).join(', ')}`);
  console.info(`pages, quiet: ${quiet.requests} answers, ${quiet.non2xx} not 2xx, p50 ${quiet.p50} ms, p97.5 ${quiet.p97_5}, p99 ${quiet.p99}, max ${quiet.max}`);
  for (const sample of samples) console.info(`pages while sending (${Math.round((sample.at - first) / 1000)} s in): ${sample.requests} answers, ${sample.non2xx} not 2xx, p50 ${sample.p50} ms, p97.5 ${sample.p97_5}, p99 ${sample.p99}, max ${sample.max}`);
} finally {
  if (site) await stopSite(site);
  mail.smtp.close();
  await database.drop();
  rmSync(scratch, { recursive: true, force: true });
}
