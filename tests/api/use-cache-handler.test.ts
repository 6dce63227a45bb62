import { randomUUID } from 'node:crypto';
import handler, { answered } from '@/cache-handler/use-cache.mjs';
import { useCacheRedis } from '../helpers/process-caches';

/*
 * Issue 50, item 2: the store of the `'use cache'` reads answers each with the life it has left,
 * so that a page made from a read lives no longer than the read's publishing boundary; tags
 * expired by a write hide what they tagged, in this process and, through Redis, on every instance.
 */

const redisUrl = process.env.TEST_REDIS_URL;
const withRedis = redisUrl ? describe : describe.skip;

const holder = globalThis as { __lotteUseCache?: unknown };

const stream = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });

/** An entry as Next hands it over: made `ageSeconds` ago, with the lives it was given. */
const entry = (text: string, tags: string[], lives: { revalidate: number; expire: number }, ageSeconds = 0) => ({
  value: stream(text),
  tags,
  stale: 300,
  timestamp: Date.now() - ageSeconds * 1000,
  ...lives,
});

async function read(key: string, softTags: string[] = []) {
  const found = await handler.get(key, softTags);
  return found && { ...found, text: await new Response(found.value).text() };
}

describe('a cached read answered with the life it has left', () => {
  const stored = { value: Buffer.from('x'), tags: [], stale: 300, timestamp: 1_000_000, revalidate: 300, expire: 3_600 };

  it.each([
    ['just made', 1_000_000, { revalidate: 300, expire: 3_600 }],
    ['half an hour old', 1_000_000 + 1_800_000, { revalidate: 0, expire: 1_800 }],
    ['four minutes old', 1_000_000 + 240_000, { revalidate: 60, expire: 3_360 }],
  ])('%s: its lives shortened by its age, its time kept', (_, now, lives) => {
    const found = answered(stored, now)!;
    expect({ revalidate: found.revalidate, expire: found.expire }).toEqual(lives);
    expect(found.timestamp).toBe(stored.timestamp);
  });

  it('is no answer once its life is over, and never asks to be made again later than it ends', () => {
    expect(answered(stored, 1_000_000 + 3_600_000)).toBeUndefined();
    expect(answered({ ...stored, revalidate: 900, expire: 600 }, 1_000_000)!.revalidate).toBe(600);
  });
});

describe('the reads kept in this process (no Redis)', () => {
  useCacheRedis(undefined);

  it('gives back what it was given, with what is left of its life', async () => {
    const key = `read-${randomUUID()}`;
    await handler.set(key, Promise.resolve(entry('[1,2]', ['events'], { revalidate: 300, expire: 3_600 }, 600)));
    const found = await read(key);
    expect(found?.text).toBe('[1,2]');
    expect(found?.expire).toBeGreaterThan(2_999);
    expect(found?.expire).toBeLessThanOrEqual(3_000);
    expect(await read(`read-${randomUUID()}`)).toBeUndefined();
  });

  it('hides a read once a tag it was made under, or a soft tag of the page asking, is expired; a read made after is served', async () => {
    const key = `read-${randomUUID()}`;
    const tag = `sales-${randomUUID()}`;
    await handler.set(key, Promise.resolve(entry('old', [tag], { revalidate: 300, expire: 3_600 })));
    await handler.updateTags([`unrelated-${randomUUID()}`]);
    expect((await read(key))?.text).toBe('old');
    await handler.updateTags([tag], { expire: 0 });
    expect(await read(key)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handler.set(key, Promise.resolve(entry('new', [tag], { revalidate: 300, expire: 3_600 })));
    expect((await read(key))?.text).toBe('new');
    const soft = `_N_T_/ko/sale/${randomUUID()}`;
    await handler.updateTags([soft]);
    expect(await read(key, [soft])).toBeUndefined();
    expect(await handler.getExpiration([soft])).toBe(Infinity);
  });

  it('keeps nothing of a read that failed half-way', async () => {
    const key = `read-${randomUUID()}`;
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.error(new Error('the render failed'));
      },
    });
    await handler.set(key, Promise.resolve({ ...entry('', [], { revalidate: 300, expire: 3_600 }), value: broken }));
    expect(await read(key)).toBeUndefined();
  });
});

withRedis('the reads shared by every instance in Redis', () => {
  useCacheRedis(redisUrl);

  it('gives one instance the read another made, and hides it from all once a tag is expired', async () => {
    const key = `read-${randomUUID()}`;
    const tag = `events-${randomUUID()}`;
    await handler.set(key, Promise.resolve(entry('{"deal":1}', [tag], { revalidate: 300, expire: 120 }, 60)));
    // Another instance: nothing of this process's own.
    holder.__lotteUseCache = undefined;
    const found = await read(key);
    expect(found?.text).toBe('{"deal":1}');
    expect(found?.expire).toBeLessThanOrEqual(60);
    await handler.updateTags([tag], { expire: 0 });
    holder.__lotteUseCache = undefined;
    expect(await read(key)).toBeUndefined();
  });

  it('hides from every instance a read begun before a tag it was made under was expired, though stored after', async () => {
    const key = `read-${randomUUID()}`;
    const tag = `postings-${randomUUID()}`;
    const begun = entry('[1]', [tag], { revalidate: 300, expire: 3_600 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handler.updateTags([tag], { expire: 0 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handler.set(key, Promise.resolve(begun));
    holder.__lotteUseCache = undefined;
    expect(await read(key)).toBeUndefined();
  });
});
