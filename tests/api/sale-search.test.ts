import { eq } from 'drizzle-orm';
import { addDays, storeToday } from '@/lib/dates';
import { commonCodes, saleItems, sales } from '@/lib/server/db/schema';
import type { Department, Edition } from '@/lib/sale/items';
import * as search from '@/app/api/sale/search/route';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { get } from '../helpers/route-requests';

jest.setTimeout(120_000);

type Row = [name: string, nameEng: string, nameOwn: string, price: string, department: Department, editions: Edition[]];

const GROCERIES: Row[] = [
  ['해찬들 고추장', 'Gochujang', '', '$6.99', 'grocery', ['korean']],
  ['신라면 멀티팩', 'Shin Ramyun', '辛拉面', '2 for $8', 'grocery', ['korean', 'chinese']],
  ['고춧가루', 'Red Pepper Powder', '', '$9.99', 'grocery', ['korean']],
  ['김', 'Seasoned Laver', '', '$3.99', 'grocery', ['korean']],
  ['쌀국수 면', 'Rice Stick Noodles', 'Bánh phở', '3 for $5', 'vietnamese', ['vietnamese']],
];

interface Answer {
  query: string;
  count: number;
  results: { item: { id: number; name: string; price: string; editions: Edition[] }; region: { location: number; slug: string; label: string }; sale_start: string; sale_end: string; href: string; match: string }[];
}

describe.each(databaseKinds)('weekly sale search on %s', (kind) => {
  const database = useTestDatabase(kind);
  const today = storeToday();
  const ids: Record<string, Record<number, number>> = {};

  beforeAll(async () => {
    const { db } = database();
    await db.insert(commonCodes).values([
      { kind: 'location', value: 1, labelKo: '메릴랜드', labelEn: 'Maryland', sortOrder: 1 },
      { kind: 'location', value: 2, labelKo: '버지니아', labelEn: 'Virginia', sortOrder: 2 },
      { kind: 'location', value: 3, labelKo: '플로리다', labelEn: 'Florida', sortOrder: 3 },
    ]);
    // Maryland and Virginia: this week. Florida: last week's flyer is its latest (it has ended).
    // Virginia also has next week's flyer, not yet started, and an unpublished one.
    const weeks = await db
      .insert(sales)
      .values([
        { location: 1, saleStart: addDays(today, -2), published: true },
        { location: 2, saleStart: addDays(today, -1), published: true },
        { location: 2, saleStart: addDays(today, 5), published: true },
        { location: 3, saleStart: addDays(today, -9), published: true },
      ])
      .returning();
    const [maryland, virginia, virginiaNext, florida] = weeks as [(typeof weeks)[number], (typeof weeks)[number], (typeof weeks)[number], (typeof weeks)[number]];
    const [hidden] = await db.insert(sales).values({ location: 1, saleStart: addDays(today, -1), published: false }).returning();
    const rows = (saleId: number, list: Row[]) =>
      list.map(([name, nameEng, nameOwn, price, department, editions], position) => ({ saleId, position, name, nameEng, nameOwn, price, department, editions }));
    const inserted = await db
      .insert(saleItems)
      .values([
        ...rows(maryland.id, GROCERIES),
        ...rows(virginia.id, GROCERIES.slice(0, 2).map(([name, eng, own, , department, editions]) => [name, eng, own, '$7.49', department, editions] as Row)),
        ...rows(virginiaNext.id, [['진라면', 'Jin Ramen', '', '$4.99', 'grocery', ['korean']]]),
        ...rows(florida.id, [['불닭볶음면', 'Buldak Ramen', '', '$5.99', 'grocery', ['korean']]]),
        ...rows(hidden!.id, [['비밀 고추장', 'Secret Gochujang', '', '$1.00', 'grocery', ['korean']]]),
      ])
      .returning();
    for (const row of inserted) (ids[row.nameEng] ??= {})[row.saleId === maryland.id ? 1 : 2] = row.id;
  });

  const ask = async (query: string, headers: HeadersInit = {}) => {
    const response = await get(search.GET, `/api/sale/search/?${query}`, { headers });
    return { status: response.status, headers: response.headers, body: (await response.json()) as Answer & { detail?: string; q?: string[] } };
  };

  it('finds the same item by Hangul, English and two romanisations, with its region, price and place on the region page', async () => {
    for (const q of ['고추장', 'gochujang', 'kochujang', 'Gochujang', 'GOCHU JANG']) {
      const { status, body } = await ask(`q=${encodeURIComponent(q)}`, { 'accept-language': 'en' });
      expect([q, status]).toEqual([q, 200]);
      expect(body.results.map((result) => [result.item.id, result.region.label, result.item.price])).toEqual([
        [ids.Gochujang![1], 'Maryland', '$6.99'],
        [ids.Gochujang![2], 'Virginia', '$7.49'],
      ]);
    }
    const { body, headers } = await ask('q=gochujang');
    expect(headers.get('cache-control')).toMatch(/^public/);
    expect(body.results[0]).toEqual({
      item: expect.objectContaining({ id: ids.Gochujang![1], name: '해찬들 고추장', name_eng: 'Gochujang', price: '$6.99', editions: ['korean'], department: 'grocery' }),
      region: { location: 1, slug: 'maryland', label: '메릴랜드' },
      sale_start: addDays(today, -2),
      sale_end: addDays(today, 4),
      href: `/sale/maryland#sale-item-${ids.Gochujang![1]}`,
      match: 'exact',
    });
    expect(body.results[0]!.item).not.toHaveProperty('spots');
  });

  it('finds 신라면 by "shin ramyun", and by the first letters of its Hangul', async () => {
    const shin = await ask('q=shin+ramyun');
    expect(shin.body.results.map((result) => result.item.id)).toEqual([ids['Shin Ramyun']![1], ids['Shin Ramyun']![2]]);
    expect(shin.body.results[0]!.item.editions).toEqual(['korean', 'chinese']);
    expect((await ask('q=sinramyeon')).body.count).toBe(2);
    expect((await ask(`q=${encodeURIComponent('辛拉面')}`)).body.count).toBe(2);
    const typed = await ask(`q=${encodeURIComponent('신라')}`);
    expect(typed.body.results.map((result) => result.item.name)).toEqual(['신라면 멀티팩', '신라면 멀티팩']);
    const half = await ask(`q=${encodeURIComponent('고ㅊ')}`);
    expect(half.body.results.map((result) => [result.item.name, result.match])).toEqual([
      ['고춧가루', 'jamo'],
      ['해찬들 고추장', 'jamo'],
      ['해찬들 고추장', 'jamo'],
    ]);
  });

  it('keeps kimchi apart from laver, and finds the edition\'s own name without its accents', async () => {
    expect((await ask('q=kimchi')).body).toEqual({ query: 'kimchi', count: 0, results: [] });
    expect((await ask('q=banh+pho')).body.results.map((result) => result.item.name)).toEqual(['쌀국수 면']);
  });

  it('leaves out a week that has ended, one that has not started and one not published', async () => {
    for (const q of ['buldak', 'jin ramen', 'secret']) expect([q, (await ask(`q=${encodeURIComponent(q)}`)).body.count]).toEqual([q, 0]);
  });

  it('sees an edit of the week\'s items at the next search (the index is rebuilt for a new version)', async () => {
    const { db } = database();
    expect((await ask('q=tofu')).body.count).toBe(0);
    await db.update(saleItems).set({ name: '풀무원 두부', nameEng: 'Pulmuone Tofu', price: '2 for $4' }).where(eq(saleItems.id, ids['Seasoned Laver']![1]!));
    const { body } = await ask('q=dubu');
    expect(body.results.map((result) => [result.item.name, result.item.price])).toEqual([['풀무원 두부', '2 for $4']]);
    expect((await ask(`q=${encodeURIComponent('김')}`)).body.results.map((result) => result.item.name)).not.toContain('김');
  });

  it.each([
    ['', 'ko', '검색어를 입력해 주세요.'],
    ['q=', 'en', 'Please type what you are looking for.'],
    ['q=+++', 'en', 'Please type what you are looking for.'],
    [`q=${'a'.repeat(61)}`, 'en', 'Please use at most 60 characters.'],
    [`q=${encodeURIComponent('고'.repeat(61))}`, 'ko', '검색어는 60자까지 입력할 수 있습니다.'],
    ['q=kim%01chi', 'en', 'The search contains characters that cannot be searched. Please type it again.'],
    ['q=kim%00chi', 'ko', '검색어에 검색할 수 없는 문자가 있습니다. 다시 입력해 주세요.'],
  ])('refuses %p with a message in the asker\'s language (%s)', async (query, lang, message) => {
    const { status, body, headers } = await ask(query, { 'accept-language': lang });
    expect(status).toBe(400);
    expect(body).toEqual({ q: [message], detail: message });
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('takes sixty characters', async () => {
    const { status, body } = await ask(`q=${'a'.repeat(60)}`);
    expect(status).toBe(200);
    expect(body.count).toBe(0);
  });
});
