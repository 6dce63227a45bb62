import type { AppLocale } from '@/lib/i18n/routing';

/** The four editions of a weekly flyer, as items name them (the sale's file_* columns in this order). */
export const EDITIONS = ['korean', 'chinese', 'vietnamese', 'indian'] as const;
export type Edition = (typeof EDITIONS)[number];

/**
 * Where an item sits in the store: the five product departments (codes 1-5 of the product
 * categories), then the sections the Chinese, Vietnamese and Indian editions have of their own.
 */
export const DEPARTMENTS = ['produce', 'meat', 'seafood', 'grocery', 'household', 'chinese', 'vietnamese', 'indian'] as const;
export type Department = (typeof DEPARTMENTS)[number];

/** An item's place on one edition's flyer picture: fractions (0-1) of its width and height, so any size of the picture fits. */
export interface Spot {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** One item of a week's flyer, as the site shows it. */
export interface SaleItem {
  id: number;
  sale_id: number;
  name: string;
  name_eng: string;
  /** Its name in the Chinese, Vietnamese or Indian edition's own language ('' when staff gave none). */
  name_own: string;
  /** The sale price as the flyer says it: "2 for $5", "$0.69/lb". */
  price: string;
  /** The regular price, '' when not given. */
  regular_price: string;
  /** What the price is for: "lb", "5-pack", "32 oz" ('' when the price says it). */
  unit: string;
  department: Department;
  /** The item's picture, or null. */
  picture: string | null;
  /** The editions it appears in, in EDITIONS order. */
  editions: Edition[];
  /** Its rectangle on each edition's flyer picture where staff placed one. */
  spots: Partial<Record<Edition, Spot>>;
}

/** An item's name on a page in `locale`: the English name on English pages when it has one, else the Korean. */
export const itemName = (item: Pick<SaleItem, 'name' | 'name_eng'>, locale: AppLocale) => (locale === 'en' ? item.name_eng || item.name : item.name || item.name_eng);
