// Copies the food pictures the pages show (home departments and banners, Products) from
// Microsoft's Fluent Emoji 3D renders (@lobehub/fluent-emoji-3d, MIT, 256 px WebP) into
// public/images/food/, under names that say what they show. Run when the list changes; the
// files are committed, so the site serves them as plain static files.
// Usage: node scripts/demo/copy-food-pictures.mjs
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

const ASSETS = 'node_modules/@lobehub/fluent-emoji-3d/assets';
const OUT = 'public/images/food';

const PICTURES = {
  watermelon: '1f349', 'leafy-greens': '1f96c', mango: '1f96d', strawberry: '1f353', garlic: '1f9c4', apple: '1f34e', herb: '1f33f',
  steak: '1f969', 'chicken-leg': '1f357', bacon: '1f953', 'meat-on-bone': '1f356',
  shrimp: '1f990', fish: '1f41f', crab: '1f980', lobster: '1f99e', squid: '1f991', oyster: '1f9aa',
  ramen: '1f35c', rice: '1f35a', 'canned-food': '1f96b', 'rice-ball': '1f359', chopsticks: '1f962', salt: '1f9c2',
  'frying-pan': '1f373', 'shallow-pan': '1f958', knife: '1f52a', spoon: '1f944', sponge: '1f9fd', jar: '1fad9',
  sausage: '1f32d', 'hot-pot': '1f372', 'green-tea': '1f375', dumpling: '1f95f', curry: '1f35b', bento: '1f371', 'rice-plant': '1f33e',
  'rice-cracker': '1f358', 'cereal-bowl': '1f963', 'fried-shrimp': '1f364', honey: '1f36f', 'bubble-tea': '1f9cb', 'cup-with-straw': '1f964',
  'juice-box': '1f9c3', coffee: '2615', cookie: '1f36a', dango: '1f361', chocolate: '1f36b', candy: '1f36c', pretzel: '1f968', teapot: '1fad6',
  basket: '1f9fa', 'hot-pepper': '1f336-fe0f', 'plate-and-cutlery': '1f37d-fe0f',
  'money-bag': '1f4b0', handshake: '1f91d', 'light-bulb': '1f4a1', globe: '1f30f', truck: '1f69a',
  'credit-card': '1f4b3', 'party-popper': '1f389', 'shopping-cart': '1f6d2', gift: '1f381', store: '1f3ec', star: '2b50', megaphone: '1f4e3',
};

mkdirSync(OUT, { recursive: true });
for (const [name, code] of Object.entries(PICTURES)) copyFileSync(path.join(ASSETS, `${code}.webp`), path.join(OUT, `${name}.webp`));
console.info(`copied ${Object.keys(PICTURES).length} pictures to ${OUT}`);
