import { createByteLru } from '@/lib/byte-lru.mjs';

const bytes = (n: number) => Buffer.alloc(n);

describe('createByteLru', () => {
  it('keeps buffers up to its bytes, dropping the least recently used first', () => {
    const lru = createByteLru(10);
    lru.set('a', bytes(4));
    lru.set('b', bytes(4));
    lru.get('a');
    lru.set('c', bytes(4));
    expect([lru.get('a')?.length, lru.get('b'), lru.get('c')?.length]).toEqual([4, undefined, 4]);
    expect(lru.size).toEqual({ count: 2, bytes: 8 });
  });

  it.each([
    ['replaces a key, counting its new size', (lru: ReturnType<typeof createByteLru>) => lru.set('a', bytes(6)), { count: 1, bytes: 6 }],
    ['forgets everything when cleared', (lru: ReturnType<typeof createByteLru>) => lru.clear(), { count: 0, bytes: 0 }],
    ['forgets a deleted key', (lru: ReturnType<typeof createByteLru>) => lru.delete('a'), { count: 0, bytes: 0 }],
    ['keeps nothing larger than the whole, and drops the key it replaced', (lru: ReturnType<typeof createByteLru>) => lru.set('a', bytes(11)), { count: 0, bytes: 0 }],
  ])('%s', (_, change, size) => {
    const lru = createByteLru(10);
    lru.set('a', bytes(4));
    change(lru);
    expect(lru.size).toEqual(size);
  });

  it('counts an object kept whole by the size it is given, and drops it by that size', () => {
    const lru = createByteLru(10, (kept: { page: string; size: number }) => kept.size);
    const home = { page: '<h1>home</h1>', size: 6 };
    lru.set('/ko', home);
    expect(lru.get('/ko')).toBe(home);
    lru.set('/en', { page: '<h1>home</h1>', size: 6 });
    expect([lru.get('/ko'), lru.size]).toEqual([undefined, { count: 1, bytes: 6 }]);
  });
});
