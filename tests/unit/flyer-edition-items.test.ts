import { editionsWithItems } from '@/components/sale/flyer-edition-items';
import type { FlyerEdition } from '@/components/sale/flyer-viewer';
import type { SaleItem } from '@/lib/sale/items';

const editions: FlyerEdition[] = [
  { tab: 1, label: 'Korean/English', url: '/k.webp', image: { src: '/k.webp', srcSet: '/k.webp 1x', width: 1080, height: 1528 }, alt: 'Korean flyer' },
  { tab: 2, label: 'Chinese', url: '/c.webp', image: { src: '/c.webp', srcSet: '/c.webp 1x', width: 1080, height: 1528 }, alt: 'Chinese flyer' },
  { tab: 4, label: 'Indian', url: null, image: null, alt: 'Indian flyer' },
];
const item = (id: number, more: Partial<SaleItem>): SaleItem => ({
  id,
  sale_id: 1,
  name: `상품 ${id}`,
  name_eng: `Item ${id}`,
  name_own: '',
  price: '$1.99',
  regular_price: '',
  unit: '',
  department: 'grocery',
  picture: null,
  editions: ['korean', 'chinese'],
  spots: {},
  ...more,
});
const labels = { altNote: (count: number) => `${count} items; the list below has them as text`, spots: 'Items on the flyer', link: 'The items as text' };

describe('editionsWithItems', () => {
  it('counts each edition\'s items in its text alternative and makes its placed items spots', () => {
    const spot = { x: 0.1, y: 0.1, w: 0.2, h: 0.1 };
    const result = editionsWithItems(editions, [item(1, { spots: { korean: spot } }), item(2, { editions: ['korean'], price: '2 for $5' })], 'en', labels);
    expect(result[0]).toEqual({ ...editions[0], alt: 'Korean flyer. 2 items; the list below has them as text', items: { spots: [{ id: 1, label: 'Item 1, $1.99', spot }], spotsLabel: 'Items on the flyer', link: 'The items as text' } });
    expect(result[1]!.alt).toBe('Chinese flyer. 1 items; the list below has them as text');
    expect(result[1]!.items!.spots).toEqual([]);
    expect(result[2]!.alt).toBe('Indian flyer');
  });

  it('leaves the editions as they are when the week has no items', () => {
    expect(editionsWithItems(editions, [], 'ko', labels)).toEqual(editions);
  });
});
