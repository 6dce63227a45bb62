import { itemTemplate, parseItems, type ImportResult } from '@/lib/sale/item-import';
import { editionsOf } from '@/lib/validation/sale-item';

const problems = (result: ImportResult) => (result.ok ? [] : result.problems);

describe('parseItems: a pasted or uploaded flyer item list', () => {
  it('reads a spreadsheet copy (tabs), skipping the header and blank lines', () => {
    const text = ['name\tname_eng\tname_own\tprice\tregular_price\tunit\tdepartment\teditions', '배추\tNapa Cabbage\t\t$0.69/lb\t\tlb\t농산\tall', '', '신라면\tShin Ramyun\t辛拉面\t2 for $5\t$3.49\t\tGroceries\tko zh'].join('\n');
    const result = parseItems(text);
    expect(result).toEqual({
      ok: true,
      items: [
        { name: '배추', name_eng: 'Napa Cabbage', name_own: '', price: '$0.69/lb', regular_price: '', unit: 'lb', department: 'produce', editions: ['korean', 'chinese', 'vietnamese', 'indian'] },
        { name: '신라면', name_eng: 'Shin Ramyun', name_own: '辛拉面', price: '2 for $5', regular_price: '$3.49', unit: '', department: 'grocery', editions: ['korean', 'chinese'] },
      ],
    });
  });

  it('reads CSV with quoted commas, quotes and line breaks, and the template itself', () => {
    const result = parseItems('"Kimchi, napa",Kimchi,,"$9.99 ""big""",,"64 oz\njar",grocery,korean\r\n고등어,Mackerel,,$3.49,,ea,seafood,all\r\n');
    expect(result.ok).toBe(true);
    expect(result.ok && result.items.map((item) => [item.name, item.price, item.unit])).toEqual([
      ['Kimchi, napa', '$9.99 "big"', '64 oz\njar'],
      ['고등어', '$3.49', 'ea'],
    ]);
    expect(parseItems(itemTemplate())).toMatchObject({ ok: true, items: [{ name: '신라면 멀티팩' }, { name: '배추' }] });
  });

  it('refuses every bad row with its line and reason, and returns no item at all', () => {
    const text = ['배추,Napa Cabbage,,$0.69/lb,,lb,produce,all', ',Mackerel,,$3.49,,ea,seafood,all', '', '두부,Tofu,,cheap,,,bakery,korean', '"a\nb",Tofu,,$1,,,grocery,klingon', '김,Laver,,$2,,,grocery,all,extra'].join('\n');
    expect(problems(parseItems(text))).toEqual([
      { line: 2, field: 'name', message: 'required' },
      { line: 4, field: 'price', message: 'priceNeedsFigure' },
      { line: 4, field: 'department', message: 'unknownDepartment' },
      { line: 5, field: 'editions', message: 'unknownEdition' },
      { line: 7, field: null, message: 'tooManyColumns' },
    ]);
  });

  it('says when there is nothing to import, or too much', () => {
    expect(problems(parseItems('\n\n'))).toEqual([{ line: 1, field: null, message: 'noItems' }]);
    const many = Array.from({ length: 301 }, (_, index) => `Item ${index},Item ${index},,$1,,,grocery,all`).join('\n');
    expect(problems(parseItems(many))).toEqual([{ line: 1, field: null, message: 'tooManyItems' }]);
  });
});

describe('editionsOf', () => {
  it.each<[string, string[] | null]>([
    ['', ['korean', 'chinese', 'vietnamese', 'indian']],
    ['all', ['korean', 'chinese', 'vietnamese', 'indian']],
    ['indian; KO', ['korean', 'indian']],
    ['zh|vi', ['chinese', 'vietnamese']],
    ['korean martian', null],
  ])('%j → %j', (typed, editions) => {
    expect(editionsOf(typed)).toEqual(editions);
  });
});
