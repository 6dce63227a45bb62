import { existsSync } from 'node:fs';
import path from 'node:path';
import { PRODUCT_TABS, productTab } from '@/lib/content/products';
import { PRODUCT_DEPARTMENTS } from '@/lib/content/product-departments';
import { renderToStaticMarkup } from 'react-dom/server';
import { ProductsPanel } from '@/components/products/products-panel';

// The server component speaks through next-intl's request translator: here, the real catalogues.
jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual('next-intl');
  const catalogues = { ko: jest.requireActual('@/messages/ko.json'), en: jest.requireActual('@/messages/en.json') };
  return { getTranslations: async ({ locale, namespace }: { locale: 'ko' | 'en'; namespace: string }) => createTranslator({ locale, messages: catalogues[locale], namespace }) };
});

describe('the Products page\u2019s content', () => {
  it('produce shows seven items in its carousel', () => {
    expect(productTab(1)!.items!.map((item) => item.name.en)).toEqual(['Watermelon', 'Perilla leaves', 'Mangoes', 'Strawberries', 'Napa cabbage', 'Garlic', 'Apples']);
  });

  it('groceries show six brands; Golden Grain and Seoul Sauce do not turn by themselves (spec section 9)', () => {
    const brands = productTab(4)!.brands!;
    expect(brands.map((brand) => brand.name.en)).toEqual(['Plaza Kitchen', 'Golden Grain', 'Sea Plaza', 'Seoul Sauce', 'Tea House', 'Plaza Snacks']);
    expect(brands.filter((brand) => !brand.autoplay).map((brand) => brand.name.en)).toEqual(['Golden Grain', 'Seoul Sauce']);
    expect(brands.find((brand) => brand.name.en === 'Sea Plaza')!.name.ko).toBe('씨 플라자');
  });

  it('has a tab for each department, every text in both languages, every picture a file', () => {
    expect(PRODUCT_TABS.map((tab) => tab.tab)).toEqual(PRODUCT_DEPARTMENTS.map((department) => department.tab));
    const texts = PRODUCT_TABS.flatMap((tab) => [tab.slogan, ...(tab.items ?? []).flatMap((item) => [item.name, item.text]), ...(tab.brands ?? []).flatMap((brand) => [brand.name, brand.text])]);
    expect(texts.filter((text) => !text.ko.trim() || !text.en.trim())).toEqual([]);
    const pictures = PRODUCT_TABS.flatMap((tab) => (tab.items ?? []).map((item) => item.picture));
    expect(pictures.filter((picture) => !existsSync(path.join(process.cwd(), 'public', 'images', 'food', `${picture}.webp`)) && !existsSync(path.join(process.cwd(), 'public', 'images', 'food', `${picture}.png`)))).toEqual([]);
  });
});

describe('a department\u2019s panel', () => {
  it('houseware shows its pictures under their heading instead of a carousel; the vendor box asks with the department chosen', async () => {
    const html = renderToStaticMarkup(await ProductsPanel({ locale: 'ko', tab: productTab(5)!, name: '생활용품' }));
    expect(html).toContain('>이런 상품이 있어요</h2>');
    for (const entry of productTab(5)!.gallery!) expect(html).toContain(entry.name.ko);
    expect(html).not.toContain('swiper');
    expect(html).toContain('href="/productInquiry?cate=5"');
  });
});
