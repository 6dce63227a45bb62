import { searchKeysOf } from '@/lib/sale/search-key';
import { matchTier, MATCH_TIERS, queryKeysOf, readQuery, searchEntries } from '@/lib/sale/sale-search';

const item = (id: number, name: string, name_eng = '', name_own = '') => ({ id, keys: searchKeysOf({ name, name_eng, name_own }) });

const ITEMS = [
  item(1, '해찬들 고추장', 'Gochujang', ''),
  item(2, '신라면 멀티팩', 'Shin Ramyun', '辛拉面'),
  item(3, '종가집 포기김치', 'Jongga Napa Kimchi'),
  item(4, '김', 'Seasoned Laver'),
  item(5, '쌀국수 면', 'Rice Stick Noodles', 'Bánh phở'),
  item(6, '고춧가루', 'Red Pepper Powder'),
  item(7, '진라면', 'Jin Ramen'),
  item(8, '레몬', 'Lemons'),
  item(9, '고추', 'Green Chili Peppers'),
];

const found = (query: string) => searchEntries(ITEMS, query).found.map(({ entry, tier }) => [entry.id, tier]);
const ids = (query: string) => searchEntries(ITEMS, query).found.map(({ entry }) => entry.id);

describe('readQuery', () => {
  it.each([
    ['  고추장 ', { query: '고추장' }],
    ['a', { query: 'a' }],
    ['', { problem: 'empty' }],
    ['   \t ', { problem: 'empty' }],
    ['x'.repeat(60), { query: 'x'.repeat(60) }],
    ['x'.repeat(61), { problem: 'tooLong' }],
    // Sixty characters of Hangul or emoji, however many UTF-16 units.
    ['고'.repeat(60), { query: '고'.repeat(60) }],
    ['🌶'.repeat(60), { query: '🌶'.repeat(60) }],
    ['🌶'.repeat(61), { problem: 'tooLong' }],
    ['kim\u0000chi', { problem: 'control' }],
    ['kim\nchi', { problem: 'control' }],
    ['kim\u007fchi', { problem: 'control' }],
  ])('%p', (raw, expected) => {
    expect(readQuery(raw)).toEqual(expected);
  });
});

describe('matchTier', () => {
  const keys = searchKeysOf({ name: '해찬들 고추장', name_eng: 'Gochujang Hot Pepper Paste', name_own: '' });
  it.each([
    ['해찬들 고추장', 'exact'],
    ['해찬들고추장', 'exact'],
    ['haechandeul gochujang', 'exact'],
    ['Gochujang hot pepper paste', 'exact'],
    ['해찬들', 'prefix'],
    ['gochujang', 'prefix'],
    ['고추장', 'word'],
    ['pepper paste', 'word'],
    ['paste pepper', 'word'],
    ['추장', 'part'],
    ['hotpep', 'part'],
    ['고ㅊ', 'jamo'],
    ['곷', 'jamo'],
    ['kochujang', 'sound'],
    ['gochoojang', 'sound'],
    ['kimchi', null],
    ['ko', null],
    ['된장', null],
  ])('%p: %p', (query, tier) => {
    const index = matchTier(keys, queryKeysOf(query));
    expect(index === -1 ? null : MATCH_TIERS[index]).toBe(tier);
  });
});

describe('searchEntries', () => {
  it('finds the same item by Hangul, English and two romanisations', () => {
    for (const query of ['고추장', 'gochujang', 'kochujang', 'Gochujang']) expect(ids(query)[0]).toBe(1);
  });

  it('finds 신라면 by "shin ramyun" and its romanisations, and 라면s by "ramen", but not lemons', () => {
    expect(ids('shin ramyun')).toEqual([2]);
    expect(ids('shin ramyeon')).toEqual([2]);
    expect(ids('sinramyun')).toEqual([2]);
    expect(ids('ramen')).toEqual([7, 2]);
    expect(ids('ramen')).not.toContain(8);
  });

  it('does not take kimchi for laver (김), though 김 finds both', () => {
    expect(ids('kimchi')).toEqual([3]);
    expect(ids('김치')).toEqual([3]);
    expect(ids('김')).toEqual([4, 3]);
  });

  it('finds a half-typed Hangul search by its letters, after the names it already spells', () => {
    // 고춧가루 spells 고추 with a final ㅅ: its letters still start with 고추's.
    expect(found('고추')).toEqual([
      [9, 'exact'],
      [1, 'word'],
      [6, 'jamo'],
    ]);
    expect(ids('고ㅊ')).toEqual([9, 6, 1]);
  });

  it('ranks whole-name, start and word matches above sound matches', () => {
    const entries = [item(1, '고추장 소스', 'Kochujang Sauce'), item(2, '고추장', 'Gochujang')];
    expect(searchEntries(entries, 'kochujang').found.map(({ entry, tier }) => [entry.id, tier])).toEqual([
      [1, 'prefix'],
      [2, 'sound'],
    ]);
    expect(searchEntries(entries, 'gochujang').found.map(({ entry, tier }) => [entry.id, tier])).toEqual([
      [2, 'exact'],
      [1, 'prefix'],
    ]);
  });

  it('matches the edition\'s own name, accents or not', () => {
    expect(ids('banh pho')).toEqual([5]);
    expect(ids('Bánh phở')).toEqual([5]);
    expect(ids('辛拉面')).toEqual([2]);
  });

  it('gives at most `limit` answers and counts them all, ties in the entries\' order', () => {
    const many = Array.from({ length: 80 }, (_, index) => item(index, `고추장 ${index}`));
    const answer = searchEntries(many, '고추장', 50);
    expect(answer.count).toBe(80);
    expect(answer.found).toHaveLength(50);
    expect(answer.found.map(({ entry }) => entry.id)).toEqual(Array.from({ length: 50 }, (_, index) => index));
  });

  it('finds nothing for a search with no letters or digits', () => {
    expect(searchEntries(ITEMS, '!!!')).toEqual({ count: 0, found: [] });
  });
});
