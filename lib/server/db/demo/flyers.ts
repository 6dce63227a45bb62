import type { FlyerItem } from './artwork';

/** The four editions of a weekly flyer (spec: Korean/English, Chinese, Vietnamese, Indian). */
export type Edition = 'korean' | 'chinese' | 'vietnamese' | 'indian';

export const EDITION_LABEL: Record<Edition, string> = {
  korean: '한국어 / English',
  // Pretendard has no Chinese glyphs, so the demo art names the edition in English.
  chinese: 'Chinese Edition',
  vietnamese: 'Tiếng Việt',
  indian: 'India · Pakistan · Nepal',
};

export const REGION_LABEL: Record<number, string> = {
  1: '메릴랜드 Maryland',
  2: '버지니아 Virginia',
  3: '플로리다 Florida',
  4: '뉴저지 New Jersey',
};

const ITEMS: Record<Edition, FlyerItem[]> = {
  korean: [
    { name: '배추', sub: 'Napa Cabbage', price: '$0.69', unit: '/lb', color: '#b5d86a' },
    { name: '한우 불고기', sub: 'Beef Bulgogi', price: '$8.99', unit: '/lb', color: '#c0392b' },
    { name: '고등어', sub: 'Mackerel', price: '$3.49', unit: '/ea', color: '#5d8aa8' },
    { name: '신라면 멀티팩', sub: 'Shin Ramyun 5-pack', price: '$4.99', unit: '', color: '#e74c3c' },
    { name: '딸기', sub: 'Strawberries 1 lb', price: '$2.99', unit: '', color: '#ff4d6d' },
    { name: '참기름', sub: 'Sesame Oil 320 ml', price: '$5.49', unit: '', color: '#d4a017' },
  ],
  chinese: [
    { name: 'Bok Choy', sub: 'Shanghai bok choy', price: '$0.99', unit: '/lb', color: '#7cb342' },
    { name: 'Pork Belly', sub: 'Skin-on, sliced', price: '$4.49', unit: '/lb', color: '#e57373' },
    { name: 'Tilapia', sub: 'Whole, cleaned', price: '$2.99', unit: '/lb', color: '#90a4ae' },
    { name: 'Jasmine Rice', sub: '25 lb bag', price: '$18.99', unit: '', color: '#f5f5dc' },
    { name: 'Oyster Sauce', sub: '510 g', price: '$3.29', unit: '', color: '#6d4c41' },
    { name: 'Dumplings', sub: 'Pork & chive, 1.5 lb', price: '$6.99', unit: '', color: '#ffe0b2' },
  ],
  vietnamese: [
    { name: 'Rau muống', sub: 'Water spinach', price: '$1.49', unit: '/lb', color: '#66bb6a' },
    { name: 'Bánh phở', sub: 'Rice noodles 1 lb', price: '$1.99', unit: '', color: '#fff8e1' },
    { name: 'Nước mắm', sub: 'Fish sauce 24 oz', price: '$3.99', unit: '', color: '#a1887f' },
    { name: 'Tôm sú', sub: 'Tiger shrimp 16/20', price: '$9.99', unit: '/lb', color: '#ff8a65' },
    { name: 'Thanh long', sub: 'Dragon fruit', price: '$2.49', unit: '/ea', color: '#ec407a' },
    { name: 'Cà phê', sub: 'Ground coffee 500 g', price: '$7.49', unit: '', color: '#5d4037' },
  ],
  indian: [
    { name: 'Basmati Rice', sub: '10 lb bag', price: '$12.99', unit: '', color: '#fff3e0' },
    { name: 'Toor Dal', sub: '4 lb', price: '$6.49', unit: '', color: '#ffca28' },
    { name: 'Paneer', sub: '14 oz block', price: '$4.99', unit: '', color: '#fafafa' },
    { name: 'Okra', sub: 'Fresh bhindi', price: '$1.99', unit: '/lb', color: '#7cb342' },
    { name: 'Ghee', sub: '32 oz jar', price: '$11.99', unit: '', color: '#ffd54f' },
    { name: 'Alphonso Mango Pulp', sub: '30 oz can', price: '$3.99', unit: '', color: '#ffa726' },
  ],
};

/** This week's items, prices nudged per location so that the four regions differ. */
export function flyerItems(edition: Edition, location: number): FlyerItem[] {
  const cents = [0, 10, 20, -10][location - 1] ?? 0;
  return ITEMS[edition].map((item) => {
    const price = Number(item.price.slice(1)) + cents / 100;
    return { ...item, price: `$${price.toFixed(2)}` };
  });
}

export function flyerFooter(location: number, week: string): string {
  const base = `Prices valid ${week} at Lotte Plaza Market stores in ${REGION_LABEL[location]!.split(' ').slice(1).join(' ')}. While supplies last; we reserve the right to limit quantities.`;
  return location === 1 || location === 2 ? `${base} Silver Spring and Herndon are excluded from this ad.` : base;
}

/** Which editions a location publishes: New Jersey has no Vietnamese flyer. */
export function editionsFor(location: number): Edition[] {
  return location === 4 ? ['korean', 'chinese', 'indian'] : ['korean', 'chinese', 'vietnamese', 'indian'];
}
