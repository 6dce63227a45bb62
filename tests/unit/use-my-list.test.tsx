import { act, renderHook } from '@testing-library/react';
import { MY_LIST_KEY, saveMyList, useMyList } from '@/lib/hooks/use-my-list';
import type { MyListEntry } from '@/lib/sale/my-list';

const entry: MyListEntry = { id: 3, name: '두부', name_eng: 'Tofu', name_own: '', own_lang: '', price: '2 for $4', unit: '14 oz', department: 'grocery', region: { slug: 'florida', label: 'Florida' }, sale_end: '2026-12-02' };

describe('useMyList', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    act(() => saveMyList([]));
    window.localStorage.clear();
  });

  it('reads the stored list and follows saves', () => {
    window.localStorage.setItem(MY_LIST_KEY, JSON.stringify([entry]));
    const { result } = renderHook(() => useMyList());
    expect(result.current).toEqual([entry]);
    act(() => saveMyList([]));
    expect(result.current).toEqual([]);
    expect(window.localStorage.getItem(MY_LIST_KEY)).toBe('[]');
  });

  it('keeps the list for the visit where the browser refuses to store it', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { result } = renderHook(() => useMyList());
    act(() => saveMyList([entry]));
    expect(result.current).toEqual([entry]);
  });
});
