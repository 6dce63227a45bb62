import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import SharedCacheHandler, { lifetimeOf, sharedCache, tagsOf } from '@/server/next-cache-handler.mjs';
import { openSharedCache } from '@/lib/shared-cache.mjs';

const redisUrl = process.env.TEST_REDIS_URL;
const withRedis = redisUrl ? describe : describe.skip;

/** A build folder as Next leaves it: BUILD_ID, one page it prerendered, then the prerender manifest. */
function fakeBuild() {
  const distDir = mkdtempSync(path.join(tmpdir(), 'lotte-next-'));
  const serverDistDir = path.join(distDir, 'server');
  mkdirSync(path.join(serverDistDir, 'app'), { recursive: true });
  writeFileSync(path.join(distDir, 'BUILD_ID'), `test-${randomUUID()}`);
  const page = (name: string, html: string) => {
    writeFileSync(path.join(serverDistDir, 'app', `${name}.html`), html);
    writeFileSync(path.join(serverDistDir, 'app', `${name}.rsc`), 'rsc');
    writeFileSync(path.join(serverDistDir, 'app', `${name}.meta`), JSON.stringify({ headers: { 'x-next-cache-tags': '_N_T_/layout' }, status: 200 }));
  };
  page('privacy', '<p>privacy, as built</p>');
  const builtAt = new Date(Date.now() - 60_000);
  for (const name of ['privacy.html', 'privacy.rsc', 'privacy.meta']) utimesSync(path.join(serverDistDir, 'app', name), builtAt, builtAt);
  writeFileSync(path.join(distDir, 'prerender-manifest.json'), '{}');
  utimesSync(path.join(distDir, 'prerender-manifest.json'), builtAt, builtAt);
  return { distDir, serverDistDir, page };
}

/** Closes the process's Redis client, so that the next describe opens its own. */
async function closeProcessCache() {
  const holder = globalThis as { __lotteSharedCache?: { close(): Promise<void> } };
  await holder.__lotteSharedCache?.close();
  holder.__lotteSharedCache = undefined;
}

const handlerOn = (serverDistDir: string) =>
  new SharedCacheHandler({ fs: nodeFs, serverDistDir, flushToDisk: true, dev: false, revalidatedTags: [], maxMemoryCacheSize: 0, _requestHeaders: {} });

const pageValue = (html: string, tags: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc of ${html}`),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
  postponed: undefined,
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
});

describe('what the shared cache keeps of an entry', () => {
  it('takes a data read\'s tags from the read and the entry, a page\'s from its tags header', () => {
    expect(tagsOf({ kind: 'FETCH', data: {}, revalidate: 300, tags: ['events'] }, { tags: ['events', 'sales'] })).toEqual(['events', 'sales']);
    expect(tagsOf(pageValue('x', '_N_T_/layout,_N_T_/ko/cached/home,main-visuals'), {})).toEqual(['_N_T_/layout', '_N_T_/ko/cached/home', 'main-visuals']);
    expect(tagsOf({ kind: 'APP_PAGE', headers: {} }, {})).toEqual([]);
    expect(tagsOf(null, { tags: ['events'] })).toEqual([]);
  });

  it('keeps a data read twice its revalidation time (a minute at least), a page a day', () => {
    expect(lifetimeOf({ kind: 'FETCH', revalidate: 300 })).toBe(600);
    expect(lifetimeOf({ kind: 'FETCH', revalidate: 10 })).toBe(60);
    expect(lifetimeOf({ kind: 'FETCH', revalidate: false })).toBe(600);
    expect(lifetimeOf(pageValue('x', ''))).toBe(86_400);
    expect(lifetimeOf(null)).toBe(86_400);
  });
});

withRedis('Next\'s cache shared by every instance in Redis', () => {
  const previous = process.env.REDIS_URL;
  const build = fakeBuild();
  const tag = `test-tag-${randomUUID()}`;
  const soft = `_N_T_/test/${randomUUID()}`;

  beforeAll(async () => {
    process.env.REDIS_URL = redisUrl;
    // Let the process's client connect, so that Redis (not the fallback) answers.
    await sharedCache()!.ready(2_000);
  });
  afterAll(async () => {
    await closeProcessCache();
    process.env.REDIS_URL = previous;
    rmSync(build.distDir, { recursive: true, force: true });
  });

  it('gives one instance the page another rendered, whole (bytes, segments, lifetime)', async () => {
    const key = `/ko/cached/home/${randomUUID()}`;
    await handlerOn(build.serverDistDir).set(key, pageValue('<h1>home</h1>', `_N_T_/layout,${tag}`), { cacheControl: { revalidate: 300, expire: undefined } });
    const found = await handlerOn(build.serverDistDir).get(key, { kind: 'APP_PAGE', isFallback: false });
    expect(found.value.html).toBe('<h1>home</h1>');
    expect(found.value.rscData.toString()).toBe('rsc of <h1>home</h1>');
    expect(found.value.segmentData.get('/_tree').toString()).toBe('tree');
    expect(found.cacheControl).toEqual({ revalidate: 300, expire: undefined });
    expect(found.lastModified).toBeLessThanOrEqual(Date.now());
  });

  it('hides a page from every instance once one of them expires a tag it was made under', async () => {
    const key = `/ko/cached/sale/${randomUUID()}`;
    const own = `sales-${randomUUID()}`;
    await handlerOn(build.serverDistDir).set(key, pageValue('<h1>sale</h1>', `_N_T_/layout,${own}`), { cacheControl: { revalidate: 300 } });
    await handlerOn(build.serverDistDir).revalidateTag([`unrelated-${randomUUID()}`], { expire: 0 });
    expect(await handlerOn(build.serverDistDir).get(key, { kind: 'APP_PAGE' })).not.toBeNull();
    await handlerOn(build.serverDistDir).revalidateTag(own, { expire: 0 });
    expect(await handlerOn(build.serverDistDir).get(key, { kind: 'APP_PAGE' })).toBeNull();
    // Written again after the edit, it is served again.
    await handlerOn(build.serverDistDir).set(key, pageValue('<h1>new sale</h1>', `_N_T_/layout,${own}`), { cacheControl: { revalidate: 300 } });
    expect((await handlerOn(build.serverDistDir).get(key, { kind: 'APP_PAGE' })).value.html).toBe('<h1>new sale</h1>');
  });

  it('checks a data read against its own tags and the tags of the page reading it', async () => {
    const key = `fetch-${randomUUID()}`;
    const read = { kind: 'FETCH', data: { body: '[1,2]', headers: {}, status: 200, url: '' }, revalidate: 300, tags: [tag] };
    await handlerOn(build.serverDistDir).set(key, read, { fetchCache: true, tags: [tag], revalidate: 300 });
    const ask = { kind: 'FETCH', tags: [tag], softTags: [soft] };
    expect((await handlerOn(build.serverDistDir).get(key, ask)).value.data.body).toBe('[1,2]');
    await handlerOn(build.serverDistDir).revalidateTag([soft]);
    expect(await handlerOn(build.serverDistDir).get(key, ask)).toBeNull();
  });

  it('serves the pages the build rendered from disk, but nothing a run without Redis wrote there later', async () => {
    expect((await handlerOn(build.serverDistDir).get('/privacy', { kind: 'APP_PAGE', isFallback: false })).value.html).toBe('<p>privacy, as built</p>');
    build.page('event', '<p>written after the build, maybe stale</p>');
    expect(await handlerOn(build.serverDistDir).get('/event', { kind: 'APP_PAGE', isFallback: false })).toBeNull();
    expect(await handlerOn(build.serverDistDir).get(`fetch-${randomUUID()}`, { kind: 'FETCH', tags: [] })).toBeNull();
  });

  it('forgets every entry when a database is filled from nothing', async () => {
    const key = `/ko/cached/announcement/${randomUUID()}`;
    await handlerOn(build.serverDistDir).set(key, pageValue('<h1>notices</h1>', tag), { cacheControl: { revalidate: 300 } });
    const shared = openSharedCache(redisUrl!);
    await shared.ready(2_000);
    expect(await shared.forgetEntries()).toBeGreaterThanOrEqual(1);
    await shared.close();
    expect(await handlerOn(build.serverDistDir).get(key, { kind: 'APP_PAGE' })).toBeNull();
  });
});

describe('Next\'s cache when Redis cannot be asked', () => {
  const previous = process.env.REDIS_URL;
  const build = fakeBuild();

  beforeAll(() => {
    // Nothing listens on port 1: the client never becomes ready.
    process.env.REDIS_URL = 'redis://127.0.0.1:1';
  });
  afterAll(async () => {
    await closeProcessCache();
    process.env.REDIS_URL = previous;
    rmSync(build.distDir, { recursive: true, force: true });
  });

  it('does not answer from what was on disk before the outage (it may be older than an edit elsewhere)', async () => {
    build.page('old-deals', '<p>cached by an earlier run</p>');
    const earlier = new Date(Date.now() - 30_000);
    for (const name of ['old-deals.html', 'old-deals.rsc', 'old-deals.meta']) utimesSync(path.join(build.serverDistDir, 'app', name), earlier, earlier);
    expect(await handlerOn(build.serverDistDir).get('/old-deals', { kind: 'APP_PAGE', isFallback: false })).toBeNull();
    expect((await handlerOn(build.serverDistDir).get('/privacy', { kind: 'APP_PAGE', isFallback: false })).value.html).toBe('<p>privacy, as built</p>');
  });

  it('keeps each instance its own cache on disk meanwhile, tags included', async () => {
    const key = `/ko/cached/event/${randomUUID()}`;
    const own = `events-${randomUUID()}`;
    await handlerOn(build.serverDistDir).set(key, pageValue('<h1>deals</h1>', own), { cacheControl: { revalidate: 300 } });
    expect((await handlerOn(build.serverDistDir).get(key, { kind: 'APP_PAGE', isFallback: false })).value.html).toBe('<h1>deals</h1>');
    // Next compares the tag's time with the entry's by the millisecond.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handlerOn(build.serverDistDir).revalidateTag(own, { expire: 0 });
    expect(await handlerOn(build.serverDistDir).get(key, { kind: 'APP_PAGE', isFallback: false })).toBeNull();
  });
});
