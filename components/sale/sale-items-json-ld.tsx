'use client';

import { saleItemsJsonLd } from '@/lib/sale/items-json-ld';
import { JsonLd } from '@/components/seo/json-ld';
import { useSaleWeekItems } from './sale-week-items';

/**
 * The week's items as schema.org data, drawn from the items the page already sends for its list
 * (sale-week-items.tsx). Rendered by the server into the HTML like any other element; a server
 * component would also have repeated the whole script in the page's RSC payload, where nothing
 * reads it (35 kB of the Maryland page, 2.9 kB compressed).
 */
export function SaleItemsJsonLd() {
  const week = useSaleWeekItems();
  if (!week) return null;
  const items = week.departments.flatMap((department) => department.items);
  const data = saleItemsJsonLd(items, { ...week.listing, locale: week.locale, saleEnd: week.saleEnd, regularPrice: week.labels.regularPrice });
  return data ? <JsonLd data={data} /> : null;
}
