import { and, eq } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import ko from '@/messages/ko.json';
import en from '@/messages/en.json';
import { auditLog } from '@/lib/server/db/schema';
import { IDLE } from '@/lib/admin/form-state';
import { problemLines, uploadedText } from '@/lib/admin/item-import';
import { parseItems } from '@/lib/sale/item-import';
import { ADMIN_COOKIE } from '@/lib/server/services/staff-auth';
import { saveSale } from '@/lib/server/services/sale-admin';
import { itemShownAt, listSaleItems, setItemSpot } from '@/lib/server/services/sale-items';
import { checkThenImport, importItems } from '../helpers/sale-items';
import { setPublishing } from '@/lib/server/services/publishing';
import { LIVE } from '../helpers/publishing';
import { storePublicFile } from '@/lib/server/services/files';
import type { SaleItemInput } from '@/lib/validation/sale-item';
import { weeklySaleSchema } from '@/lib/validation/weekly-sale';
import { GET as template } from '@/app/api/admin/sale-items/template/route';
import { importSaleItemsAction, placeItemSpotAction, removeItemSpotAction } from '@/app/[locale]/admin/sale-item-actions';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { get, useIsolatedStorage } from '../helpers/route-requests';
import { staffCookie } from '../helpers/staff-session';

// The actions read their session from the request's cookies (here, the one a test sets) and
// speak through next-intl's request translator (here, the real catalogues). Jest hoists mocks.
const request = { cookie: '' };
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (name === ADMIN_COOKIE && request.cookie ? { name, value: request.cookie } : undefined) }),
  headers: async () => new Headers({ 'x-forwarded-for': '192.0.2.35' }),
}));
jest.mock('next-intl/server', () => {
  const { createTranslator: translator } = jest.requireActual('next-intl');
  const catalogues = { ko: jest.requireActual('@/messages/ko.json'), en: jest.requireActual('@/messages/en.json') };
  return { getTranslations: async ({ locale, namespace }: { locale: 'ko' | 'en'; namespace: string }) => translator({ locale, messages: catalogues[locale], namespace }) };
});
jest.mock('next/cache', () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined, unstable_cache: (read: unknown) => read }));

// Staff-grade sign-ins, about a second each.
jest.setTimeout(60_000);

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const HEADER = 'name\tname_eng\tname_own\tprice\tregular_price\tunit\tdepartment\teditions';
const rowsOf = (...rows: string[]) => [HEADER, ...rows].join('\n');
const items = (text: string): SaleItemInput[] => {
  const parsed = parseItems(text);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return parsed.items;
};
const formOf = (fields: Record<string, string | File>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
};

describe('an import refusal as staff read it', () => {
  const say = (locale: 'ko' | 'en') => {
    const messages = locale === 'ko' ? ko : en;
    const words = createTranslator({ locale, messages, namespace: 'admin.sales.items' });
    const validation = createTranslator({ locale, messages, namespace: 'validation' });
    return (problems: Parameters<typeof problemLines>[0]) =>
      problemLines(
        problems,
        (key, values) => words(key as 'problem', values as never),
        (key) => validation(key as 'required'),
      );
  };

  it('names each line and column in Korean and English', () => {
    const parsed = parseItems(rowsOf('신라면\tShin Ramyun\t\t$4.99\t\t\tgrocery\tall', '배추\tNapa Cabbage\t\tcheap\t\t\tproduce\tall', '두부\tTofu\t\t$1.99\t\t\tdairy\tkorean', 'a\tb\tc\td\te\tf\tg\th\ti'));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(say('en')(parsed.problems)).toEqual([
      'Line 3, Sale price: Write the sale price with its figure, such as $4.99, $0.69/lb or 2 for $5.',
      'Line 4, Department: Unknown department: use produce, meat, seafood, grocery, household, chinese, vietnamese or indian.',
      "Line 5: This row has more columns than the template's eight (a comma inside a cell needs quotes).",
    ]);
    expect(say('ko')(parsed.problems)).toEqual([
      '3행, 세일 가격: $4.99, $0.69/lb, 2 for $5처럼 금액을 넣어 세일 가격을 적어 주세요.',
      '4행, 코너: 알 수 없는 코너입니다: produce, meat, seafood, grocery, household, chinese, vietnamese, indian 중 하나를 쓰세요.',
      '5행: 이 행은 양식의 8개 열보다 많습니다(칸 안의 쉼표는 따옴표로 감싸 주세요).',
    ]);
  });

  it('lists a hundred problems and counts the rest', () => {
    const problems = Array.from({ length: 130 }, (_, index) => ({ line: index + 1, field: 'price' as const, message: 'required' }));
    const lines = say('en')(problems);
    expect(lines).toHaveLength(101);
    expect(lines[100]).toBe('… and 30 more problems.');
  });

  it('reads an uploaded CSV only when it is UTF-8 text of at most 1 MB', async () => {
    expect(await uploadedText(new File(['\uFEFFname,name_eng\n'], 'week.csv', { type: 'text/csv' }))).toBe('name,name_eng\n');
    expect(await uploadedText(new File(['a,b'], 'week.csv', { type: 'application/vnd.ms-excel' }))).toBe('a,b');
    // "신라면" in CP949, as Excel's plain "CSV" saves it on a Korean Windows.
    expect(await uploadedText(new File([new Uint8Array([0xbd, 0xc5, 0xb6, 0xf3, 0xb8, 0xe9])], 'week.csv', { type: 'text/csv' }))).toEqual({ refusal: 'notUtf8' });
    expect(await uploadedText(new File(['a,b'], 'week.xlsx', { type: 'text/csv' }))).toEqual({ refusal: 'fileType' });
    expect(await uploadedText(new File(['a,b'], 'week.csv', { type: 'image/png' }))).toEqual({ refusal: 'fileType' });
    expect(await uploadedText(new File([new Uint8Array(1_048_577)], 'week.csv', { type: 'text/csv' }))).toEqual({ refusal: 'tooLarge' });
  });
});

describe.each(databaseKinds)('a weekly sale’s flyer items on %s', (kind) => {
  const database = useTestDatabase(kind);
  useIsolatedStorage();
  let editor = { cookie: '', staffId: 0 };
  let support = { cookie: '', staffId: 0 };
  const actor = () => ({ staffId: editor.staffId, address: '192.0.2.35' });
  const newSale = async (start: string) => {
    const flyer = (await storePublicFile('week.png', PNG, undefined, true)).id;
    const saved = await saveSale(null, weeklySaleSchema.validateSync({ sale_start: start, location: '2', file_korean: String(flyer), file_chinese: String(flyer), published: 'true' }, { stripUnknown: true }), actor());
    return (saved as { id: number }).id;
  };
  const names = async (saleId: number) => (await listSaleItems(saleId)).map((item) => [item.name_eng, item.price]);
  const audits = (saleId: number, action: string) => database().db.select().from(auditLog).where(and(eq(auditLog.subjectId, saleId), eq(auditLog.action, action)));

  beforeAll(async () => {
    editor = await staffCookie('editor');
    support = await staffCookie('support');
  });
  beforeEach(() => {
    request.cookie = editor.cookie.slice(`${ADMIN_COOKIE}=`.length);
  });

  it('replaces the week’s items, keeps the spots of the same items re-imported, and audits it', async () => {
    const sale = await newSale('2026-12-04');
    expect(await importItems(sale, items(rowsOf('신라면\tShin Ramyun\t\t$4.99\t$6.49\t5-pack\tgrocery\tkorean chinese', '배추\tNapa Cabbage\t\t$0.69/lb\t\tlb\tproduce\tall')), actor())).toMatchObject({ status: 'done', preview: { added: [{ nameEng: 'Shin Ramyun' }, { nameEng: 'Napa Cabbage' }] } });
    const [ramyun, cabbage] = await listSaleItems(sale);
    expect(ramyun).toMatchObject({ name: '신라면', regular_price: '$6.49', unit: '5-pack', department: 'grocery', editions: ['korean', 'chinese'], spots: {} });
    expect(cabbage!.editions).toEqual(['korean', 'chinese', 'vietnamese', 'indian']);
    const spot = { x: 0.1, y: 0.2, w: 0.3, h: 0.15 };
    expect(await setItemSpot(ramyun!.id, 'korean', spot, actor())).toBe(true);
    expect(await setItemSpot(ramyun!.id, 'chinese', spot, actor())).toBe(true);
    expect(await setItemSpot(cabbage!.id, 'korean', spot, actor())).toBe(true);

    // Re-imported with a new price (and no longer in the Chinese edition): its Korean spot stays, its Chinese one goes; a renamed item starts without.
    await importItems(sale, items(rowsOf('신라면\tShin Ramyun\t\t$3.99\t$6.49\t5-pack\tgrocery\tkorean', '배추 한 통\tNapa Cabbage, whole\t\t$2.99\t\t\tproduce\tall')), actor());
    const [again, renamed] = await listSaleItems(sale);
    expect(again).toMatchObject({ price: '$3.99', spots: { korean: spot } });
    expect(renamed!.spots).toEqual({});
    expect(await audits(sale, 'sale-items-import')).toEqual([expect.objectContaining({ staffId: editor.staffId, detail: 'replace: +2 ~0 -0 =0' }), expect.objectContaining({ detail: 'replace: +1 ~1 -1 =0' })]);
    expect(await audits(sale, 'sale-item-spot')).toHaveLength(3);
    expect(await importItems(999_999, [], actor())).toBeNull();
  });

  it('saves nothing when an import fails part-way, and keeps the week’s items', async () => {
    const sale = await newSale('2026-12-11');
    await importItems(sale, items(rowsOf('두부\tTofu\t\t$1.99\t\t\tgrocery\tall')), actor());
    const good = items(rowsOf('김치\tKimchi\t\t$9.99\t\t\tgrocery\tall'))[0]!;
    // A row the database refuses after the old rows were deleted: the transaction undoes it all.
    await expect(importItems(sale, [good, { ...good, price: null as unknown as string }], actor())).rejects.toThrow();
    expect(await names(sale)).toEqual([['Tofu', '$1.99']]);
    expect(await audits(sale, 'sale-items-import')).toHaveLength(1);
  });

  it('places an item only inside the picture, on an edition it is in, and takes it off', async () => {
    const sale = await newSale('2026-12-18');
    await importItems(sale, items(rowsOf('망고\tMango\t\t2 for $3\t\t\tproduce\tkorean')), actor());
    const [mango] = await listSaleItems(sale);
    expect(await setItemSpot(mango!.id, 'korean', { x: 0.9, y: 0.1, w: 0.2, h: 0.1 }, actor())).toBe(false);
    expect(await setItemSpot(mango!.id, 'korean', { x: -0.1, y: 0.1, w: 0.2, h: 0.1 }, actor())).toBe(false);
    expect(await setItemSpot(mango!.id, 'korean', { x: 0.1, y: 0.1, w: 0, h: 0.1 }, actor())).toBe(false);
    expect(await setItemSpot(mango!.id, 'korean', { x: Number.NaN, y: 0.1, w: 0.2, h: 0.1 }, actor())).toBe(false);
    expect(await setItemSpot(mango!.id, 'chinese', { x: 0.1, y: 0.1, w: 0.2, h: 0.1 }, actor())).toBe(false);
    expect(await setItemSpot(999_999, 'korean', { x: 0.1, y: 0.1, w: 0.2, h: 0.1 }, actor())).toBe(false);
    expect((await listSaleItems(sale))[0]!.spots).toEqual({});
    expect(await audits(sale, 'sale-item-spot')).toHaveLength(0);
    expect(await setItemSpot(mango!.id, 'korean', { x: 0.5, y: 0.5, w: 0.5, h: 0.5 }, actor())).toBe(true);
    expect(await setItemSpot(mango!.id, 'korean', null, actor())).toBe(true);
    expect((await listSaleItems(sale))[0]!.spots).toEqual({});
  });

  describe('through the admin’s actions', () => {
    it('refuses a paste with a bad row line by line in the staff member’s language, saves nothing, and gives the rows back', async () => {
      const sale = await newSale('2027-01-01');
      await importItems(sale, items(rowsOf('두부\tTofu\t\t$1.99\t\t\tgrocery\tall')), actor());
      const rows = rowsOf('김치\tKimchi\t\t$9.99\t\t\tgrocery\tall', '\tPear\t\t$1\t\t\tproduce\tall', '', '사과\tApple\t\t$1\t\t\tproduce\tkorean latin');
      const english = await importSaleItemsAction('en', sale, IDLE, formOf({ rows }));
      expect(english).toEqual({
        status: 'error',
        message: 'Nothing was saved: 2 problems. Fix them and import again.',
        problems: ['Line 3, Korean name: This field is required.', 'Line 5, Editions: Unknown edition: use korean, chinese, vietnamese, indian or all.'],
        text: rows,
        mode: 'update',
      });
      const korean = await importSaleItemsAction('ko', sale, IDLE, formOf({ rows }));
      expect(korean.message).toBe('저장하지 않았습니다: 문제 2개. 고친 뒤 다시 가져오세요.');
      expect(korean.problems).toEqual(['3행, 한국어 이름: 필수 입력 항목입니다.', '5행, 전단: 알 수 없는 전단입니다: korean, chinese, vietnamese, indian 또는 all을 쓰세요.']);
      expect(await names(sale)).toEqual([['Tofu', '$1.99']]);
      expect(await audits(sale, 'sale-items-import')).toHaveLength(1);
    });

    it('checks a CSV upload, imports it once confirmed, says what it did, and refuses both at once, neither, a CP949 file and a colleague without the permission', async () => {
      const sale = await newSale('2027-01-08');
      const csv = new File([`\uFEFF${'name,name_eng,name_own,price,regular_price,unit,department,editions'}\r\n고추장,Gochujang,,$7.99,$9.99,500 g,grocery,all\r\n"만두, 왕",Dumplings,,2 for $10,,,grocery,korean\r\n`], 'week.csv', { type: 'text/csv' });
      const { checked, imported } = await checkThenImport(importSaleItemsAction, 'en', sale, formOf({ rows: '', file: csv }));
      // The check reads the file and writes nothing; its confirmation carries the file's rows.
      expect(checked).toMatchObject({ status: 'idle', text: '', mode: 'update', checked: { preview: { mode: 'update', added: [{ name: '고추장' }, { name: '만두, 왕' }], changed: [], removed: [], unchanged: 0 }, rows: expect.stringContaining('Gochujang') } });
      expect(imported).toEqual({ status: 'done', mode: 'update', message: 'Imported: 2 added, 0 changed, 0 removed, 0 as before. If the sale is live, /sale shows them now.' });
      expect(await names(sale)).toEqual([
        ['Gochujang', '$7.99'],
        ['Dumplings', '2 for $10'],
      ]);
      expect(await importSaleItemsAction('ko', sale, IDLE, formOf({ rows: 'a', file: csv }))).toMatchObject({ status: 'error', message: '행을 붙여 넣거나 파일을 선택하세요. 둘 다는 안 됩니다.', text: 'a' });
      expect(await importSaleItemsAction('en', sale, IDLE, formOf({ rows: '  \n', file: new File([], '') }))).toMatchObject({ status: 'error', message: 'Paste rows or choose a CSV file.' });
      const cp949 = new File([new Uint8Array([0xbd, 0xc5, 0xb6, 0xf3, 0xb8, 0xe9, 0x2c, 0x61])], 'week.csv', { type: 'text/csv' });
      expect((await importSaleItemsAction('en', sale, IDLE, formOf({ rows: '', file: cp949 }))).message).toMatch(/not UTF-8/);
      expect((await importSaleItemsAction('en', 999_999, IDLE, formOf({ rows: rowsOf('김치\tKimchi\t\t$9.99\t\t\tgrocery\tall') }))).message).toBe('The weekly sale was not found.');
      request.cookie = support.cookie.slice(`${ADMIN_COOKIE}=`.length);
      expect(await importSaleItemsAction('en', sale, IDLE, formOf({ rows: rowsOf('김치\tKimchi\t\t$9.99\t\t\tgrocery\tall') }))).toMatchObject({ status: 'error', text: expect.stringContaining('Kimchi') });
      request.cookie = '';
      expect(await importSaleItemsAction('en', sale, IDLE, formOf({ rows: 'x' }))).toMatchObject({ status: 'error', signedOut: true, text: 'x' });
      expect(await names(sale)).toHaveLength(2);
    });

    it('updates only the rows it names by default, and asks again, writing nothing, when the list changed since the check', async () => {
      const sale = await newSale('2027-01-22');
      await importItems(sale, items(rowsOf('두부\tTofu\t\t$1.99\t\t\tgrocery\tall', '김치\tKimchi\t\t$9.99\t\t\tgrocery\tall')), actor());
      const rows = rowsOf('김치\tKimchi\t\t$8.99\t\t\tgrocery\tall', '배\tPear\t\t$1\t\t\tproduce\tkorean');
      const { checked, imported } = await checkThenImport(importSaleItemsAction, 'ko', sale, formOf({ rows }));
      expect(checked.checked!.preview).toEqual({ mode: 'update', added: [{ name: '배', nameEng: 'Pear' }], changed: [{ name: '김치', nameEng: 'Kimchi' }], removed: [], unchanged: 0 });
      expect(imported.message).toBe('가져왔습니다: 추가 1개, 변경 1개, 삭제 0개, 그대로 0개. 게시 중인 세일이면 지금 /sale에 나옵니다.');
      expect(await names(sale)).toEqual([['Tofu', '$1.99'], ['Kimchi', '$8.99'], ['Pear', '$1']]);

      // Checked, then a colleague's import comes first: the confirmation writes nothing and shows what the import does now.
      const replacing = await importSaleItemsAction('en', sale, IDLE, formOf({ rows: rowsOf('배\tPear\t\t$1.50\t\t\tproduce\tkorean'), mode: 'replace' }));
      expect(replacing.checked!.preview).toMatchObject({ mode: 'replace', changed: [{ nameEng: 'Pear' }], removed: [{ nameEng: 'Tofu' }, { nameEng: 'Kimchi' }] });
      await importItems(sale, items(rowsOf('두부\tTofu\t\t$1.79\t\t\tgrocery\tall')), actor(), 'update');
      const confirmation = formOf({ step: 'import', mode: 'replace', version: replacing.checked!.version, rows: replacing.checked!.rows });
      const asked = await importSaleItemsAction('en', sale, replacing, confirmation);
      expect(asked).toMatchObject({
        status: 'error',
        message: expect.stringMatching(/^The week's items changed since you checked/),
        checked: { preview: { changed: [{ nameEng: 'Pear' }], removed: [{ nameEng: 'Tofu' }, { nameEng: 'Kimchi' }] }, version: expect.not.stringMatching(replacing.checked!.version) },
      });
      expect(await names(sale)).toEqual([['Tofu', '$1.79'], ['Kimchi', '$8.99'], ['Pear', '$1']]);
      // A forged mode is an update, which never deletes.
      expect((await importSaleItemsAction('en', sale, IDLE, formOf({ rows, mode: 'delete-all' }))).checked!.preview).toMatchObject({ mode: 'update', removed: [] });
    });

    it('places a spot typed in percent, refuses one leaving the picture by field, and removes it', async () => {
      const sale = await newSale('2027-01-15');
      await importItems(sale, items(rowsOf('배\tPear\t\t$1\t\t\tproduce\tkorean')), actor());
      const [pear] = await listSaleItems(sale);
      const spot = (values: Record<string, string>) => placeItemSpotAction('en', IDLE, formOf({ item: String(pear!.id), edition: 'korean', ...values }));
      expect(await spot({ x: '80', y: '10', width: '30', height: '10' })).toEqual({ status: 'error', errors: { width: ['The place must stay inside the picture: from the left plus the width, and from the top plus the height, at most 100.'] } });
      expect(await spot({ x: 'ten', y: '10', width: '30', height: '10' })).toEqual({ status: 'error', errors: { x: ['Enter a percentage from 0 to 100, such as 12.5.'] } });
      expect(await placeItemSpotAction('en', IDLE, formOf({ item: String(pear!.id), edition: 'chinese', x: '10', y: '10', width: '30', height: '10' }))).toMatchObject({ status: 'error', message: expect.stringMatching(/^Not placed/) });
      // A draft sale of a week to come: not "shows it now".
      expect(await spot({ x: '33.33', y: '12.5', width: '66.67', height: '10' })).toEqual({ status: 'done', message: 'Placed. This sale is not on /sale yet: it shows there once the sale is published and its week begins.' });
      expect(await itemShownAt(pear!.id, new Date('2027-01-16T15:00:00Z'))).toBe(false);
      await setPublishing('sale', sale, LIVE, actor());
      expect(await itemShownAt(pear!.id, new Date('2027-01-14T15:00:00Z'))).toBe(false);
      expect(await itemShownAt(pear!.id, new Date('2027-01-15T15:00:00Z'))).toBe(true);
      expect((await listSaleItems(sale))[0]!.spots.korean).toEqual({ x: 0.3333, y: 0.125, w: 0.6667, h: 0.1 });
      expect(await removeItemSpotAction('ko', IDLE, formOf({ item: String(pear!.id), edition: 'korean' }))).toEqual({ status: 'done', message: '위치를 삭제했습니다.' });
      expect((await listSaleItems(sale))[0]!.spots).toEqual({});
    });
  });

  it('hands staff who manage sales the CSV template with a byte order mark, as an attachment', async () => {
    const headers = { cookie: editor.cookie, 'sec-fetch-site': 'same-origin' };
    const answer = await get(template, '/api/admin/sale-items/template', { headers });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="sale-items-template.csv"');
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toMatch(/^name,name_eng,name_own,price,regular_price,unit,department,editions\r\n신라면/);
    // What staff download imports as it is.
    expect(parseItems(text).ok).toBe(true);
    expect((await get(template, '/api/admin/sale-items/template', { headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(401);
    expect((await get(template, '/api/admin/sale-items/template', { headers: { cookie: support.cookie, 'sec-fetch-site': 'same-origin' } })).status).toBe(403);
  });
});
