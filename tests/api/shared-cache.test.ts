import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import v8 from 'node:v8';
import SharedCacheHandler, { lifetimeOf, noteAsked, renderBegan, tagsOf } from '@/cache-handler/pages.mjs';
import { openSharedCache } from '@/lib/shared-cache.mjs';
import { useCacheRedis } from '../helpers/process-caches';

const redisUrl = process.env.TEST_REDIS_URL;
const withRedis = redisUrl ? describe : describe.skip;

/** A build folder as Next leaves it: its BUILD_ID, and one page it prerendered. */
function fakeBuild() {
  const distDir = mkdtempSync(path.join(tmpdir(), 'lotte-next-'));
  const serverDistDir = path.join(distDir, 'server');
  mkdirSync(path.join(serverDistDir, 'app'), { recursive: true });
  writeFileSync(path.join(distDir, 'BUILD_ID'), `test-${randomUUID()}`);
  writeFileSync(path.join(serverDistDir, 'app', 'privacy.html'), '<p>privacy, as built</p>');
  return { distDir, serverDistDir };
}

const holder = globalThis as { __lotteLocalCache?: { entries: { set(key: string, value: { entry: unknown; size: number }): void } } };


// As Next makes it (one a request): no file system, since the handler keeps nothing on disk.
const handlerOn = (serverDistDir: string) => new SharedCacheHandler({ serverDistDir, dev: false, revalidatedTags: [], maxMemoryCacheSize: 50 * 1024 * 1024, _requestHeaders: {} });

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

describe('a page dated from the start of its render', () => {
  it.each([
    ['asked for, then stored', [1_000], 4_000, 1_000],
    ['asked for twice (the second began the render)', [1_000, 2_500], 4_000, 2_500],
    ['never asked for', [], 4_000, 4_000],
    ['asked for longer ago than any render takes', [1_000], 61_000, 61_000],
    ['asked for by a clock ahead of the storing one', [5_000], 4_000, 4_000],
  ])('%s', (_, asks, storedAt, dated) => {
    const askedAt = new Map<string, number>();
    for (const at of asks) noteAsked(askedAt, '/ko/career/first-page', at);
    expect(renderBegan(askedAt, '/ko/career/first-page', storedAt)).toBe(dated);
    // Once stored, the asking is spent: the next storing without an asking is dated then.
    expect(renderBegan(askedAt, '/ko/career/first-page', storedAt + 1)).toBe(storedAt + 1);
  });

  it('remembers the last askings of ten thousand keys at most, whatever addresses are asked for', () => {
    const askedAt = new Map<string, number>();
    for (let id = 0; id < 10_050; id += 1) noteAsked(askedAt, `/ko/career/${id}`, id);
    expect(askedAt.size).toBe(10_000);
    expect(askedAt.has('/ko/career/49')).toBe(false);
    expect(askedAt.get('/ko/career/10049')).toBe(10_049);
  });
});

withRedis('Next\'s cache shared by every instance in Redis', () => {
  const build = fakeBuild();
  const tag = `test-tag-${randomUUID()}`;
  const soft = `_N_T_/test/${randomUUID()}`;
  useCacheRedis(redisUrl);
  afterAll(() => rmSync(build.distDir, { recursive: true, force: true }));

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
    await handlerOn(build.serverDistDir).revalidateTag([`unrelated-${randomUUID()}`]);
    expect(await handlerOn(build.serverDistDir).get(key, { kind: 'APP_PAGE' })).not.toBeNull();
    await handlerOn(build.serverDistDir).revalidateTag(own);
    // Rendered again after the edit, it is served again. Begun in the very millisecond of the
    // edit it would count as older (it may have been rendered from what was read before).
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await handlerOn(build.serverDistDir).get(key, { kind: 'APP_PAGE' })).toBeNull();
    await handlerOn(build.serverDistDir).set(key, pageValue('<h1>new sale</h1>', `_N_T_/layout,${own}`), { cacheControl: { revalidate: 300 } });
    expect((await handlerOn(build.serverDistDir).get(key, { kind: 'APP_PAGE' })).value.html).toBe('<h1>new sale</h1>');
  });

  it('hides from every instance a page whose render began before a tag it was made under was expired', async () => {
    const key = `/en/career/first-page/${randomUUID()}`;
    const own = `postings-${randomUUID()}`;
    // A visitor's request begins the render; another instance's staff write expires the tag;
    // the render, made from what was read before the write, is stored after it.
    expect(await handlerOn(build.serverDistDir).get(key, { kind: 'APP_PAGE' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handlerOn(build.serverDistDir).revalidateTag(own);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handlerOn(build.serverDistDir).set(key, pageValue('<h1>the list before the write</h1>', own), { cacheControl: { revalidate: 60 } });
    expect(await handlerOn(build.serverDistDir).get(key, { kind: 'APP_PAGE' })).toBeNull();
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

  it('never answers with the build\'s own files (Next renders such a page once, then it is shared) nor with anything it was not given', async () => {
    expect(await handlerOn(build.serverDistDir).get('/privacy', { kind: 'APP_PAGE', isFallback: false })).toBeNull();
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
  const build = fakeBuild();
  // Nothing listens on port 1: the client never becomes ready.
  useCacheRedis('redis://127.0.0.1:1', { connect: false });
  afterAll(() => rmSync(build.distDir, { recursive: true, force: true }));

  it('does not answer from what it kept before the outage (it may be older than an edit elsewhere)', async () => {
    const handler = handlerOn(build.serverDistDir);
    const key = `/ko/cached/deal/${randomUUID()}`;
    const before = { value: pageValue('<p>kept before the outage</p>', ''), lastModified: Date.now() - 30_000, cacheControl: undefined, tags: [] };
    holder.__lotteLocalCache!.entries.set(key, { entry: before, size: v8.serialize(before).length });
    expect(await handler.get(key, { kind: 'APP_PAGE', isFallback: false })).toBeNull();
    expect(await handler.get('/privacy', { kind: 'APP_PAGE', isFallback: false })).toBeNull();
  });

  it('keeps each instance its own cache in memory meanwhile, tags included', async () => {
    const key = `/ko/cached/event/${randomUUID()}`;
    const own = `events-${randomUUID()}`;
    await handlerOn(build.serverDistDir).set(key, pageValue('<h1>deals</h1>', own), { cacheControl: { revalidate: 300 } });
    expect((await handlerOn(build.serverDistDir).get(key, { kind: 'APP_PAGE', isFallback: false })).value.html).toBe('<h1>deals</h1>');
    // Next compares the tag's time with the entry's by the millisecond.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handlerOn(build.serverDistDir).revalidateTag(own);
    expect(await handlerOn(build.serverDistDir).get(key, { kind: 'APP_PAGE', isFallback: false })).toBeNull();
  });
});

describe('Next\'s cache while nothing is shared (the build renders without Redis)', () => {
  const build = fakeBuild();
  useCacheRedis(undefined);
  afterAll(() => rmSync(build.distDir, { recursive: true, force: true }));

  it('keeps what it is given, whole, until a tag it was made under (or the reading page\'s) is expired', async () => {
    const page = `/ko/cached/sale/${randomUUID()}`;
    await handlerOn(build.serverDistDir).set(page, pageValue('<h1>sale</h1>', 'sales'), { cacheControl: { revalidate: 300 } });
    const found = await handlerOn(build.serverDistDir).get(page, { kind: 'APP_PAGE', isFallback: false });
    expect(found.value.rscData.toString()).toBe('rsc of <h1>sale</h1>');
    expect(found.value.segmentData.get('/_tree').toString()).toBe('tree');

    const read = `fetch-${randomUUID()}`;
    await handlerOn(build.serverDistDir).set(read, { kind: 'FETCH', data: { body: '[1]', headers: {}, status: 200, url: '' }, revalidate: 300, tags: ['events'] }, { fetchCache: true, tags: ['events'] });
    expect((await handlerOn(build.serverDistDir).get(read, { kind: 'FETCH', tags: ['events'], softTags: ['_N_T_/ko/event'] })).value.data.body).toBe('[1]');

    await new Promise((resolve) => setTimeout(resolve, 5));
    await handlerOn(build.serverDistDir).revalidateTag(['sales', '_N_T_/ko/event']);
    expect(await handlerOn(build.serverDistDir).get(page, { kind: 'APP_PAGE', isFallback: false })).toBeNull();
    expect(await handlerOn(build.serverDistDir).get(read, { kind: 'FETCH', tags: ['events'], softTags: ['_N_T_/ko/event'] })).toBeNull();
  });

  it('hides a page whose render began before a tag it was made under was expired, and keeps one begun after', async () => {
    const key = `/ko/career/first-page/${randomUUID()}`;
    const own = `postings-${randomUUID()}`;
    expect(await handlerOn(build.serverDistDir).get(key, { kind: 'APP_PAGE', isFallback: false })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handlerOn(build.serverDistDir).revalidateTag(own);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handlerOn(build.serverDistDir).set(key, pageValue('<h1>the list before the write</h1>', own), { cacheControl: { revalidate: 60 } });
    // The next visitor's request begins a render of its own, which is kept.
    expect(await handlerOn(build.serverDistDir).get(key, { kind: 'APP_PAGE', isFallback: false })).toBeNull();
    await handlerOn(build.serverDistDir).set(key, pageValue('<h1>the list after the write</h1>', own), { cacheControl: { revalidate: 60 } });
    expect((await handlerOn(build.serverDistDir).get(key, { kind: 'APP_PAGE', isFallback: false })).value.html).toBe('<h1>the list after the write</h1>');
  });
});
