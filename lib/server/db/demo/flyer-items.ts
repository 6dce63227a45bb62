import Papa from 'papaparse';
import { ITEM_COLUMNS } from '@/lib/sale/item-import';
import type { Edition } from '@/lib/sale/items';
import type { SaleItemInput } from '@/lib/validation/sale-item';
import type { FlyerItem } from './artwork';

/**
 * A demo flyer item: its food picture, then the row staff would paste for it, in the import's
 * column order (ITEM_COLUMNS: name, name_eng, name_own, price, regular_price, unit, department,
 * editions). Prices are the Maryland store's this week; flyerItemsText nudges them per region
 * and week.
 */
type DemoRow = readonly [emoji: string, name: string, nameEng: string, nameOwn: string, price: string, regularPrice: string, unit: string, department: string, editions: string];

/**
 * Each edition draws the rows that name it, in this order, the first two large: so the list
 * opens with every edition's two featured items. 22 items an edition; the Korean edition shares
 * staples with the Chinese and Vietnamese ones (one record, its name in that edition's language).
 */
export const DEMO_ITEMS: readonly DemoRow[] = [
  ['🍖', 'LA갈비', 'LA-Style Beef Short Ribs', '', '$9.99/lb', '$12.99/lb', 'lb', 'meat', 'korean'],
  ['🍜', '신라면 멀티팩', 'Shin Ramyun', '辛拉面', '2 for $8', '$5.49', '5-pack', 'grocery', 'korean chinese'],
  ['🦞', '활 랍스터', 'Live Lobster', '活龙虾', '$8.99/lb', '$12.99/lb', 'lb', 'seafood', 'chinese'],
  ['🍚', '재스민 쌀', 'Jasmine Rice', '泰国茉莉香米', '$18.99', '$23.99', '25 lb', 'grocery', 'chinese'],
  ['🦐', '블랙타이거 새우 16/20', 'Black Tiger Shrimp 16/20', 'Tôm sú 16/20', '$9.99/lb', '$12.99/lb', 'lb', 'seafood', 'vietnamese'],
  ['🍜', '쌀국수 면', 'Rice Stick Noodles', 'Bánh phở', '3 for $5', '$2.29', '1 lb', 'vietnamese', 'vietnamese'],
  ['🍚', '바스마티 쌀', 'Basmati Rice', 'बासमती चावल', '$12.99', '$16.99', '10 lb', 'indian', 'indian'],
  ['🧈', '기 버터', 'Pure Ghee', 'घी', '$11.99', '$14.99', '32 oz', 'indian', 'indian'],

  ['🥬', '배추', 'Napa Cabbage', '大白菜', '$0.69/lb', '$1.29/lb', 'lb', 'produce', 'korean chinese'],
  ['🍄', '팽이버섯', 'Enoki Mushrooms', '金针菇', '3 for $2', '$0.99', '7 oz', 'produce', 'korean chinese'],
  ['🥓', '삼겹살', 'Pork Belly', '五花肉', '$4.99/lb', '$6.49/lb', 'lb', 'meat', 'korean chinese'],
  ['🍲', '풀무원 두부', 'Pulmuone Tofu', '嫩豆腐', '2 for $4', '$2.79', '14 oz', 'grocery', 'korean chinese'],
  ['🌱', '숙주나물', 'Mung Bean Sprouts', 'Giá đỗ', '$0.99/lb', '$1.49/lb', 'lb', 'produce', 'korean vietnamese'],
  ['🦑', '오징어', 'Whole Squid', 'Mực ống', '$3.99/lb', '$5.49/lb', 'lb', 'seafood', 'korean vietnamese'],
  ['🧻', '키친타월', 'Paper Towels', 'Khăn giấy bếp', '$8.99', '$11.99', '6 rolls', 'household', 'korean vietnamese'],

  ['🧅', '대파', 'Green Onions', '', '3 for $1', '', 'bunch', 'produce', 'korean'],
  ['🥒', '애호박', 'Korean Zucchini', '', '$1.29 ea', '$1.79 ea', '', 'produce', 'korean'],
  ['🍎', '부사 사과', 'Fuji Apples', '', '$1.49/lb', '$1.99/lb', 'lb', 'produce', 'korean'],
  ['🍓', '딸기', 'Strawberries', '', '2 for $5', '$3.99', '1 lb', 'produce', 'korean'],
  ['🥩', '양념 불고기', 'Beef Bulgogi', '', '$8.99/lb', '$10.99/lb', 'lb', 'meat', 'korean'],
  ['🍗', '닭봉', 'Chicken Drumettes', '', '$2.49/lb', '$3.29/lb', 'lb', 'meat', 'korean'],
  ['🐟', '자반 고등어', 'Salted Mackerel', '', '$3.49 ea', '$4.99 ea', '', 'seafood', 'korean'],
  ['🫙', '종가집 포기김치', 'Jongga Napa Kimchi', '', '$12.99', '$15.99', '5 lb', 'grocery', 'korean'],
  ['🌶️', '해찬들 고추장', 'Gochujang', '', '$6.99', '$8.99', '1 kg', 'grocery', 'korean'],
  ['🍚', '햇반', 'Cooked White Rice', '', '$10.99', '$13.99', '12-pack', 'grocery', 'korean'],
  ['🥟', '비비고 왕교자', 'Bibigo Mandu', '', '2 for $12', '$7.99', '1.75 lb', 'grocery', 'korean'],
  ['🍫', '오리온 초코파이', 'Orion Choco Pie', '', '$4.49', '$5.99', '12 ct', 'grocery', 'korean'],
  ['☕', '맥심 모카골드', 'Maxim Mocha Gold', '', '$13.99', '$17.99', '100 ct', 'grocery', 'korean'],

  ['🥬', '청경채', 'Shanghai Bok Choy', '上海青', '$0.99/lb', '$1.49/lb', 'lb', 'produce', 'chinese'],
  ['🥦', '가이란', 'Chinese Broccoli', '芥兰', '$1.49/lb', '$1.99/lb', 'lb', 'produce', 'chinese'],
  ['🍊', '만다린 귤', 'Mandarins', '蜜桔', '$1.29/lb', '$1.79/lb', 'lb', 'produce', 'chinese'],
  ['🧄', '깐마늘', 'Peeled Garlic', '去皮大蒜', '$3.49', '$4.49', '1 lb', 'produce', 'chinese'],
  ['🍖', '돼지 스페어립', 'Pork Spare Ribs', '猪排骨', '$2.99/lb', '$3.99/lb', 'lb', 'meat', 'chinese'],
  ['🐔', '닭발', 'Chicken Feet', '鸡爪', '$1.99/lb', '$2.69/lb', 'lb', 'meat', 'chinese'],
  ['🦆', '통오리', 'Whole Duck', '整只鸭', '$3.99/lb', '$4.99/lb', 'lb', 'meat', 'chinese'],
  ['🐟', '활 틸라피아', 'Live Tilapia', '活罗非鱼', '$2.99/lb', '$3.99/lb', 'lb', 'seafood', 'chinese'],
  ['🦪', '이금기 굴소스', 'Oyster Sauce', '李锦记蚝油', '$3.29', '$4.29', '18 oz', 'chinese', 'chinese'],
  ['🫙', '중국 간장', 'Light Soy Sauce', '生抽', '$2.49', '$3.29', '16.9 oz', 'chinese', 'chinese'],
  ['🥟', '부추 돼지고기 만두', 'Pork & Chive Dumplings', '猪肉韭菜水饺', '$6.99', '$8.99', '2 lb', 'chinese', 'chinese'],
  ['🌶️', '라오깐마 고추기름', 'Lao Gan Ma Chili Crisp', '老干妈', '2 for $7', '$4.49', '7.4 oz', 'chinese', 'chinese'],
  ['🍵', '우롱차', 'Oolong Tea', '乌龙茶', '$5.99', '$7.49', '8.8 oz', 'chinese', 'chinese'],
  ['🫘', '녹두', 'Mung Beans', '绿豆', '$2.49', '$3.29', '2 lb', 'chinese', 'chinese'],
  ['🥢', '대나무 젓가락', 'Bamboo Chopsticks', '竹筷子', '2 for $3', '$1.99', '10 pairs', 'household', 'chinese'],

  ['🥬', '공심채', 'Water Spinach', 'Rau muống', '$1.49/lb', '$1.99/lb', 'lb', 'produce', 'vietnamese'],
  ['🌿', '허브 모둠', 'Fresh Herbs', 'Rau thơm', '3 for $2', '$0.99', 'bunch', 'produce', 'vietnamese'],
  ['🍋', '라임', 'Limes', 'Chanh', '10 for $1', '', '', 'produce', 'vietnamese'],
  ['🥭', '망고', 'Mangoes', 'Xoài', '4 for $5', '$1.69', '', 'produce', 'vietnamese'],
  ['🥒', '여주', 'Bitter Melon', 'Khổ qua', '$1.79/lb', '$2.49/lb', 'lb', 'produce', 'vietnamese'],
  ['🥔', '토란', 'Taro Root', 'Khoai môn', '$1.29/lb', '$1.79/lb', 'lb', 'produce', 'vietnamese'],
  ['🍖', '돼지 등갈비', 'Pork Baby Back Ribs', 'Sườn non', '$3.99/lb', '$4.99/lb', 'lb', 'meat', 'vietnamese'],
  ['🐟', '바사 필레', 'Basa Fillets', 'Cá basa', '$3.49/lb', '$4.49/lb', 'lb', 'seafood', 'vietnamese'],
  ['🍢', '소고기 완자', 'Beef Balls', 'Bò viên', '$5.99', '$7.49', '1 lb', 'vietnamese', 'vietnamese'],
  ['🫙', '피시소스', 'Fish Sauce', 'Nước mắm', '$3.99', '$4.99', '24 oz', 'vietnamese', 'vietnamese'],
  ['🌶️', '스리라차 소스', 'Sriracha Chili Sauce', 'Tương ớt Sriracha', '$3.99', '$5.29', '17 oz', 'vietnamese', 'vietnamese'],
  ['🫓', '라이스페이퍼', 'Rice Paper', 'Bánh tráng', '2 for $4', '$2.79', '12 oz', 'vietnamese', 'vietnamese'],
  ['🥫', '연유', 'Condensed Milk', 'Sữa đặc', '3 for $5', '$2.29', '14 oz', 'vietnamese', 'vietnamese'],
  ['☕', '베트남 커피', 'Vietnamese Coffee', 'Cà phê xay', '$7.49', '$9.49', '500 g', 'vietnamese', 'vietnamese'],
  ['🥥', '코코넛 워터', 'Coconut Water', 'Nước dừa', '2 for $3', '$1.99', '16.9 oz', 'vietnamese', 'vietnamese'],
  ['🥖', '반미 바게트', 'Banh Mi Baguettes', 'Bánh mì', '$3.49', '$4.49', '6 ct', 'vietnamese', 'vietnamese'],
  ['🍚', '싸라기 재스민 쌀', 'Broken Jasmine Rice', 'Gạo tấm', '$21.99', '$25.99', '25 lb', 'grocery', 'vietnamese'],

  ['🫘', '투르 달', 'Toor Dal', 'तूर दाल', '$6.49', '$7.99', '4 lb', 'indian', 'indian'],
  ['🧀', '파니르', 'Paneer', 'पनीर', '2 for $9', '$5.49', '14 oz', 'indian', 'indian'],
  ['🌾', '차키 아타 밀가루', 'Chakki Atta Flour', 'चक्की आटा', '$13.99', '$16.99', '20 lb', 'indian', 'indian'],
  ['🥭', '알폰소 망고 펄프', 'Alphonso Mango Pulp', 'आम का गूदा', '$3.99', '$4.99', '30 oz', 'indian', 'indian'],
  ['🫛', '오크라', 'Okra', 'भिंडी', '$1.99/lb', '$2.99/lb', 'lb', 'produce', 'indian'],
  ['🧅', '적양파', 'Red Onions', 'लाल प्याज़', '$0.79/lb', '$1.19/lb', 'lb', 'produce', 'indian'],
  ['🌶️', '청고추', 'Green Chilies', 'हरी मिर्च', '$2.99/lb', '$3.99/lb', 'lb', 'produce', 'indian'],
  ['🫚', '생강', 'Ginger Root', 'अदरक', '$1.99/lb', '$2.99/lb', 'lb', 'produce', 'indian'],
  ['🌿', '고수', 'Cilantro', 'हरा धनिया', '3 for $1', '$0.59', 'bunch', 'produce', 'indian'],
  ['🥥', '코코넛', 'Coconut', 'नारियल', '$1.49 ea', '$1.99 ea', '', 'produce', 'indian'],
  ['🍖', '염소고기', 'Goat Meat, Bone-in', 'बकरे का मांस', '$7.99/lb', '$9.49/lb', 'lb', 'meat', 'indian'],
  ['🍗', '할랄 닭다리', 'Halal Chicken Legs', 'हलाल चिकन लेग', '$1.29/lb', '$1.79/lb', 'lb', 'meat', 'indian'],
  ['🍵', '마살라 차이', 'Masala Chai', 'मसाला चाय', '$5.99', '$7.49', '1 lb', 'indian', 'indian'],
  ['🧂', '강황 가루', 'Turmeric Powder', 'हल्दी पाउडर', '$3.49', '$4.49', '14 oz', 'indian', 'indian'],
  ['🍪', '파를레-G 비스킷', 'Parle-G Biscuits', 'पारले-जी बिस्कुट', '3 for $5', '$1.99', '', 'indian', 'indian'],
  ['🥛', '다히 요거트', 'Whole Milk Dahi', 'दही', '$4.49', '$5.99', '5 lb', 'indian', 'indian'],
  ['🫗', '머스터드 오일', 'Mustard Oil', 'सरसों का तेल', '$6.99', '$8.49', '1 L', 'indian', 'indian'],
  ['🥟', '냉동 사모사', 'Frozen Samosas', 'समोसा', '$5.99', '$7.49', '20 ct', 'indian', 'indian'],
  ['🍯', '재거리', 'Jaggery', 'गुड़', '$3.99', '$4.99', '2 lb', 'indian', 'indian'],
  ['🫕', '압력솥', 'Pressure Cooker', 'प्रेशर कुकर', '$34.99', '$44.99', '5 L', 'household', 'indian'],
];

/** Cents added to a price, by region, week and item, so the regions' flyers differ as real ones do. */
const NUDGES = [0, 10, 20, -10, 0, 30, -20];

/** A price with its dollars-and-cents figure moved by `cents` (under $2 by a dime at most); "2 for $5" stays whole. */
export function nudgePrice(price: string, cents: number): string {
  return price.replace(/\$(\d+\.\d\d)/, (_, figure: string) => {
    const value = Number(figure);
    const moved = value < 2 ? Math.sign(cents) * Math.min(Math.abs(cents), 10) : cents;
    return `$${Math.max(0.29, value + moved / 100).toFixed(2)}`;
  });
}

/**
 * A region's items for a week as a staff member would upload them (CSV with the header row):
 * the rows of the editions its sale publishes, prices nudged by region and week. An item's
 * own-language name goes with the edition it was written for.
 */
export function flyerItemsText(location: number, weeksAgo: number, editions: readonly Edition[]): string {
  const rows = DEMO_ITEMS.flatMap(([, name, nameEng, nameOwn, price, regular, unit, department, named], index) => {
    const shown = named.split(' ').filter((edition) => editions.includes(edition as Edition));
    if (shown.length === 0) return [];
    const cents = NUDGES[(location * 3 + index + weeksAgo * 5) % NUDGES.length]!;
    const own = shown.some((edition) => edition !== 'korean') ? nameOwn : '';
    return [[name, nameEng, own, nudgePrice(price, cents), nudgePrice(regular, cents), unit, department, shown.join(' ')]];
  });
  return Papa.unparse([[...ITEM_COLUMNS], ...rows]);
}

const EMOJI = new Map(DEMO_ITEMS.map(([emoji, , nameEng]) => [nameEng, emoji]));

/** How an edition's flyer shows an item: its name in the edition's language, English under it, the food picture. */
export function flyerCard(item: SaleItemInput, edition: Edition): FlyerItem {
  const name = edition === 'korean' ? item.name : item.name_own || item.name_eng;
  const size = item.unit && !item.price.includes(item.unit) ? ` · ${item.unit}` : '';
  return { name, sub: `${item.name_eng}${size}`, price: item.price, regular: item.regular_price, emoji: EMOJI.get(item.name_eng) ?? '🛒' };
}
