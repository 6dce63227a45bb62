// Draws the store photos and the Snack Lab poster into public/stores/ (run once; the files are
// committed). Spec: stores use photos 01-05, the second distributor site 06-10.
// Usage: npx tsx --conditions=react-server scripts/stores/draw-photos.mts
import { writeFileSync } from 'node:fs';
import { PALETTES, posterArt, sceneArt } from '@/lib/server/db/demo/artwork';
import { artToWebp } from '@/lib/server/db/demo/render';

const SCENES: Array<[string, string[]]> = [
  ['Storefront · 매장 입구', ['🛒', '🍎', '🥬', '🍞', '🥛']],
  ['Produce · 농산', ['🍉', '🥬', '🥭', '🍓', '🧄']],
  ['Seafood · 수산', ['🐟', '🦀', '🦐', '🦑', '🦪']],
  ['Groceries · 식료품', ['🍜', '🍚', '🫙', '🥫', '🍪']],
  ['Food court · 푸드코트', ['🍱', '🍜', '🍣', '🥟', '🧋']],
  ['Warehouse · 물류센터', ['📦', '📦', '🚚', '🥬', '🍎']],
  ['Loading dock · 입출고장', ['🚚', '📦', '📦', '🍉', '🥬']],
  ['Freezer · 냉동 창고', ['🧊', '🐟', '🥩', '🥟', '🍦']],
  ['Delivery fleet · 배송 차량', ['🚚', '🚛', '📦', '🛒', '🍎']],
  ['Office · 사무실', ['💻', '📋', '☕', '📦', '📞']],
];

for (const [index, [caption, foods]] of SCENES.entries()) {
  const name = `public/stores/photo-${String(index + 1).padStart(2, '0')}.webp`;
  writeFileSync(name, await artToWebp(sceneArt(caption, PALETTES[index % PALETTES.length]!, foods), 72));
  console.info(name);
}
writeFileSync(
  'public/stores/snack-lab.webp',
  await artToWebp(posterArt('SNACK LAB 스낵랩', ['Korean street snacks', '한국 길거리 간식', 'Hotteok · Tteokbokki', 'Corn dogs · Bungeoppang', 'Jacksonville store'], PALETTES[3]!), 75),
);
console.info('public/stores/snack-lab.webp');
