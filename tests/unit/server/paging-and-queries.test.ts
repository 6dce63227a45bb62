/** @jest-environment node */
import { ApiError } from '@/lib/server/http';
import { assertPageExists, pageParam, toPaged } from '@/lib/server/pagination';
import { choiceParam, intListParam, intParam, textParam } from '@/lib/server/query';

const url = (query: string) => new URL(`https://shop.example/api/events/${query}`);

describe('paging', () => {
  it('builds DRF-style answers with absolute links that keep the other filters', () => {
    const paged = toPaged(url('?location=2&page=2&search=kimchi'), { count: 25, page: 2, results: [1, 2] });
    expect(paged).toEqual({
      count: 25,
      current_page: 2,
      total_pages: 3,
      next: 'https://shop.example/api/events/?location=2&page=3&search=kimchi',
      previous: 'https://shop.example/api/events/?location=2&search=kimchi',
      results: [1, 2],
    });
    expect(toPaged(url(''), { count: 0, page: 1, results: [] })).toMatchObject({ total_pages: 1, next: null, previous: null });
  });

  it('reads the page number and refuses anything else as "Invalid page."', () => {
    expect(pageParam(url(''), 'en')).toBe(1);
    expect(pageParam(url('?page=7'), 'en')).toBe(7);
    for (const bad of ['0', '-2', '1.5', 'x', '99999999']) expect(() => pageParam(url(`?page=${bad}`), 'en')).toThrow('Invalid page.');
    expect(() => assertPageExists(2, 10, 'ko')).toThrow(ApiError);
    expect(() => assertPageExists(1, 0, 'ko')).not.toThrow();
    expect(() => assertPageExists(2, 11, 'ko')).not.toThrow();
  });
});

describe('query values', () => {
  it('reads bounded numbers, lists, choices and capped text', () => {
    expect(intParam(url('?location=3'), 'location', { min: 0, max: 4 }, 'en')).toBe(3);
    expect(intParam(url('?location='), 'location', { min: 0, max: 4 }, 'en')).toBeUndefined();
    expect(() => intParam(url('?location=5'), 'location', { min: 0, max: 4 }, 'en')).toThrow('Invalid query parameter: location.');
    expect(intListParam(url('?cities=1,18&cities=3,1'), 'cities', 'en')).toEqual([1, 18, 3]);
    expect(intListParam(url(''), 'cities', 'en')).toEqual([]);
    expect(() => intListParam(url('?cities=1;DROP'), 'cities', 'ko')).toThrow('잘못된 요청 값입니다: cities.');
    expect(choiceParam(url('?ordering=due_date'), 'ordering', ['created_at', 'due_date'], 'created_at', 'en')).toBe('due_date');
    expect(choiceParam(url(''), 'ordering', ['created_at', 'due_date'], 'created_at', 'en')).toBe('created_at');
    expect(textParam(url(`?search=${'x'.repeat(300)}`), 'search', 100)).toHaveLength(100);
  });
});
