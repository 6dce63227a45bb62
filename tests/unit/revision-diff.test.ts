import { compareRevisions, diffText, displayValue, itemLine, partsFor, type DiffPart, type RevisionField } from '@/lib/admin/revision-diff';

/** Parts written short: `-x` removed, `+x` added, `=x` kept. */
const short = (parts: readonly DiffPart[]) => parts.map((part) => `${part.added ? '+' : part.removed ? '-' : '='}${part.value}`);

describe('diffText', () => {
  it.each([
    ['one English word', 'Fresh apples on sale this week.', 'Fresh pears on sale this week.', ['=Fresh ', '-apples ', '+pears ', '=on sale this week.']],
    ['punctuation alone', 'Open today.', 'Open today!', ['=Open today', '-.', '+!']],
    ['a word added', 'Fresh apples', 'Fresh red apples', ['=Fresh ', '+red ', '=apples']],
    ['a word removed at the end', 'Fresh red apples', 'Fresh red', ['=Fresh red', '-apples']],
    ['a Korean noun: only its eojeol', '이번 주 특가 상품은 사과입니다.', '이번 주 특가 상품은 배입니다.', ['=이번 주 특가 상품은 ', '-사과입니다', '+배입니다', '=.']],
    ['a Korean word with a particle', '사과를 팝니다', '과자를 팝니다', ['-사과를 ', '+과자를 ', '=팝니다']],
    ['a Korean word in the middle', '주차장은 매장 뒤편에 있습니다', '주차장은 매장 앞쪽에 있습니다', ['=주차장은 매장 ', '-뒤편에 ', '+앞쪽에 ', '=있습니다']],
    ['digits apart from the Korean after them', '매장은 오전 9시에 문을 엽니다.', '매장은 오전 8시에 문을 엽니다.', ['=매장은 오전 ', '-9', '+8', '=시에 문을 엽니다.']],
    ['Korean and English mixed', 'Kimchi 김치 50% off', 'Kimchi 김치 30% off', ['=Kimchi 김치 ', '-50', '+30', '=% off']],
    ['a new line of text', 'line one\nline two', 'line one\nline 2\nline three', ['=line one\nline ', '-two', '+2\nline three']],
    ['from nothing', '', 'New text', ['+New text']],
    ['to nothing', 'Old text', '', ['-Old text']],
    ['equal', '같은 글', '같은 글', ['=같은 글']],
  ])('%s', (_name, older, newer, parts) => {
    expect(short(diffText(older, newer))).toEqual(parts);
  });

  it.each([
    ['a word removed at the end', 'Fresh red apples', 'Fresh red'],
    ['a word added at the end', 'Fresh red', 'Fresh red apples'],
    ['a paragraph split in two', '첫 문단 둘째 문장', '첫 문단\n둘째 줄'],
    ['spaces changed around a new word', 'a  b\nc', 'a x b c'],
    ['from nothing', '', 'New'],
  ])('each side reads exactly as its own text: %s', (_name, older, newer) => {
    const parts = diffText(older, newer);
    expect(partsFor(parts, 'older').map((part) => part.value).join('')).toBe(older);
    expect(partsFor(parts, 'newer').map((part) => part.value).join('')).toBe(newer);
  });

  it('counts spaces and line breaks alone as no change of words', () => {
    expect(diffText('one two', 'one\ntwo').every((part) => !part.added && !part.removed)).toBe(true);
  });

  it('gives a long text rewritten end to end as one removal and one addition, quickly', () => {
    const words = (seed: number) => Array.from({ length: 3000 }, (_, i) => `w${(i * seed) % 997}`).join(' ');
    const started = Date.now();
    expect(short(diffText(words(7), words(13)))).toEqual([`-${words(7)}`, `+${words(13)}`]);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('partsFor', () => {
  const parts: DiffPart[] = [{ value: 'Fresh ' }, { value: 'apples ', removed: true }, { value: 'pears ', added: true }, { value: 'today' }];
  it.each([
    ['older', ['=Fresh ', '-apples ', '=today']],
    ['newer', ['=Fresh ', '+pears ', '=today']],
  ] as const)('the %s side keeps its own parts', (side, expected) => {
    expect(short(partsFor(parts, side))).toEqual(expected);
  });

  it('spaces kept words as the older text did on the older side', () => {
    const spaced: DiffPart[] = [{ value: 'Fresh red', olderValue: 'Fresh red ' }, { value: 'apples', removed: true }];
    expect(partsFor(spaced, 'older')).toEqual([{ value: 'Fresh red ' }, { value: 'apples', removed: true }]);
    expect(partsFor(spaced, 'newer')).toEqual([{ value: 'Fresh red' }]);
  });
});

describe('displayValue', () => {
  const field = (kind: RevisionField['kind'], choices?: Record<string, string>): RevisionField => ({ key: 'x', label: 'X', kind, choices });
  it.each([
    ['text', field('text'), 'Line one\r\nline two', { type: 'text', text: 'Line one\nline two' }],
    ['html as readable text', field('html'), '<p>One &amp; two</p><p>Three</p>', { type: 'text', text: 'One & two\nThree' }],
    ['html with no words', field('html'), '<p><img src="/a.png"></p>', { type: 'empty' }],
    ['date', field('date'), '2026-05-01', { type: 'date', date: '2026-05-01' }],
    ['datetime', field('datetime'), '2026-05-01T14:30:00.000Z', { type: 'datetime', iso: '2026-05-01T14:30:00.000Z' }],
    ['boolean true', field('boolean'), true, { type: 'boolean', value: true }],
    ['boolean false is a value, not empty', field('boolean'), false, { type: 'boolean', value: false }],
    ['file', field('file'), 12, { type: 'file', id: 12 }],
    ['number', field('number'), 0, { type: 'text', text: '0' }],
    ['number with choices', field('number', { '2': 'Virginia' }), 2, { type: 'text', text: 'Virginia' }],
    ['pay kept in cents, in dollars', field('money'), 1550, { type: 'text', text: '$15.50' }],
    ['a salary in whole dollars', field('money'), 7_000_000, { type: 'text', text: '$70,000' }],
    ['pay that is not cents', field('money'), '15.5', { type: 'text', text: '15.5' }],
    ['list with choices, an unknown code as it is', field('list', { '1': 'Maryland', '3': 'Florida' }), [1, 3, 9], { type: 'list', items: ['Maryland', 'Florida', '9'] }],
    ['a choice named like an Object property is not looked up there', field('list', {}), ['constructor'], { type: 'list', items: ['constructor'] }],
    ['a single value where a list is expected', field('list'), 4, { type: 'list', items: ['4'] }],
    ['null', field('text'), null, { type: 'empty' }],
    ['missing', field('file'), undefined, { type: 'empty' }],
    ["''", field('date'), '', { type: 'empty' }],
    ['[]', field('list'), [], { type: 'empty' }],
    ['a date that is not one', field('date'), 'soon', { type: 'text', text: 'soon' }],
    ['a timestamp that is not one', field('datetime'), 'never', { type: 'text', text: 'never' }],
    ['a boolean stored as a word', field('boolean'), 'yes', { type: 'text', text: 'yes' }],
    ['a file that is not an id', field('file'), 'a.pdf', { type: 'text', text: 'a.pdf' }],
    ['an object', field('text'), { a: 1 }, { type: 'text', text: '{"a":1}' }],
  ])('%s', (_name, described, value, shown) => {
    expect(displayValue(described, value)).toEqual(shown);
  });
});

describe('compareRevisions', () => {
  const fields: RevisionField[] = [
    { key: 'title', label: 'Title', kind: 'text' },
    { key: 'content', label: 'Content', kind: 'html' },
    { key: 'published', label: 'Published', kind: 'boolean' },
    { key: 'file1', label: 'File 1', kind: 'file' },
    { key: 'cities', label: 'Cities', kind: 'list', choices: { '1': 'Annandale', '2': 'Centreville', '3': 'Ellicott City' } },
    { key: 'publishFrom', label: 'From', kind: 'date' },
    { key: 'titleEng', label: 'Title (English)', kind: 'text', lang: 'en' },
  ];
  const older = { title: '봄 세일', content: '<p>신선한 과일을 할인합니다.</p><ul><li>사과</li><li>배</li></ul>', published: false, file1: null, cities: [1, 2], publishFrom: '2026-04-01' };
  const newer = { ...older, content: '<p>신선한 채소를 할인합니다.</p><ul><li>사과</li><li>포도</li></ul>', published: true, file1: 12, cities: [2, 3], titleEng: 'Spring sale' };
  const byKey = Object.fromEntries(compareRevisions(fields, older, newer).map((comparison) => [comparison.field.key, comparison]));

  it('keeps the fields in the order given', () => {
    expect(compareRevisions(fields, older, newer).map((comparison) => comparison.field.key)).toEqual(fields.map((field) => field.key));
  });

  it.each([
    ['title', false],
    ['content', true],
    ['published', true],
    ['file1', true],
    ['cities', true],
    ['publishFrom', false],
    ['titleEng', true],
  ])('%s changed: %p', (key, changed) => {
    expect(byKey[key]!.changed).toBe(changed);
  });

  it('compares HTML by its readable text, paragraph and list items each a line', () => {
    expect(short(byKey.content!.parts!)).toEqual(['=신선한 ', '-과일을 ', '+채소를 ', '=할인합니다.\n사과\n', '-배', '+포도']);
    expect(byKey.content!.newer).toEqual({ type: 'text', text: '신선한 채소를 할인합니다.\n사과\n포도' });
    expect(byKey.content!.sameWords).toBe(false);
  });

  it('compares lists item by item, by their names', () => {
    expect(short(byKey.cities!.parts!)).toEqual(['-Annandale', '=Centreville', '+Ellicott City']);
  });

  it('gives both values of a field that is not words, and no parts', () => {
    expect(byKey.published).toMatchObject({ older: { type: 'boolean', value: false }, newer: { type: 'boolean', value: true } });
    expect(byKey.file1).toMatchObject({ older: { type: 'empty' }, newer: { type: 'file', id: 12 } });
    expect(byKey.file1!.parts).toBeUndefined();
  });

  it('counts a field missing from the older revision as empty', () => {
    expect(byKey.titleEng).toMatchObject({ changed: true, older: { type: 'empty' }, newer: { type: 'text', text: 'Spring sale' }, parts: [{ value: 'Spring sale', added: true }] });
  });

  it('leaves unchanged fields without parts', () => {
    expect(byKey.title).toEqual({ field: fields[0], changed: false, older: { type: 'text', text: '봄 세일' }, newer: { type: 'text', text: '봄 세일' }, sameWords: false });
  });

  it.each([
    ['missing and null', {}, { file1: null }],
    ['null and empty text', { title: null }, { title: '' }],
    ['missing and an empty list', {}, { cities: [] }],
    ['line endings', { title: 'a\r\nb' }, { title: 'a\nb' }],
  ])('sees no change between %s', (_name, before, after) => {
    expect(compareRevisions(fields, before, after).filter((comparison) => comparison.changed)).toEqual([]);
  });

  it('sees a change in formatting alone, with the same words', () => {
    const [content] = compareRevisions([fields[1]!], { content: '<p>50% off</p>' }, { content: '<p><strong>50%</strong> off</p>' });
    expect(content).toMatchObject({ changed: true, sameWords: true });
  });

  it('sees false and missing as different (a flag added later)', () => {
    const [published] = compareRevisions([fields[2]!], {}, { published: false });
    expect(published).toMatchObject({ changed: true, older: { type: 'empty' }, newer: { type: 'boolean', value: false } });
  });
});

describe('a sale’s items in its revisions', () => {
  const field: RevisionField = { key: 'items', label: 'Flyer items', kind: 'list' };
  const pear = { id: 1, position: 0, name: '배', nameEng: 'Pear', nameOwn: '', price: '$1.99', regularPrice: '$2.49', unit: 'lb', department: 'produce', picture: null, editions: ['korean', 'chinese'], spots: {} };
  const tofu = { id: 2, position: 1, name: '두부', nameEng: 'Tofu', nameOwn: '', price: '$1.49', regularPrice: '', unit: '', department: 'grocery', picture: 4, editions: ['korean'], spots: {} };

  it.each([
    ['names, price (regular price) / unit, department, editions', pear, '배 · Pear — $1.99 ($2.49) / lb — produce — korean chinese'],
    ['no regular price or unit', tofu, '두부 · Tofu — $1.49 — grocery — korean'],
    ['a row missing its columns keeps what it has', { name: '김치' }, '김치'],
  ])('%s', (_case, item, line) => {
    expect(itemLine(item)).toBe(line);
  });

  it('lists an import’s added and removed items, one line each', () => {
    const [comparison] = compareRevisions([field], { items: [pear] }, { items: [pear, tofu] });
    expect(comparison!.changed).toBe(true);
    expect(comparison!.parts).toEqual([{ value: itemLine(pear) }, { value: itemLine(tofu), added: true }]);
    expect(compareRevisions([field], { items: [pear] }, { items: [{ ...pear, price: '$0.99' }] })[0]!.parts).toEqual([
      { value: itemLine(pear), removed: true },
      { value: itemLine({ ...pear, price: '$0.99' }), added: true },
    ]);
  });
});
