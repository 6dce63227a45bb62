import type { ItemList, ListItem } from 'schema-dts';
import type { AppLocale } from '@/lib/i18n/routing';
import { itemName, type SaleItem } from './items';
import { priceFigure } from './price-figure';

/**
 * A week's items as schema.org: an ItemList of Products, each with an Offer (its price as a
 * number, USD, until the sale's last day, in stock). An item whose price text states no price of
 * its own ("Buy 1 Get 1 Free") is left out: an Offer without a price is invalid, and a guessed one
 * would be wrong. Null when no item has a price. `siteUrl` makes the pictures' paths absolute.
 */
export function saleItemsJsonLd(items: readonly SaleItem[], { locale, name, url, saleEnd, siteUrl }: { locale: AppLocale; name: string; url: string; saleEnd: string; siteUrl: string }): ItemList | null {
  const priced = items.flatMap((item) => {
    const price = priceFigure(item.price);
    return price === null ? [] : [{ item, price }];
  });
  if (priced.length === 0) return null;
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
          ...(item.picture ? { image: new URL(item.picture, siteUrl).href } : {}),
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
