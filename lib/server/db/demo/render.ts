import 'server-only';
import './fontconfig';
import sharp from 'sharp';
import type { Art } from './artwork';
import { emojiFile } from './emoji';

/** A demo SVG as WebP. */
export async function svgToWebp(svg: string, quality = 78): Promise<Uint8Array> {
  const buffer = await sharp(Buffer.from(svg)).webp({ quality, effort: 3 }).toBuffer();
  return new Uint8Array(buffer);
}

/** Food pictures at the sizes drawn: the flyers repeat the same few across regions and weeks. */
const resized = new Map<string, Promise<Buffer>>();
function foodPicture(emoji: string, size: number): Promise<Buffer> {
  const key = `${emoji} ${size}`;
  let picture = resized.get(key);
  if (!picture) {
    picture = sharp(emojiFile(emoji)).resize(size, size).toBuffer();
    resized.set(key, picture);
  }
  return picture;
}

/** A drawing with its food pictures laid on top, as WebP; `width` scales the result down (sharp composites after resizing, hence two steps). */
export async function artToWebp(art: Art, quality = 78, width?: number): Promise<Uint8Array> {
  const layers = await Promise.all(
    art.pictures.map(async (picture) => ({
      input: await foodPicture(picture.emoji, picture.size),
      left: picture.x,
      top: picture.y,
    })),
  );
  const flat = await sharp(Buffer.from(art.svg)).png().toBuffer();
  const composed = sharp(flat).composite(layers);
  const buffer = width
    ? await sharp(await composed.png().toBuffer()).resize(width).webp({ quality, effort: 6 }).toBuffer()
    : await composed.webp({ quality, effort: 3 }).toBuffer();
  return new Uint8Array(buffer);
}

/** Runs `tasks` with at most `limit` at once (sharp renders on libuv's thread pool). */
export async function inBatches<T>(tasks: Array<() => Promise<T>>, limit = 4): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]!();
      }
    }),
  );
  return results;
}
