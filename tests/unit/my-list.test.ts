import { inMyList, MY_LIST_LIMIT, myListText, parseMyList, saleEnded, toggleEntry, type MyListEntry } from '@/lib/sale/my-list';
import { formatDay } from '@/lib/format/dates';
import { messages } from '../helpers/render-with-intl';

const entry = (id: number, more: Partial<MyListEntry> = {}): MyListEntry => ({
  id,
  name: '신라면',
  name_eng: 'Shin Ramyun',
  name_own: '',
  own_lang: '',
  price: '$4.99',
  unit: '5-pack',
  department: 'grocery',
  region: { slug: 'maryland', label: 'Maryland' },
  sale_end: '2026-12-02',
  ...more,
});

describe('parseMyList', () => {
  it('reads what it wrote', () => {
    const list = [entry(1), entry(2, { department: 'produce', name_own: '白菜', own_lang: 'zh' })];
    expect(parseMyList(JSON.stringify(list))).toEqual(list);
  });

  it.each([null, '', 'not json', '{"id":1}', '42', 'null'])('reads %p as an empty list', (raw) => {
    expect(parseMyList(raw)).toEqual([]);
  });

  it('drops entries that do not check out, and repeats, and keeps at most the limit', () => {
    const broken = [
      entry(1),
      { ...entry(2), id: '2' },
      { ...entry(3), department: 'bakery' },
      { ...entry(4), sale_end: 'soon' },
      { ...entry(5), region: null },
      { ...entry(6), price: 5 },
      entry(1),
      null,
      entry(7, { own_lang: 'fr' }),
    ];
    expect(parseMyList(JSON.stringify(broken)).map((e) => [e.id, e.own_lang])).toEqual([
      [1, ''],
      [7, ''],
    ]);
    const many = Array.from({ length: MY_LIST_LIMIT + 5 }, (_, i) => entry(i + 1));
    expect(parseMyList(JSON.stringify(many))).toHaveLength(MY_LIST_LIMIT);
  });
});

describe('toggleEntry and saleEnded', () => {
  it('adds at the end, takes off when there', () => {
    const one = toggleEntry([], entry(1));
    const two = toggleEntry(one, entry(2));
    expect(two.map((e) => e.id)).toEqual([1, 2]);
    expect(inMyList(two, 2)).toBe(true);
    expect(toggleEntry(two, entry(1)).map((e) => e.id)).toEqual([2]);
  });

  it('a price holds through its last day', () => {
    expect(saleEnded(entry(1), '2026-12-02')).toBe(false);
    expect(saleEnded(entry(1), '2026-12-03')).toBe(true);
  });
});

describe('myListText', () => {
  const labels = (locale: 'ko' | 'en') => ({
    title: messages[locale].sale.myList.title,
    departments: messages[locale].sale.departments,
    until: messages[locale].sale.myList.textUntil,
    ended: messages[locale].sale.myList.textEnded,
  });
  const list = [entry(1), entry(2, { name: '배추', name_eng: 'Napa cabbage', price: '$0.69/lb', unit: '', department: 'produce', region: { slug: 'virginia', label: 'Virginia' }, sale_end: '2026-11-25' })];

  it('groups by department in store order, marks ended prices, in English', () => {
    expect(myListText(list, { locale: 'en', today: '2026-11-26', labels: labels('en'), formatDay: (day) => formatDay(day, 'en') })).toBe(
      ['My list', '', '[Produce]', '- Napa cabbage (배추) — $0.69/lb — Virginia, sale ended Nov 25, 2026', '', '[Groceries]', '- Shin Ramyun (신라면) — $4.99 / 5-pack — Maryland, until Dec 02, 2026'].join('\n'),
    );
  });

  it('in Korean, Korean names first', () => {
    expect(myListText(list, { locale: 'ko', today: '2026-11-26', labels: labels('ko'), formatDay: (day) => formatDay(day, 'ko') })).toContain('- 신라면 (Shin Ramyun) — $4.99 / 5-pack — Maryland, 2026년 12월 02일까지');
  });
});
