import { and, eq, inArray } from 'drizzle-orm';
import { announcements, auditLog, saleItems, uploadedFiles } from '@/lib/server/db/schema';
import { IDLE } from '@/lib/admin/form-state';
import { parseItems } from '@/lib/sale/item-import';
import { ADMIN_COOKIE } from '@/lib/server/services/staff-auth';
import { saveSale } from '@/lib/server/services/sale-admin';
import { listSaleItems, setItemPicture, setItemSpot } from '@/lib/server/services/sale-items';
import { listRevisions, setTrashed } from '@/lib/server/services/publishing';
import { purgeRecord } from '@/lib/server/services/trash';
import { restoreRevision } from '@/lib/server/services/revision-restore';
import { checkThenImport, importItems } from '../helpers/sale-items';
import { storePublicFile } from '@/lib/server/services/files';
import type { SaleItemInput } from '@/lib/validation/sale-item';
import { weeklySaleSchema } from '@/lib/validation/weekly-sale';
import { importSaleItemsAction, removeItemPictureAction, setItemPictureAction } from '@/app/[locale]/admin/sale-item-actions';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { useIsolatedStorage } from '../helpers/route-requests';
import { staffCookie } from '../helpers/staff-session';
import { jpgFile, pdfFile, pngFile } from '../helpers/upload-fixtures';

// As in admin-sale-items.test.ts: the actions read the session from the cookie a test sets and
// speak through the real catalogues. Jest hoists mocks.
const request = { cookie: '' };
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (name === ADMIN_COOKIE && request.cookie ? { name, value: request.cookie } : undefined) }),
  headers: async () => new Headers({ 'x-forwarded-for': '192.0.2.36' }),
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
/** The file id in a picture's address (/api/files/{id}/{name}). */
const fileId = (url: string | null | undefined) => Number(/\/api\/files\/(\d+)\//.exec(url ?? '')?.[1]);

describe.each(databaseKinds)('a flyer item’s picture on %s', (kind) => {
  const database = useTestDatabase(kind);
  const storedFiles = useIsolatedStorage();
  let editor = { cookie: '', staffId: 0 };
  let support = { cookie: '', staffId: 0 };
  const actor = () => ({ staffId: editor.staffId, address: '192.0.2.36' });
  const signedInAs = (who: { cookie: string }) => (request.cookie = who.cookie.slice(`${ADMIN_COOKIE}=`.length));
  const newSale = async (start: string, rows: string[]) => {
    const flyer = (await storePublicFile('week.png', PNG, undefined, true)).id;
    const saved = await saveSale(null, weeklySaleSchema.validateSync({ sale_start: start, location: '3', file_korean: String(flyer), published: 'true' }, { stripUnknown: true }), actor());
    const sale = (saved as { id: number }).id;
    await importItems(sale, items(rowsOf(...rows)), actor());
    return { sale, flyer };
  };
  const fileRows = (ids: number[]) => database().db.select().from(uploadedFiles).where(inArray(uploadedFiles.id, ids));
  const allFiles = async () => (await database().db.select({ id: uploadedFiles.id }).from(uploadedFiles)).map((row) => row.id).sort();
  const audits = (saleId: number, action: string) => database().db.select().from(auditLog).where(and(eq(auditLog.subjectId, saleId), eq(auditLog.action, action)));
  const setPicture = (locale: 'ko' | 'en', item: number | string, picture?: File) => setItemPictureAction(locale, IDLE, formOf({ item: String(item), ...(picture ? { picture } : {}) }));

  beforeAll(async () => {
    editor = await staffCookie('editor');
    support = await staffCookie('support');
  });
  beforeEach(() => signedInAs(editor));

  it('sets, replaces and removes an item’s picture: a public file, audited, the one it replaces gone from the table and the storage', async () => {
    const { sale } = await newSale('2027-02-05', ['배\tPear\t\t$1.99\t\t\tproduce\tall']);
    const [pear] = await listSaleItems(sale);
    const bytesBefore = storedFiles().length;

    expect(await setPicture('en', pear!.id, pngFile('pear.png'))).toEqual({ status: 'done', message: 'Picture saved. This sale is not on /sale yet: it shows there once the sale is published and its week begins.' });
    const first = fileId((await listSaleItems(sale))[0]!.picture);
    expect((await listSaleItems(sale))[0]!.picture).toMatch(new RegExp(`^/api/files/${first}/pear\\.png\\?v=[\\w-]+$`));
    expect(await fileRows([first])).toEqual([expect.objectContaining({ visibility: 'public', pending: false, mimeType: 'image/png', originalName: 'pear.png' })]);
    expect(storedFiles()).toHaveLength(bytesBefore + 1);

    expect(await setPicture('ko', pear!.id, jpgFile('pear-2.jpg'))).toEqual({ status: 'done', message: '사진을 저장했습니다. 이 세일은 아직 /sale에 없습니다: 게시되고 세일 주간이 시작되면 나옵니다.' });
    const second = fileId((await listSaleItems(sale))[0]!.picture);
    expect(second).not.toBe(first);
    expect(await fileRows([first])).toEqual([]);
    expect(await fileRows([second])).toEqual([expect.objectContaining({ mimeType: 'image/jpeg' })]);
    expect(storedFiles()).toHaveLength(bytesBefore + 1);

    expect(await removeItemPictureAction('en', IDLE, formOf({ item: String(pear!.id) }))).toEqual({ status: 'done', message: 'The picture was removed.' });
    expect((await listSaleItems(sale))[0]!.picture).toBeNull();
    expect(await fileRows([second])).toEqual([]);
    expect(storedFiles()).toHaveLength(bytesBefore);
    // Removed again (a second tab): said done, nothing written.
    expect(await removeItemPictureAction('ko', IDLE, formOf({ item: String(pear!.id) }))).toEqual({ status: 'done', message: '사진을 삭제했습니다.' });

    expect((await audits(sale, 'sale-item-picture')).map((row) => row.detail)).toEqual(['Pear: pear.png', 'Pear: pear-2.jpg']);
    expect(await audits(sale, 'sale-item-picture-remove')).toEqual([expect.objectContaining({ staffId: editor.staffId, detail: 'Pear' })]);
  });

  it('refuses no file, a wrong type, a file whose content is not its type, one too large, and an item that is gone, in the staff member’s language, storing nothing', async () => {
    const { sale } = await newSale('2027-02-12', ['배\tPear\t\t$1.99\t\t\tproduce\tall']);
    const [pear] = await listSaleItems(sale);
    const [files, bytes] = [await allFiles(), storedFiles().length];
    const fakePng = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'pear.png', { type: 'image/png' });
    const huge = new File([PNG, new Uint8Array(5 * 1024 * 1024 + 1 - PNG.length)], 'pear.png', { type: 'image/png' });

    expect(await setPicture('en', pear!.id)).toEqual({ status: 'error', errors: { picture: ['Choose a picture file first.'] } });
    expect(await setPicture('ko', pear!.id, new File([], ''))).toEqual({ status: 'error', errors: { picture: ['먼저 사진 파일을 선택하세요.'] } });
    expect(await setPicture('en', pear!.id, pdfFile())).toEqual({ status: 'error', errors: { picture: ['Only jpg, jpeg, png, webp files can be uploaded here.'] } });
    expect(await setPicture('ko', pear!.id, pdfFile())).toEqual({ status: 'error', errors: { picture: ['이곳에는 jpg, jpeg, png, webp 파일만 올릴 수 있습니다.'] } });
    expect(await setPicture('en', pear!.id, fakePng)).toEqual({ status: 'error', errors: { picture: ["The file's content does not match its extension."] } });
    expect(await setPicture('en', pear!.id, huge)).toEqual({ status: 'error', errors: { picture: ['Files here can be at most 5 MB.'] } });
    expect(await setPicture('ko', pear!.id, huge)).toEqual({ status: 'error', errors: { picture: ['이곳에 올리는 파일은 5 MB 이하여야 합니다.'] } });
    expect(await setPicture('en', 999_999, pngFile())).toEqual({ status: 'error', message: 'The item was not found: an import may have removed it. Reload the page.' });
    expect(await setPicture('ko', 999_999, pngFile())).toEqual({ status: 'error', message: '상품을 찾을 수 없습니다. 가져오기로 삭제되었을 수 있습니다. 페이지를 새로 고치세요.' });
    expect(await removeItemPictureAction('en', IDLE, formOf({ item: '999999' }))).toMatchObject({ status: 'error', message: expect.stringMatching(/^The item was not found/) });
    expect(await setPicture('en', 'pear', pngFile())).toEqual({ status: 'error', errors: { item: ['This value cannot be accepted. Please type it again as plain text.'] } });

    expect((await listSaleItems(sale))[0]!.picture).toBeNull();
    expect(await allFiles()).toEqual(files);
    expect(storedFiles()).toHaveLength(bytes);
    expect(await audits(sale, 'sale-item-picture')).toHaveLength(0);
  });

  it('refuses a colleague without the sales permission, and a session that ended, in their language', async () => {
    const { sale } = await newSale('2027-02-19', ['배\tPear\t\t$1.99\t\t\tproduce\tall']);
    const [pear] = await listSaleItems(sale);
    await setItemPicture(pear!.id, { name: 'pear.png', size: PNG.length, mimeType: 'image/png', bytes: PNG }, actor());
    const bytes = storedFiles().length;
    signedInAs(support);
    expect(await setPicture('en', pear!.id, pngFile())).toEqual({ status: 'error', message: 'Your account may not use this section. Ask an admin if you need it.' });
    expect(await removeItemPictureAction('ko', IDLE, formOf({ item: String(pear!.id) }))).toEqual({ status: 'error', message: '이 메뉴를 사용할 권한이 없습니다. 필요하면 관리자에게 요청해 주세요.' });
    request.cookie = '';
    expect(await setPicture('en', pear!.id, pngFile())).toMatchObject({ status: 'error', signedOut: true });
    expect((await listSaleItems(sale))[0]!.picture).toMatch(/\/pear\.png\?v=[\w-]+$/);
    expect(storedFiles()).toHaveLength(bytes);
  });

  it('removes the bytes it wrote when the save fails, and keeps the picture the item had', async () => {
    const { sale } = await newSale('2027-02-26', ['배\tPear\t\t$1.99\t\t\tproduce\tall']);
    const [pear] = await listSaleItems(sale);
    await setItemPicture(pear!.id, { name: 'pear.png', size: PNG.length, mimeType: 'image/png', bytes: PNG }, actor());
    const [files, bytes, picture] = [await allFiles(), storedFiles().length, (await listSaleItems(sale))[0]!.picture];
    // An audit row naming no staff member: the database refuses the transaction after the bytes were written.
    await expect(setItemPicture(pear!.id, { name: 'other.png', size: PNG.length, mimeType: 'image/png', bytes: PNG }, { staffId: 999_999, address: '192.0.2.36' })).rejects.toThrow();
    expect((await listSaleItems(sale))[0]!.picture).toBe(picture);
    expect(await allFiles()).toEqual(files);
    expect(storedFiles()).toHaveLength(bytes);
  });

  it('leaves a file that something else still uses: a flyer, or an image in a staff-written body', async () => {
    const { sale, flyer } = await newSale('2027-03-05', ['배\tPear\t\t$1.99\t\t\tproduce\tall', '사과\tApple\t\t$0.99\t\t\tproduce\tall']);
    const [pear, apple] = await listSaleItems(sale);
    await database().db.update(saleItems).set({ picture: flyer }).where(eq(saleItems.id, pear!.id));
    await setItemPicture(apple!.id, { name: 'apple.png', size: PNG.length, mimeType: 'image/png', bytes: PNG }, actor());
    const shown = fileId((await listSaleItems(sale))[1]!.picture);
    await database().db.insert(announcements).values({ title: '사과', content: `<p><img src="/api/files/${shown}/apple.png" alt=""></p>` });

    expect(await setItemPicture(pear!.id, null, actor())).toBe(true);
    expect(await setItemPicture(apple!.id, null, actor())).toBe(true);
    expect(await fileRows([flyer, shown])).toHaveLength(2);
  });

  describe('a re-import', () => {
    it('keeps the ids, pictures and spots of the items still listed, adds new ones, and deletes the dropped ones, whose pictures the sale’s history keeps until the import is undone', async () => {
      const { sale } = await newSale('2027-03-12', ['배\tPear\t\t$1.99\t\t\tproduce\tall', '사과\tApple\t\t$0.99\t\t\tproduce\tkorean', '망고\tMango\t\t2 for $3\t\t\tproduce\tall']);
      const [pear, apple, mango] = await listSaleItems(sale);
      const spot = { x: 0.1, y: 0.2, w: 0.3, h: 0.1 };
      await setItemSpot(pear!.id, 'korean', spot, actor());
      await setPicture('en', pear!.id, pngFile('pear.png'));
      await setPicture('en', mango!.id, pngFile('mango.png'));
      const placed = await listSaleItems(sale);
      const [pearPicture, mangoPicture] = placed.filter((item) => item.picture).map((item) => item.picture);
      const bytes = storedFiles().length;

      const rows = rowsOf('두부\tTofu\t\t$1.49\t\t\tgrocery\tall', '사과\tApple\t\t$0.89\t\t\tproduce\tkorean', ' 배 \tPEAR\t\t$1.79\t$2.49\t\tproduce\tkorean');
      const { checked, imported } = await checkThenImport(importSaleItemsAction, 'en', sale, formOf({ rows, mode: 'replace' }));
      expect(checked.checked!.preview).toEqual({ mode: 'replace', added: [{ name: '두부', nameEng: 'Tofu' }], changed: [{ name: '사과', nameEng: 'Apple' }, { name: '배', nameEng: 'PEAR' }], removed: [{ name: '망고', nameEng: 'Mango' }], unchanged: 0 });
      expect(imported).toEqual({ status: 'done', mode: 'replace', message: 'Imported: 1 added, 2 changed, 1 removed, 0 as before. If the sale is live, /sale shows them now.' });
      const after = await listSaleItems(sale);
      expect(after.map((item) => [item.name_eng, item.price])).toEqual([
        ['Tofu', '$1.49'],
        ['Apple', '$0.89'],
        ['PEAR', '$1.79'],
      ]);
      const [tofu, appleAgain, pearAgain] = after;
      expect(appleAgain!.id).toBe(apple!.id);
      expect(pearAgain).toMatchObject({ id: pear!.id, picture: pearPicture, regular_price: '$2.49', editions: ['korean'], spots: { korean: spot } });
      expect(tofu!.id).not.toBe(mango!.id);
      expect(tofu!.picture).toBeNull();
      expect(await database().db.select().from(saleItems).where(eq(saleItems.id, mango!.id))).toEqual([]);
      // The items as they were, pictures and places set since the last revision included, are a revision of their own: Mango's picture stays for it.
      const [importRevision, kept] = await listRevisions('sale', sale);
      expect([importRevision!.action, kept!.action, kept!.staff_id]).toEqual(['items-replace', 'kept', null]);
      expect(await fileRows([fileId(mangoPicture), fileId(pearPicture)])).toHaveLength(2);
      expect(storedFiles()).toHaveLength(bytes);

      // Undone: the week's list as it was, each item under its own id (shoppers' lists find them again), with its picture and places.
      expect(await restoreRevision('sale', sale, kept!.id, actor())).toBeNull();
      expect(await listSaleItems(sale)).toEqual(placed);
      expect(storedFiles()).toHaveLength(bytes);
      // Replaced again, then the sale deleted for good: the pictures its revisions held go with them.
      await importItems(sale, items(rowsOf('두부\tTofu\t\t$1.49\t\t\tgrocery\tall')), actor());
      expect(await fileRows([fileId(mangoPicture), fileId(pearPicture)])).toHaveLength(2);
      await setTrashed('sale', sale, true, actor());
      expect(await purgeRecord('sale', sale, actor())).toBeNull();
      expect(await fileRows([fileId(mangoPicture), fileId(pearPicture)])).toEqual([]);
    });

    it('refused, or failing part-way, changes nothing: the items, their ids and pictures, and the files all stay', async () => {
      const { sale } = await newSale('2027-03-19', ['배\tPear\t\t$1.99\t\t\tproduce\tall', '망고\tMango\t\t2 for $3\t\t\tproduce\tall']);
      await setPicture('en', (await listSaleItems(sale))[1]!.id, pngFile('mango.png'));
      const before = await listSaleItems(sale);
      const [files, bytes] = [await allFiles(), storedFiles().length];

      const refused = await importSaleItemsAction('ko', sale, IDLE, formOf({ rows: rowsOf('배\tPear\t\t$0.99\t\t\tproduce\tall', '두부\tTofu\t\tcheap\t\t\tgrocery\tall') }));
      expect(refused).toMatchObject({ status: 'error', message: '저장하지 않았습니다: 문제 1개. 고친 뒤 다시 가져오세요.' });
      // Pear updated and Mango deleted, then a new row the database refuses: all undone, Mango's picture kept.
      const [pearAgain, tofu] = items(rowsOf('배\tPear\t\t$0.99\t\t\tproduce\tall', '두부\tTofu\t\t$1.49\t\t\tgrocery\tall'));
      await expect(importItems(sale, [pearAgain!, { ...tofu!, price: null as unknown as string }], actor())).rejects.toThrow();

      expect(await listSaleItems(sale)).toEqual(before);
      expect(await allFiles()).toEqual(files);
      expect(storedFiles()).toHaveLength(bytes);
      expect(await audits(sale, 'sale-items-import')).toHaveLength(1);
    });
  });
});
