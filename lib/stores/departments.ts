import type { Store } from '@/lib/stores/store';

/** A department a store's photos show: its names and the food on display. */
export interface Department {
  name: string;
  nameEng: string;
  foods: string[];
}

const PRODUCE: Department = { name: '농산', nameEng: 'Produce', foods: ['🍉', '🥬', '🥭', '🍓', '🧄'] };
const SEAFOOD: Department = { name: '수산', nameEng: 'Seafood', foods: ['🐟', '🦀', '🦐', '🦑', '🦪'] };
const SNACK_LAB: Department = { name: '스낵랩', nameEng: 'Snack Lab', foods: ['🍢', '🌭', '🍡', '🥞', '🍠'] };
/** The rest of a store, one or two of which each store's photos show (which ones turns with the city). */
const AISLES: Department[] = [
  { name: '정육', nameEng: 'Butcher', foods: ['🥩', '🍖', '🥓', '🍗', '🔥'] },
  { name: '베이커리', nameEng: 'Bakery', foods: ['🥐', '🍞', '🥯', '🍰', '🥖'] },
  { name: '식료품', nameEng: 'Groceries', foods: ['🍜', '🍚', '🫙', '🥫', '🍪'] },
  { name: '냉동식품', nameEng: 'Frozen foods', foods: ['🥟', '🧊', '🍦', '🐟', '🥟'] },
  { name: '생활용품', nameEng: 'Houseware', foods: ['🍳', '🥢', '🍚', '🧽', '🫖'] },
];
const DISTRIBUTION: Department[] = [
  { name: '물류센터', nameEng: 'Warehouse', foods: ['📦', '📦', '🚚', '🥬', '🍎'] },
  { name: '입출고장', nameEng: 'Loading dock', foods: ['🚚', '📦', '📦', '🍉', '🥬'] },
  { name: '냉동 창고', nameEng: 'Freezer', foods: ['🧊', '🐟', '🥩', '🥟', '🍦'] },
  { name: '배송 차량', nameEng: 'Delivery fleet', foods: ['🚚', '🚛', '📦', '🛒', '🍎'] },
  { name: '사무실', nameEng: 'Office', foods: ['💻', '📋', '☕', '📦', '📞'] },
];

/** The food court's counters as pictures, from what its list says it serves. */
const COUNTERS: Array<[RegExp, string]> = [
  [/bakery|pastr/i, '🥐'],
  [/sushi/i, '🍣'],
  [/japanese/i, '🍱'],
  [/chinese/i, '🥟'],
  [/bbq|roast|meat/i, '🍖'],
  [/chicken/i, '🍗'],
  [/bubble tea|drink/i, '🧋'],
  [/tteokbokki|snack/i, '🍢'],
  [/dessert/i, '🍨'],
  [/tofu/i, '🍲'],
  [/korean/i, '🍲'],
];

function foodCourt(store: Store): Department {
  const counters = [...new Set(store.foodListEng.flatMap((item) => COUNTERS.filter(([pattern]) => pattern.test(item)).map(([, picture]) => picture)))];
  return { name: '푸드코트', nameEng: 'Food court', foods: counters.length ? counters : ['🍱', '🍜', '🥟', '🧋', '🍣'] };
}

/** The four departments a store's photos show after its front: what that store has. */
export function departmentsOf(store: Store): Department[] {
  if (store.distributor) return store.photoSet === 2 ? [DISTRIBUTION[0]!, DISTRIBUTION[2]!, DISTRIBUTION[3]!, DISTRIBUTION[4]!] : DISTRIBUTION.slice(0, 4);
  const own = [PRODUCE, SEAFOOD, ...(store.food ? [foodCourt(store)] : []), ...(store.snack ? [SNACK_LAB] : [])];
  const aisles = AISLES.map((_, index) => AISLES[(store.cityCode + index) % AISLES.length]!);
  return [...own, ...aisles].slice(0, 4);
}
