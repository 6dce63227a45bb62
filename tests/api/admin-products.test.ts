import { existsSync } from 'node:fs';
import path from 'node:path';
import { privateBrands, productDepartments, staffUsers } from '@/lib/server/db/schema';
import { eq } from 'drizzle-orm';
import { productTab } from '@/lib/server/services/products';
import { listProductItemsForStaff, saveBrand, saveDepartment, saveProductItem } from '@/lib/server/services/products-admin';
import { staffRecordOf } from '@/lib/server/services/staff-records';
import { applyChange, preparedChange } from '@/lib/server/services/prepared-changes';
import { setPublishing, setTrashed } from '@/lib/server/services/publishing';
import { brandSchema, departmentSchema, productItemSchema } from '@/lib/validation/products';
import { PRODUCT_DEPARTMENTS } from '@/lib/content/product-departments';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { LIVE } from '../helpers/publishing';

// The Products page as three kinds of the back-office engine (issue 51), filled by drizzle/0018.
describe.each(databaseKinds)('the Products page in the back office, on %s', (kind) => {
  const database = useTestDatabase(kind);
  const actor = { staffId: 0, address: '192.0.2.14' };
  const names = (items: ReadonlyArray<{ name: { en: string } }>) => items.map((item) => item.name.en);

  beforeAll(async () => {
    const [editor] = await database().db.insert(staffUsers).values({ email: `products-${kind}@lotteplaza.test`, name: 'Products', role: 'editor', passwordHash: 'x' }).returning();
    actor.staffId = editor!.id;
  });

  it('shows each department as the site showed it before: its words, items, highlights, pictures and brands', async () => {
    const produce = await productTab(1);
    expect(produce.slogan).toEqual({ ko: '매일 아침, 밭에서 매장으로', en: 'From the farm to our stalls, every morning' });
    expect(produce.visual).toEqual(['watermelon', 'leafy-greens', 'strawberry', 'mango']);
    expect(names(produce.items)).toEqual(['Watermelon', 'Perilla leaves', 'Mangoes', 'Strawberries', 'Napa cabbage', 'Garlic', 'Apples']);
    expect(names(produce.features)).toEqual(['Delivered daily', 'Asian vegetables', 'Fruit in season']);
    expect((await productTab(2)).intro.map((block) => block.title.en)).toEqual(['A butcher for Asian cooking', 'From our 180,000 sq ft distribution centre']);
    const groceries = await productTab(4);
    expect(names(groceries.brands)).toEqual(['Plaza Kitchen', 'Golden Grain', 'Sea Plaza', 'Seoul Sauce', 'Tea House', 'Plaza Snacks']);
    // Spec section 9: two brand carousels do not turn by themselves.
    expect(names(groceries.brands.filter((brand) => !brand.autoplay))).toEqual(['Golden Grain', 'Seoul Sauce']);
    expect(groceries.brands[2]!.name.ko).toBe('씨 플라자');
    expect(names(groceries.brands[0]!.products)).toEqual(['Kimchi', 'Dumplings', 'Lunch box', 'Curry', 'Rice ball', 'Hot pot kit']);
    const houseware = await productTab(5);
    expect(houseware.items).toEqual([]);
    expect(names(houseware.gallery)).toEqual(['Frying pans', 'Hot pot pans', 'Kitchen knives', 'Spoons and chopsticks', 'Storage jars', 'Dish soap and sponges']);
  });

  it('has every department\u2019s words in both languages and every picture a file', async () => {
    const tabs = await Promise.all(PRODUCT_DEPARTMENTS.map((department) => productTab(department.tab)));
    const texts = tabs.flatMap((tab) => [tab.slogan!, ...tab.intro.flatMap((block) => [block.title, block.text]), ...[...tab.items, ...tab.features].flatMap((item) => [item.name, item.text]), ...tab.brands.map((brand) => brand.name)]);
    expect(texts.filter((text) => !text.ko.trim() || !text.en.trim())).toEqual([]);
    const pictures = tabs.flatMap((tab) => [...tab.visual, ...[...tab.items, ...tab.features, ...tab.gallery].map((item) => item.picture), ...tab.brands.flatMap((brand) => brand.products.map((product) => product.picture))]);
    expect(pictures.filter((picture) => !existsSync(path.join(process.cwd(), 'public', 'images', 'food', `${picture}.webp`)))).toEqual([]);
  });

  it('adds an item as a draft, shows it in its place once published, and takes it away with the trash', async () => {
    const input = productItemSchema.validateSync({ tab: '3', shelf: 'featured', sort_order: '2', name: '전복', name_eng: 'Abalone', text: '죽과 구이용', picture: 'oyster' }, { stripUnknown: true });
    const saved = (await saveProductItem(null, input, actor)) as { id: number };
    expect(names((await productTab(3)).items)).not.toContain('Abalone');
    expect((await listProductItemsForStaff({ search: 'abalone', tab: 3, page: 1 })).results.map((item) => item.id)).toEqual([saved.id]);
    expect(await setPublishing('product', saved.id, LIVE, actor)).toBe(true);
    const seafood = await productTab(3);
    expect(names(seafood.items).slice(0, 3)).toEqual(['Shrimp', 'Mackerel', 'Abalone']);
    expect(seafood.items[2]!.text).toEqual({ ko: '죽과 구이용', en: '죽과 구이용' });
    expect(await setTrashed('product', saved.id, true, actor)).toBe(true);
    expect(names((await productTab(3)).items)).not.toContain('Abalone');
  });

  it('keeps a change to a live department beside it: the page shows the old slogan, the preview the new, until it is published', async () => {
    const [meat] = await database().db.select().from(productDepartments).where(eq(productDepartments.tab, 2));
    const values = { tab: '2', slogan: '불고기와 갈비를 위한 고기', slogan_eng: 'Cut for bulgogi and galbi', pictures: ['steak', 'bacon'], intro_title: meat!.introTitle, intro: meat!.intro };
    const saved = (await saveDepartment(meat!.id, departmentSchema.validateSync(values, { stripUnknown: true }), actor)) as { id: number; revision: number; prepared?: true };
    expect(saved.prepared).toBe(true);
    expect((await productTab(2)).slogan!.en).toBe('Cut for the dish you are cooking');
    const preview = await productTab(2, { department: meat!.id });
    expect(preview.slogan!.en).toBe('Cut for bulgogi and galbi');
    expect(preview.visual).toEqual(['steak', 'bacon']);
    expect(preview.intro).toHaveLength(1);
    expect((await preparedChange('department', meat!.id))!.revision).toBe(saved.revision);
    expect(await applyChange('department', meat!.id, saved.revision, actor)).toBeNull();
    expect((await productTab(2)).slogan!.en).toBe('Cut for bulgogi and galbi');
  });

  it('saves a brand\u2019s products from its rows, and a department with no live words shows none', async () => {
    const rows = { product_name: ['참기름', '', '들기름'], product_name_eng: ['Sesame oil', '', ''], product_picture: ['jar', '', 'honey'] };
    const input = brandSchema.validateSync({ tab: '5', sort_order: '1', name: '플라자 오일', autoplay: 'true', ...rows }, { stripUnknown: true });
    const saved = (await saveBrand(null, input, actor)) as { id: number };
    expect((await staffRecordOf('brand', saved.id))!.products).toEqual([
      { name: '참기름', nameEng: 'Sesame oil', picture: 'jar' },
      { name: '들기름', nameEng: '', picture: 'honey' },
    ]);
    expect(await setPublishing('brand', saved.id, LIVE, actor)).toBe(true);
    expect((await productTab(5)).brands.map((brand) => brand.name.en)).toEqual(['플라자 오일']);
    const [houseware] = await database().db.select().from(productDepartments).where(eq(productDepartments.tab, 5));
    expect(await setTrashed('department', houseware!.id, true, actor)).toBe(true);
    const top = await productTab(5);
    expect([top.slogan, top.intro, top.visual]).toEqual([null, [], []]);
    await database().db.delete(privateBrands).where(eq(privateBrands.id, saved.id));
  });
});
