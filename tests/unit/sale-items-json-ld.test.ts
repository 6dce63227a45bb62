import { saleItemsJsonLd } from '@/lib/sale/items-json-ld';
import type { SaleItem } from '@/lib/sale/items';

const item = (id: number, price: string, more: Partial<SaleItem> = {}): SaleItem => ({
  id,
  sale_id: 1,
  name: `상품 ${id}`,
  name_eng: `Item ${id}`,
  name_own: '',
  price,
  regular_price: '',
  unit: '',
  department: 'grocery',
  picture: null,
  editions: ['korean'],
  spots: {},
  ...more,
});

const context = {
  locale: 'en' as const,
  name: 'Maryland weekly sale',
  url: 'https://example.com/en/sale/maryland',
  saleEnd: '2026-12-02',
  siteUrl: 'https://example.com',
  flyers: { korean: '/api/files/1/korean.webp', chinese: '/api/files/2/chinese.webp', vietnamese: null },
  regularPrice: 'Regular price',
};

describe('saleItemsJsonLd', () => {
  it('lists each priced item as a Product with an Offer in USD until the sale ends', () => {
    const data = saleItemsJsonLd(
      [item(7, '2 for $5', { picture: '/api/files/9/tofu.webp', unit: '14 oz', regular_price: '$2.79' }), item(8, 'Buy 1 Get 1 Free'), item(9, '$0.69/lb', { editions: ['vietnamese', 'chinese'] })],
      context,
    );
    expect(data).toEqual({
      '@type': 'ItemList',
      name: 'Maryland weekly sale',
      url: 'https://example.com/en/sale/maryland',
      numberOfItems: 2,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          item: {
            '@type': 'Product',
            name: 'Item 7',
            description: '2 for $5 · 14 oz · Regular price $2.79',
            image: 'https://example.com/api/files/9/tofu.webp',
            offers: { '@type': 'Offer', price: 2.5, priceCurrency: 'USD', priceValidUntil: '2026-12-02', availability: 'https://schema.org/InStock', url: 'https://example.com/en/sale/maryland#sale-item-7' },
          },
        },
        {
          '@type': 'ListItem',
          position: 2,
          item: {
            '@type': 'Product',
            name: 'Item 9',
            description: '$0.69/lb',
            // No picture of its own: the first flyer it is on that has a picture.
            image: 'https://example.com/api/files/2/chinese.webp',
            offers: { '@type': 'Offer', price: 0.69, priceCurrency: 'USD', priceValidUntil: '2026-12-02', availability: 'https://schema.org/InStock', url: 'https://example.com/en/sale/maryland#sale-item-9' },
          },
        },
      ],
    });
  });

  it('names items in the page\'s language, and is nothing without a priced item', () => {
    expect(saleItemsJsonLd([item(1, '$1.99')], { ...context, locale: 'ko' })?.itemListElement).toMatchObject([{ item: { name: '상품 1' } }]);
    expect(saleItemsJsonLd([item(1, 'Buy 1 Get 1 Free')], context)).toBeNull();
    expect(saleItemsJsonLd([], context)).toBeNull();
  });
});
