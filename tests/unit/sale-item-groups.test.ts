import { byDepartment, onlyIn, ownNameLang, unitAfterPrice } from '@/lib/sale/item-groups';

describe('byDepartment', () => {
  it('keeps the store order of departments and the given order inside each, leaving out empty ones', () => {
    const items = [
      { id: 1, department: 'grocery' as const },
      { id: 2, department: 'produce' as const },
      { id: 3, department: 'indian' as const },
      { id: 4, department: 'grocery' as const },
    ];
    expect(byDepartment(items).map((group) => [group.department, group.items.map((item) => item.id)])).toEqual([
      ['produce', [2]],
      ['grocery', [1, 4]],
      ['indian', [3]],
    ]);
  });
});

describe('ownNameLang', () => {
  it.each([
    [{ name_own: 'Rau muống', department: 'vietnamese', editions: ['korean', 'chinese', 'vietnamese'] }, 'vi'],
    [{ name_own: '白菜', department: 'produce', editions: ['korean', 'chinese'] }, 'zh'],
    [{ name_own: 'बासमती चावल', department: 'grocery', editions: ['korean', 'chinese', 'indian'] }, 'hi'],
    [{ name_own: '豆腐', department: 'grocery', editions: ['korean', 'chinese', 'vietnamese'] }, 'zh'],
    [{ name_own: 'Đậu hũ', department: 'grocery', editions: ['korean', 'chinese', 'vietnamese'] }, undefined],
  ] as const)('%o → %s', (item, lang) => {
    expect(ownNameLang({ ...item, editions: [...item.editions] })).toBe(lang);
  });
});

describe('onlyIn', () => {
  it('names the editions of an item that is not in every flyer of the region', () => {
    expect(onlyIn({ editions: ['korean', 'chinese', 'vietnamese', 'indian'] }, ['korean', 'chinese', 'vietnamese', 'indian'])).toEqual([]);
    expect(onlyIn({ editions: ['korean', 'chinese', 'indian'] }, ['korean', 'chinese', 'indian'])).toEqual([]);
    expect(onlyIn({ editions: ['indian'] }, ['korean', 'chinese', 'indian'])).toEqual(['indian']);
    expect(onlyIn({ editions: ['korean', 'vietnamese'] }, ['korean', 'chinese', 'vietnamese', 'indian'])).toEqual(['korean', 'vietnamese']);
  });
});

describe('unitAfterPrice', () => {
  it.each([
    ['$0.69/lb', 'lb', ''],
    ['$0.69 / LB', 'lb', ''],
    ['$1.29 ea', 'ea', ''],
    ['$4.99', '5-pack', '5-pack'],
    ['2 for $8', '5-pack', '5-pack'],
    ['$12.99', '', ''],
    ['$3.99/lb', '2 lb', '2 lb'],
    ['$1.99/bag', 'bag (2 lb)', 'bag (2 lb)'],
  ])('%s with %p → %p', (price, unit, shown) => {
    expect(unitAfterPrice(price, unit)).toBe(shown);
  });
});
