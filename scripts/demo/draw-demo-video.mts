// Draws the demo home slider's video (lib/server/db/demo/media/fresh-market.webm): eight seconds
// of the market's food arriving on a stall, with no words, so one clip serves both languages.
// The frames are drawn with sharp from the Fluent Emoji 3D renders and encoded by ffmpeg (VP9,
// Debian's `ffmpeg` package). Run once; the file is committed and the seed stores it.
// Usage: npx tsx scripts/demo/draw-demo-video.mts
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 24;
const SECONDS = 8;
const OUT = 'lib/server/db/demo/media/fresh-market.webm';
const ASSETS = 'node_modules/@lobehub/fluent-emoji-3d/assets';

/** [emoji, centre x, centre y, size, the second it lands] */
const STALL: Array<[string, number, number, number, number]> = [
  ['1f349', 640, 400, 300, 0.3], // watermelon
  ['1f96d', 360, 470, 190, 1.0], // mango
  ['1f353', 920, 480, 170, 1.6], // strawberry
  ['1f96c', 250, 250, 160, 2.2], // leafy greens
  ['1f9c4', 1030, 250, 150, 2.8], // garlic
  ['1f34e', 520, 190, 130, 3.4], // apple
  ['1f990', 790, 180, 140, 4.0], // shrimp
  ['1f969', 1110, 560, 150, 4.6], // meat
  ['1f345', 150, 560, 140, 5.2], // tomato
];

const background = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b7a3b"/><stop offset="1" stop-color="#6cbf3f"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
<circle cx="640" cy="420" r="300" fill="#ffffff" opacity="0.14"/>
<rect y="600" width="${WIDTH}" height="120" fill="#000000" opacity="0.12"/>
</svg>`);

/** 0 → 1 with an overshoot, for a picture dropping onto the stall. */
function bounce(t: number): number {
  if (t <= 0) return 0;
  if (t >= 1) return 1;
  return 1 + 2.2 * Math.pow(t - 1, 3) + 1.2 * Math.pow(t - 1, 2);
}

async function main() {
  const flat = await sharp(background).png().toBuffer();
  const pictures = await Promise.all(
    STALL.map(async ([code, , , size]) => {
      const file = path.join(ASSETS, `${code}.webp`);
      if (!existsSync(file)) throw new Error(`missing ${file}`);
      return sharp(file).resize(size, size).png().toBuffer();
    }),
  );
  const ffmpeg = spawn(
    'ffmpeg',
    ['-y', '-loglevel', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${WIDTH}x${HEIGHT}`, '-r', String(FPS), '-i', '-',
      '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '40', '-row-mt', '1', '-pix_fmt', 'yuv420p', '-an', OUT],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  for (let frame = 0; frame < FPS * SECONDS; frame++) {
    const time = frame / FPS;
    const layers = STALL.flatMap(([, x, y, size, lands], index) => {
      const fall = bounce((time - lands) / 0.6);
      if (fall <= 0) return [];
      // Once landed, each picture bobs gently, out of step with its neighbours.
      const bob = time > lands + 0.6 ? Math.sin((time - lands) * 2.2 + index) * 6 : 0;
      const top = Math.round(y - size / 2 - (1 - fall) * (y + size) + bob);
      return [{ input: pictures[index]!, left: Math.round(x - size / 2), top: Math.max(-size + 1, Math.min(HEIGHT - 1, top)) }];
    });
    const raw = await sharp(flat).composite(layers).removeAlpha().raw().toBuffer();
    if (!ffmpeg.stdin.write(raw)) await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve));
  }
  ffmpeg.stdin.end();
  await new Promise<void>((resolve, reject) => ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}`)))));
  console.info(`wrote ${OUT}`);
}

await main();
