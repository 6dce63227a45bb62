import { readdirSync } from 'node:fs';
import path from 'node:path';
import { FOOD_PICTURES, type ProductTab } from '@/lib/content/products';
import { brandProducts, brandSchema, departmentSchema } from '@/lib/validation/products';
import { renderToStaticMarkup } from 'react-dom/server';
import { ProductsPanel } from '@/components/products/products-panel';

// The server component speaks through next-intl's request translator: here, the real catalogues.
jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual('next-intl');
  const catalogues = { ko: jest.requireActual('@/messages/ko.json'), en: jest.requireActual('@/messages/en.json') };
  return { getTranslations: async ({ locale, namespace }: { locale: 'ko' | 'en'; namespace: string }) => createTranslator({ locale, messages: catalogues[locale], namespace }) };
});

const text = (ko: string, en: string) => ({ ko, en });
const houseware: ProductTab = {
  tab: 5,
  slogan: text('부엌에 필요한 모든 것', 'Everything for your kitchen'),
  visual: ['frying-pan'],
  intro: [{ title: text('주방용품', 'Kitchenware'), text: text('돌솥과 전골냄비', 'Stone pots and hot pot pans') }],
  features: [],
  items: [],
  brands: [],
  gallery: [
    { key: 1, name: text('프라이팬', 'Frying pans'), text: text('', ''), picture: 'frying-pan' },
    { key: 2, name: text('수저', 'Spoons and chopsticks'), text: text('', ''), picture: 'chopsticks' },
  ],
};

describe('the Products page\u2019s pictures and forms', () => {
  it('offers staff every food picture the site has, and only those', () => {
    const files = readdirSync(path.join(process.cwd(), 'public', 'images', 'food')).filter((name) => name.endsWith('.webp')).map((name) => name.replace(/\.webp$/, ''));
    expect([...FOOD_PICTURES].sort()).toEqual(files.sort());
  });

  it('keeps a department\u2019s chosen pictures in order, without the empty choices, and asks for one at least', () => {
    const values = { tab: '2', slogan: '고기', intro_title: '정육', intro: '요리에 맞게', pictures: ['steak', '', 'bacon', ''] };
    expect(departmentSchema.validateSync(values, { stripUnknown: true }).pictures).toEqual(['steak', 'bacon']);
    expect(() => departmentSchema.validateSync({ ...values, pictures: ['', ''] })).toThrow('chooseOne');
    expect(() => departmentSchema.validateSync({ ...values, pictures: ['unicorn'] })).toThrow('invalidValue');
    expect(() => departmentSchema.validateSync({ ...values, tab: '9' })).toThrow('invalidValue');
  });

  it.each([
    ['a row with a name and a picture', { product_name: ['김치', ''], product_name_eng: ['Kimchi', ''], product_picture: ['jar', ''] }, [{ name: '김치', nameEng: 'Kimchi', picture: 'jar' }]],
    ['an English name alone', { product_name: ['김치', ''], product_name_eng: ['', 'Tea'], product_picture: ['jar', 'teapot'] }, [{ name: '김치', nameEng: '', picture: 'jar' }, { name: '', nameEng: 'Tea', picture: 'teapot' }]],
  ])('a brand keeps its products from its rows: %s', (_case, rows, products) => {
    const input = brandSchema.validateSync({ tab: '4', sort_order: '1', name: '플라자 키친', ...rows }, { stripUnknown: true });
    expect(brandProducts(input)).toEqual(products);
  });

  it.each([
    ['a named row without a picture', { product_name: ['김치'], product_name_eng: ['Kimchi'], product_picture: [''] }],
    ['no product at all', { product_name: ['', ''], product_name_eng: ['', ''], product_picture: ['', ''] }],
    ['a picture the site does not have', { product_name: ['김치'], product_name_eng: [''], product_picture: ['unicorn'] }],
  ])('a brand is refused with %s', (_case, rows) => {
    expect(() => brandSchema.validateSync({ tab: '4', sort_order: '1', name: '플라자 키친', ...rows })).toThrow();
  });
});

describe('a department\u2019s panel', () => {
  it('houseware shows its pictures under their heading instead of a carousel; the vendor box asks with the department chosen', async () => {
    const html = renderToStaticMarkup(await ProductsPanel({ locale: 'ko', tab: houseware, name: '생활용품' }));
    expect(html).toContain('>이런 상품이 있어요</h2>');
    for (const entry of houseware.gallery) expect(html).toContain(entry.name.ko);
    expect(html).toContain('돌솥과 전골냄비');
    expect(html).not.toContain('swiper');
    expect(html).toContain('href="/productInquiry?cate=5"');
  });

  it('a department with no words on show still offers the vendor box, without empty headings', async () => {
    const html = renderToStaticMarkup(await ProductsPanel({ locale: 'en', tab: { ...houseware, slogan: null, intro: [], gallery: [] }, name: 'Houseware' }));
    expect(html).not.toContain('<h2 id="products-gallery"');
    expect(html).toContain('href="/productInquiry?cate=5"');
  });
});
