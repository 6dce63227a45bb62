import { DEPARTMENTS, EDITIONS, type Department, type Edition, type SaleItem } from './items';

/** Items grouped by department, departments in store order (DEPARTMENTS), items in their given order; empty departments left out. */
export function byDepartment<T extends { department: Department }>(items: readonly T[]): { department: Department; items: T[] }[] {
  return DEPARTMENTS.map((department) => ({ department, items: items.filter((item) => item.department === department) })).filter((group) => group.items.length > 0);
}

/** The language of each non-Korean edition, as a `lang` attribute. */
export const EDITION_LANG: Record<Exclude<Edition, 'korean'>, 'zh' | 'vi' | 'hi'> = { chinese: 'zh', vietnamese: 'vi', indian: 'hi' };

/**
 * The language of an item's own-language name (for its `lang` attribute, so a screen reader reads
 * it in the right voice): the edition's section it belongs to, else its one non-Korean edition,
 * else what its script says (Han, Devanagari); undefined when nothing tells.
 */
export function ownNameLang(item: Pick<SaleItem, 'name_own' | 'department' | 'editions'>): 'zh' | 'vi' | 'hi' | undefined {
  if (item.department === 'chinese' || item.department === 'vietnamese' || item.department === 'indian') return EDITION_LANG[item.department];
  const others = item.editions.filter((edition): edition is Exclude<Edition, 'korean'> => edition !== 'korean');
  if (others.length === 1) return EDITION_LANG[others[0]!];
  if (/\p{Script=Han}/u.test(item.name_own)) return 'zh';
  if (/\p{Script=Devanagari}/u.test(item.name_own)) return 'hi';
  return undefined;
}

/** What My list keeps of an item besides its department, region and last day: its names (the own one with its language), price and unit. */
export function listedItem(item: Pick<SaleItem, 'id' | 'name' | 'name_eng' | 'name_own' | 'price' | 'unit' | 'department' | 'editions'>) {
  return {
    id: item.id,
    name: item.name,
    name_eng: item.name_eng,
    name_own: item.name_own,
    own_lang: item.name_own ? (ownNameLang(item) ?? '') : '',
    price: item.price,
    unit: item.unit,
  };
}

/** The spec's flyer tab (1-4) of an edition, and back. */
export const editionTab = (edition: Edition) => EDITIONS.indexOf(edition) + 1;
export const tabEdition = (tab: number): Edition | undefined => EDITIONS[tab - 1];

/**
 * The editions an item is only in, when it is not in every edition the region prints (New Jersey
 * has no Vietnamese one): the list marks those; an item in every flyer needs no mark.
 */
export function onlyIn(item: Pick<SaleItem, 'editions'>, regionEditions: readonly Edition[]): Edition[] {
  const shown = regionEditions.filter((edition) => item.editions.includes(edition));
  return shown.length === regionEditions.length ? [] : shown;
}

/** The id of the list under the flyer, and of an item's entry in it (its spots and shared links point there). */
export const SALE_ITEMS_ID = 'sale-items';
export const saleItemId = (id: number) => `sale-item-${id}`;

/** The unit to show after a price, or '' when the price already names it ("$0.69/lb" with "lb", "$1.29 ea" with "ea"). */
export function unitAfterPrice(price: string, unit: string): string {
  const wanted = unit.trim();
  if (!wanted) return '';
  const escaped = wanted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:/|\\s|^)${escaped}$`, 'i').test(price.trim()) ? '' : wanted;
}
