import { importChanges, importPreview, itemRows, matchItems } from '@/lib/server/services/sale-item-rows';
import type { Edition, Spot } from '@/lib/sale/items';
import type { SaleItemInput } from '@/lib/validation/sale-item';

const item = (name: string, nameEng: string, editions: Edition[] = ['korean', 'chinese'], price = '$1.99'): SaleItemInput => ({
  name,
  name_eng: nameEng,
  name_own: '',
  price,
  regular_price: '',
  unit: '',
  department: 'produce',
  editions,
});
const named = (name: string, nameEng: string) => ({ name, nameEng });
const SPOT: Spot = { x: 0.1, y: 0.2, w: 0.3, h: 0.1 };

describe('matchItems: which stored item an imported one is', () => {
  it.each([
    ['the same two names', [item('배', 'Pear')], [named('배', 'Pear')], [0]],
    ['names differing only in case and spaces around them', [item(' 배 ', 'asian PEAR')], [named('배', 'Asian pear')], [0]],
    ['in another order', [item('배', 'Pear'), item('사과', 'Apple')], [named('사과', 'Apple'), named('배', 'Pear')], [1, 0]],
    ['a new English name: a new item', [item('배', 'Asian pear')], [named('배', 'Pear')], [null]],
    ['a new Korean name: a new item', [item('신고배', 'Pear')], [named('배', 'Pear')], [null]],
    ['one name only alike across the two (no mix-up of the columns)', [item('Pear', '배')], [named('배', 'Pear')], [null]],
    ['listed twice: the first takes the stored one, the second is new', [item('배', 'Pear'), item('배', 'Pear')], [named('배', 'Pear')], [0, null]],
    ['stored twice and listed twice: one each, in order', [item('배', 'Pear'), item('배', 'Pear')], [named('배', 'Pear'), named('배', 'Pear')], [0, 1]],
    ['nothing stored', [item('배', 'Pear')], [], [null]],
  ])('%s', (_case, items, before, expected) => {
    expect(matchItems(items, before)).toEqual(expected);
  });
});

describe('itemRows: the rows an import or the demo seed stores', () => {
  it('numbers the rows in the list’s order and keeps a matched item’s spots only on editions it is still in', () => {
    const rows = itemRows(7, [item('사과', 'Apple'), item('배', 'Pear', ['korean'])], [{ ...named('배', 'Pear'), spots: { korean: SPOT, chinese: SPOT } }]);
    expect(rows.map((row) => [row.position, row.nameEng, row.spots, row.saleId])).toEqual([
      [0, 'Apple', {}, 7],
      [1, 'Pear', { korean: SPOT }, 7],
    ]);
  });

  it('gives a row the id of the stored item it is, and none to a new one or a seed’s drawn place', () => {
    const rows = itemRows(7, [item('배', 'Pear'), item('사과', 'Apple')], [{ id: 41, ...named('배', 'Pear'), spots: {} }, { ...named('사과', 'Apple'), spots: {} }]);
    expect(rows.map((row) => row.id)).toEqual([41, undefined]);
    expect(rows[1]).not.toHaveProperty('id');
  });

  it('never sets a picture: a kept item keeps its own', () => {
    expect(itemRows(7, [item('배', 'Pear')], [{ id: 41, ...named('배', 'Pear'), spots: {} }])[0]).not.toHaveProperty('picture');
  });
});

describe('importChanges: what an import does to the stored items', () => {
  const stored = [
    { id: 1, ...named('배', 'Pear'), spots: { korean: SPOT }, picture: 11 },
    { id: 2, ...named('사과', 'Apple'), spots: {}, picture: null },
    { id: 3, ...named('망고', 'Mango'), spots: {}, picture: 13 },
  ];

  it.each([
    ['the same list again: everything updated in place', stored, [item('배', 'Pear'), item('사과', 'Apple'), item('망고', 'Mango')], [1, 2, 3], 0, []],
    ['a new price: still updated, not replaced', stored, [item('배', 'Pear', ['korean'], '$0.99')], [1], 0, [{ id: 2, picture: null }, { id: 3, picture: 13 }]],
    ['one dropped, one new', stored, [item('배', 'Pear'), item('두부', 'Tofu')], [1], 1, [{ id: 2, picture: null }, { id: 3, picture: 13 }]],
    ['a renamed item: the old one goes with its picture, the new one comes', stored, [item('배', 'Pear'), item('사과', 'Apple'), item('애플망고', 'Apple mango')], [1, 2], 1, [{ id: 3, picture: 13 }]],
    ['nothing stored yet: all new', [], [item('배', 'Pear')], [], 1, []],
  ])('%s', (_case, before, items, updated, inserted, removed) => {
    const changes = importChanges(5, items, before);
    expect(changes.update.map((row) => row.id)).toEqual(updated);
    expect(changes.insert).toHaveLength(inserted);
    expect(changes.remove).toEqual(removed);
  });

  it('puts every row, updated or new, at its place in the list', () => {
    const changes = importChanges(5, [item('두부', 'Tofu'), item('망고', 'Mango'), item('배', 'Pear', ['chinese'])], stored);
    expect(changes.update).toEqual([expect.objectContaining({ id: 3, position: 1, spots: {} }), expect.objectContaining({ id: 1, position: 2, spots: {} })]);
    expect(changes.insert).toEqual([expect.objectContaining({ nameEng: 'Tofu', position: 0, saleId: 5 })]);
  });
});

describe('importChanges in update mode: only the rows it names', () => {
  const stored = [
    { id: 1, ...named('배', 'Pear'), spots: { korean: SPOT }, picture: 11 },
    { id: 2, ...named('사과', 'Apple'), spots: {}, picture: null },
    { id: 3, ...named('망고', 'Mango'), spots: {}, picture: 13 },
  ];

  it.each([
    ['one row of three: that one changed, the others left, nothing removed', [item('사과', 'Apple', ['korean'], '$0.79')], [[2, 1]], []],
    ['a new row: added after the last item', [item('두부', 'Tofu')], [], [['Tofu', 3]]],
    ['named and new together, in another order', [item('두부', 'Tofu'), item('망고', 'Mango'), item('김치', 'Kimchi')], [[3, 2]], [['Tofu', 3], ['Kimchi', 4]]],
  ])('%s', (_case, items, updated, inserted) => {
    const changes = importChanges(5, items, stored, 'update');
    expect(changes.update.map((row) => [row.id, row.position])).toEqual(updated);
    expect(changes.insert.map((row) => [row.nameEng, row.position])).toEqual(inserted);
    expect(changes.remove).toEqual([]);
  });

  it('starts a new week’s list at its first place', () => {
    expect(importChanges(5, [item('배', 'Pear')], [], 'update').insert.map((row) => row.position)).toEqual([0]);
  });
});

describe('importPreview: what staff read before an import is done', () => {
  const stored = [
    { id: 1, ...named('배', 'Pear'), spots: {}, picture: null, nameOwn: '', price: '$1.99', regularPrice: '', unit: '', department: 'produce' as const, editions: ['korean', 'chinese'] as Edition[] },
    { id: 2, ...named('사과', 'Apple'), spots: {}, picture: null, nameOwn: '', price: '$1.99', regularPrice: '', unit: '', department: 'produce' as const, editions: ['korean', 'chinese'] as Edition[] },
  ];
  const preview = (items: SaleItemInput[], mode: 'update' | 'replace') => importPreview(importChanges(5, items, stored, mode), stored, mode);

  it.each([
    ['the same rows again: nothing but unchanged', [item('배', 'Pear'), item('사과', 'Apple')], 'replace', [], [], [], 2],
    ['a new price is a change; a row left off a replacement is removed', [item('배', 'Pear', ['korean', 'chinese'], '$0.99')], 'replace', [], ['Pear'], ['Apple'], 0],
    ['left off an update, it stays', [item('배', 'Pear', ['korean', 'chinese'], '$0.99')], 'update', [], ['Pear'], [], 0],
    ['one edition fewer is a change', [item('배', 'Pear', ['korean'])], 'update', [], ['Pear'], [], 0],
    ['a renamed item: one added, one removed', [item('배', 'Asian pear'), item('사과', 'Apple')], 'replace', ['Asian pear'], [], ['Pear'], 1],
  ] as const)('%s', (_case, items, mode, added, changed, removed, unchanged) => {
    const shown = preview([...items], mode);
    expect(shown.mode).toBe(mode);
    expect(shown.added.map((entry) => entry.nameEng)).toEqual(added);
    expect(shown.changed.map((entry) => entry.nameEng)).toEqual(changed);
    expect(shown.removed.map((entry) => entry.nameEng)).toEqual(removed);
    expect(shown.unchanged).toBe(unchanged);
  });
});
