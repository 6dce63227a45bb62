/**
 * The Products page's shapes (spec: Products). Staff keep its words and pictures (issue 51):
 * a department's top (product_departments), its items (product_items) and the private-brand lines
 * (private_brands); pictures are the Fluent Emoji renders in public/images/food/.
 */
export interface Text {
  ko: string;
  en: string;
}

export interface ProductItem {
  key: number;
  name: Text;
  text: Text;
  picture: string;
}

export interface Brand {
  key: number;
  name: Text;
  text: Text;
  /** Spec section 9: two brand carousels do not turn by themselves. */
  autoplay: boolean;
  products: ReadonlyArray<{ name: Text; picture: string }>;
}

export interface ProductTab {
  /** The tab number of `?tab=` and the vendor form's category (lib/content/codes.ts). */
  tab: number;
  /** Empty when the department has no words on show. */
  slogan: Text | null;
  visual: readonly string[];
  intro: ReadonlyArray<{ title: Text; text: Text }>;
  features: readonly ProductItem[];
  items: readonly ProductItem[];
  brands: readonly Brand[];
  /** Houseware's way: pictures with captions instead of a carousel. */
  gallery: readonly ProductItem[];
}

/**
 * Where an item shows on its department's page: the carousel of featured items, the cards under
 * the intro, or the pictures with captions.
 */
export const PRODUCT_SHELVES = ['featured', 'feature', 'gallery'] as const;
export type ProductShelf = (typeof PRODUCT_SHELVES)[number];

/** The pictures staff choose from: every render in public/images/food/. */
export const FOOD_PICTURES = [
  'apple', 'bacon', 'basket', 'bento', 'bubble-tea', 'candy', 'canned-food', 'cereal-bowl', 'chicken-leg', 'chocolate', 'chopsticks', 'coffee', 'cookie',
  'crab', 'credit-card', 'cup-with-straw', 'curry', 'dango', 'dumpling', 'fish', 'fried-shrimp', 'frying-pan', 'garlic', 'gift', 'globe', 'green-tea',
  'handshake', 'herb', 'honey', 'hot-pepper', 'hot-pot', 'jar', 'juice-box', 'knife', 'leafy-greens', 'light-bulb', 'lobster', 'mango', 'meat-on-bone',
  'megaphone', 'money-bag', 'oyster', 'party-popper', 'plate-and-cutlery', 'pretzel', 'ramen', 'rice-ball', 'rice-cracker', 'rice-plant', 'rice', 'salt',
  'sausage', 'shallow-pan', 'shopping-cart', 'shrimp', 'sponge', 'spoon', 'squid', 'star', 'steak', 'store', 'strawberry', 'teapot', 'truck', 'watermelon',
] as const;

/** How many pictures a department's top shows, and how many products a brand line holds at most. */
export const DEPARTMENT_PICTURES = 4;
export const BRAND_PRODUCTS_MAX = 8;
