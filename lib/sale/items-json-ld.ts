import type { ItemList, ListItem } from 'schema-dts';
import type { AppLocale } from '@/lib/i18n/routing';
import { itemName, type Edition, type SaleItem } from './items';
import { unitAfterPrice } from './item-groups';
import { priceFigure } from './price-figure';

/** What the data needs of an item: the page's own list of the week has it (sale-week-items.tsx). */
export type ListedSaleItem = Pick<SaleItem, 'id' | 'name' | 'name_eng' | 'price' | 'unit' | 'regular_price' | 'editions'> & { picture?: string | null };

export interface ItemListContext {
  locale: AppLocale;
  name: string;
  url: string;
  saleEnd: string;
  /** Makes the pictures' paths absolute. */
  siteUrl: string;
  /** Each edition's flyer picture: an item without a picture of its own is pictured by the first flyer it is on. */
  flyers: Partial<Record<Edition, string | null>>;
  /** "Regular price", for the description. */
  regularPrice: string;
}

/**
 * A week's items as schema.org: an ItemList of Products, each with a picture (its own, else the
 * flyer that shows it: a product listing needs one), a description (the price as printed, unit,
 * regular price) and an Offer (its price as a number, USD, until the sale's last day, in stock).
 * An item whose price text states no price of its own ("Buy 1 Get 1 Free") is left out: an Offer
 * without a price is invalid, and a guessed one would be wrong. Null when no item has a price.
 */
export function saleItemsJsonLd(items: readonly ListedSaleItem[], { locale, name, url, saleEnd, siteUrl, flyers, regularPrice }: ItemListContext): ItemList | null {
  const priced = items.flatMap((item) => {
    const price = priceFigure(item.price);
    return price === null ? [] : [{ item, price }];
  });
  if (priced.length === 0) return null;
  const pictureOf = (item: ListedSaleItem) => item.picture ?? item.editions.map((edition) => flyers[edition]).find(Boolean) ?? null;
  return {
    '@type': 'ItemList',
    name,
    url,
    numberOfItems: priced.length,
    itemListElement: priced.map(
      ({ item, price }, index): ListItem => ({
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'Product',
          name: itemName(item, locale),
          description: [item.price, unitAfterPrice(item.price, item.unit), item.regular_price && `${regularPrice} ${item.regular_price}`].filter(Boolean).join(' · '),
          ...(pictureOf(item) ? { image: new URL(pictureOf(item)!, siteUrl).href } : {}),
          offers: {
            '@type': 'Offer',
            price,
            priceCurrency: 'USD',
            priceValidUntil: saleEnd,
            availability: 'https://schema.org/InStock',
            url: `${url}#sale-item-${item.id}`,
          },
        },
      }),
    ),
  };
}
