import { contextHref, type ContextTarget } from '@/lib/board/list-context';
import { searchParamsOf } from '@/lib/search-params';

const query = (text: string) => searchParamsOf(new URLSearchParams(text));

describe('contextHref', () => {
  it.each<[ContextTarget, string, string]>([
    [{ list: 'deals' }, '', '/event'],
    [{ list: 'deals' }, 'location=3&page=2&search=kimchi', '/event?location=3&search=kimchi&page=2'],
    [{ list: 'deals' }, 'location=0&page=1', '/event'],
    [{ list: 'deals' }, 'location=9&page=abc&utm_source=mail', '/event'],
    [{ list: 'deals' }, `search=${'a'.repeat(150)}`, `/event?search=${'a'.repeat(100)}`],
    [{ list: 'postings' }, '', '/career'],
    [{ list: 'postings' }, 'cities=18,3&jobTypes=2&ordering=due_date&page=2', '/career?cities=3,18&jobTypes=2&ordering=due_date&page=2'],
    [{ list: 'postings' }, 'cities=3&cities=18', '/career?cities=3,18'],
    [{ list: 'notices' }, 'page=2', '/announcement?page=2'],
    [{ list: 'notices' }, 'page=0', '/announcement'],
    [{ notice: 6 }, 'page=2', '/announcement/6?page=2'],
    [{ notice: 6 }, '', '/announcement/6'],
  ])('%j from ?%s → %s', (target, search, expected) => {
    expect(contextHref(target, query(search))).toBe(expected);
  });
});

describe('searchParamsOf', () => {
  it('keeps every value of a parameter given twice', () => {
    expect(query('a=1&a=2&b=3')).toEqual({ a: ['1', '2'], b: ['3'] });
  });
});
