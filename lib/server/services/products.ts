import 'server-only';
import { inBothLanguages } from '@/lib/i18n/in-language';
import type { privateBrands, productDepartments, productItems } from '@/lib/server/db/schema';
import { now } from '@/lib/server/clock';
import type { Brand, ProductItem, ProductShelf, ProductTab, Text } from '@/lib/content/products';
import { cachePublic } from './publishing';
import { shownRows } from './shown-rows';

/*
 * The Products page from what staff keep (issue 51): each department's top, its items by shelf
 * and its brand lines. Each kind is read whole and cached under its own tag until its next
 * publishing boundary; a department's page is made from the three.
 */

interface Top {
  id: number;
  tab: number;
  slogan: Text;
  visual: string[];
  intro: Array<{ title: Text; text: Text }>;
}

interface Shelved<T> {
  id: number;
  tab: number;
  place: number;
  shelf?: ProductShelf;
  entry: T;
}

const topOf = (row: typeof productDepartments.$inferSelect): Top => ({
  id: row.id,
  tab: row.tab,
  slogan: inBothLanguages(row.slogan, row.sloganEng),
  visual: row.pictures,
  intro: [
    { title: inBothLanguages(row.introTitle, row.introTitleEng), text: inBothLanguages(row.intro, row.introEng) },
    ...(row.moreTitle || row.more ? [{ title: inBothLanguages(row.moreTitle, row.moreTitleEng), text: inBothLanguages(row.more, row.moreEng) }] : []),
  ],
});

const itemOf = (row: typeof productItems.$inferSelect): Shelved<ProductItem> => ({
  id: row.id,
  tab: row.tab,
  place: row.sortOrder,
  shelf: row.shelf,
  entry: { key: row.id, name: inBothLanguages(row.name, row.nameEng), text: inBothLanguages(row.text, row.textEng), picture: row.picture },
});

const brandOf = (row: typeof privateBrands.$inferSelect): Shelved<Brand> => ({
  id: row.id,
  tab: row.tab,
  place: row.sortOrder,
  entry: {
    key: row.id,
    name: inBothLanguages(row.name, row.nameEng),
    text: inBothLanguages(row.text, row.textEng),
    autoplay: row.autoplay,
    products: row.products.map((product) => ({ name: inBothLanguages(product.name, product.nameEng), picture: product.picture })),
  },
});

async function cachedTops(): Promise<Top[]> {
  'use cache';
  return (await shownRows('department', await cachePublic('department'))).map(topOf);
}

async function cachedItems(): Promise<Array<Shelved<ProductItem>>> {
  'use cache';
  return (await shownRows('product', await cachePublic('product'))).map(itemOf);
}

async function cachedBrands(): Promise<Array<Shelved<Brand>>> {
  'use cache';
  return (await shownRows('brand', await cachePublic('brand'))).map(brandOf);
}

/** The record of each kind a signed-in staff member previews (the caller checks), if any. */
export interface ProductsPreview {
  department?: number;
  product?: number;
  brand?: number;
}

const inPlace = <T>(rows: Array<Shelved<T>>) => rows.sort((a, b) => a.place - b.place || a.id - b.id).map((row) => row.entry);

/**
 * A department's page (`tab`): the previewed top or else the newest live one (none: no slogan or
 * intro), its items by shelf and its brand lines, each in its place. A previewed record is read
 * fresh, with its prepared change, whatever its state.
 */
export async function productTab(tab: number, preview: ProductsPreview = {}): Promise<ProductTab> {
  const at = now();
  const [tops, items, brands] = await Promise.all([
    preview.department === undefined ? cachedTops() : shownRows('department', at, preview.department).then((rows) => rows.map(topOf)),
    preview.product === undefined ? cachedItems() : shownRows('product', at, preview.product).then((rows) => rows.map(itemOf)),
    preview.brand === undefined ? cachedBrands() : shownRows('brand', at, preview.brand).then((rows) => rows.map(brandOf)),
  ]);
  const top = tops.filter((row) => row.tab === tab).sort((a, b) => Number(b.id === preview.department) - Number(a.id === preview.department) || b.id - a.id)[0];
  const shelf = (name: ProductShelf) => inPlace(items.filter((row) => row.tab === tab && row.shelf === name));
  return {
    tab,
    slogan: top?.slogan ?? null,
    visual: top?.visual ?? [],
    intro: top?.intro ?? [],
    features: shelf('feature'),
    items: shelf('featured'),
    gallery: shelf('gallery'),
    brands: inPlace(brands.filter((row) => row.tab === tab)),
  };
}
