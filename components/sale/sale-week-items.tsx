'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { AppLocale } from '@/lib/i18n/routing';
import type { Department, Edition } from '@/lib/sale/items';
import type { ItemListContext } from '@/lib/sale/items-json-ld';
import type { MyListEntry } from '@/lib/sale/my-list';
import type { OptimizedImage } from '../ui/optimized-image';

/** An item as the list shows it and My list keeps it (its department is its group's). */
export interface ShownSaleItem extends Pick<MyListEntry, 'id' | 'name' | 'name_eng' | 'name_own' | 'own_lang' | 'price' | 'unit'> {
  regular_price: string;
  /** "Flyers: Korean/English, Chinese", only for an item some of the region's flyers lack. */
  only?: string;
  /** Its own picture, for its schema.org image. */
  picture?: string;
  /** That picture's sources at the list's 64 px (made on the server: the list ships no next/image). */
  thumbnail?: OptimizedImage;
  /** The region's editions that print it (for its schema.org picture when it has none of its own). */
  editions: Edition[];
}

export interface ShownDepartment {
  department: Department;
  heading: string;
  items: ShownSaleItem[];
}

/** A region's week of items, once in the page: the list under the flyer and the flyer viewer's item card read it. */
export interface SaleWeekItems {
  departments: readonly ShownDepartment[];
  locale: AppLocale;
  region: MyListEntry['region'];
  saleEnd: string;
  labels: { regularPrice: string; addToList: string; closeItem: string; showInList: string };
  /** The week as a schema.org ItemList names it (sale-items-json-ld.tsx). */
  listing: Pick<ItemListContext, 'name' | 'url' | 'siteUrl' | 'flyers'>;
}

const WeekItems = createContext<SaleWeekItems | null>(null);

/** Gives the week's items to the list and the viewer inside it, sent to the browser once. */
export function SaleWeekItemsProvider({ value, children }: { value: SaleWeekItems; children: ReactNode }) {
  return <WeekItems value={value}>{children}</WeekItems>;
}

/** The week's items, or null outside a region's week (a store page's flyer). */
export const useSaleWeekItems = () => useContext(WeekItems);

/** What My list keeps of an item of the week. */
export function listEntry(item: ShownSaleItem, department: Department, week: Pick<SaleWeekItems, 'region' | 'saleEnd'>): MyListEntry {
  return { id: item.id, name: item.name, name_eng: item.name_eng, name_own: item.name_own, own_lang: item.own_lang, price: item.price, unit: item.unit, department, region: week.region, sale_end: week.saleEnd };
}

/** An item of the week by id, with its department. */
export function weekItem(week: SaleWeekItems, id: number): { item: ShownSaleItem; department: Department } | null {
  for (const { department, items } of week.departments) {
    const item = items.find((candidate) => candidate.id === id);
    if (item) return { item, department };
  }
  return null;
}
