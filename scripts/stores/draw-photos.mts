// Draws each store's five photos into public/stores/<slug>/ (its front with its names on the sign,
// then its own departments, from its services) and the Snack Lab poster. Run once; the files are
// committed. Spec: stores use photos 01-05, the second distributor site 06-10 (lib/content/stores.ts).
// Usage: npx tsx --conditions=react-server scripts/stores/draw-photos.mts
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_STORES } from '@/lib/content/stores';
import { departmentsOf } from '@/lib/stores/departments';
import { PALETTES, posterArt, sceneArt, storefrontArt } from '@/lib/server/db/demo/artwork';
import { artToWebp, inBatches } from '@/lib/server/db/demo/render';

// Drawn at 1200 x 800 and saved at the gallery's widest (its popup is at most 960 px wide).
const QUALITY = 55;
const WIDTH = 960;
const tasks: Array<() => Promise<number>> = [];
const write = (file: string, render: () => Promise<Uint8Array>) =>
  tasks.push(async () => {
    writeFileSync(file, await render());
    return statSync(file).size;
  });

for (const [index, store] of FIRST_STORES.entries()) {
  const folder = path.join('public', path.dirname(store.photos[0]!));
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const palette = PALETTES[index % PALETTES.length]!;
  const [front, ...photos] = store.photos.map((photo) => path.join('public', photo));
  write(front!, () =>
    artToWebp(
      storefrontArt({
        brand: store.distributor ? 'SUNGWON DISTRIBUTOR' : 'LOTTE PLAZA MARKET',
        name: store.title,
        nameEng: store.titleEng,
        palette,
        warehouse: store.distributor,
      }),
      QUALITY,
      WIDTH,
    ),
  );
  departmentsOf(store).forEach((department, position) => {
    write(photos[position]!, () => artToWebp(sceneArt(PALETTES[(index + position + 1) % PALETTES.length]!, department.foods), QUALITY, WIDTH));
  });
}
write('public/stores/snack-lab.webp', () =>
  artToWebp(posterArt('SNACK LAB', '스낵랩', ['Korean street snacks', '한국 길거리 간식', 'Hotteok · Tteokbokki', 'Corn dogs · Bungeoppang', 'Jacksonville store · 잭슨빌점'], PALETTES[3]!), 70, 640),
);

const sizes = await inBatches(tasks, 2);
console.info(`${sizes.length} files, ${sizes.reduce((sum, size) => sum + size, 0)} bytes`);
