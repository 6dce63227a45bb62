/** @jest-environment node */
import { MemoryCounterStore } from '@/lib/server/rate-limit/memory-store';

describe('MemoryCounterStore', () => {
  it('counts hits in a fixed window and starts again after it', async () => {
    let now = 1_000;
    const store = new MemoryCounterStore(() => now);
    expect(await store.peek('k')).toEqual({ count: 0, resetMs: 0 });
    expect(await store.hit('k', 10_000)).toEqual({ count: 1, resetMs: 10_000 });
    now += 4_000;
    expect(await store.hit('k', 10_000)).toEqual({ count: 2, resetMs: 6_000 });
    expect(await store.peek('k')).toEqual({ count: 2, resetMs: 6_000 });
    expect(await store.peek('other')).toEqual({ count: 0, resetMs: 0 });
    now += 6_000;
    expect(await store.peek('k')).toEqual({ count: 0, resetMs: 0 });
    expect(await store.hit('k', 10_000)).toEqual({ count: 1, resetMs: 10_000 });
  });
});
