import 'server-only';
import './fontconfig';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { env } from '@/lib/env';
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

/**
 * `draw`'s bytes, kept in DEMO_ART_CACHE under the hash of `source` (all a picture is drawn from)
 * when that folder is set: the same drawing is the same picture, so nothing kept goes stale. A
 * test run seeds dozens of databases with the same week's art; drawing it is most of a seed.
 */
async function keptBy(source: string, draw: () => Promise<Uint8Array>): Promise<Uint8Array> {
  const folder = env.demoArtCache;
  if (!folder) return draw();
  const file = path.join(folder, `${createHash('sha256').update(source).digest('hex')}.webp`);
  const kept = await readFile(file).catch(() => null);
  if (kept) return new Uint8Array(kept);
  const bytes = await draw();
  await mkdir(folder, { recursive: true });
  // Written whole, then named: a process reading at the same time finds all of it or none.
  const partial = `${file}.${randomBytes(6).toString('hex')}`;
  await writeFile(partial, bytes);
  await rename(partial, file);
  return bytes;
}

/** A drawing with its food pictures laid on top, as WebP; `width` scales the result down (sharp composites after resizing, hence two steps). */
export function artToWebp(art: Art, quality = 78, width?: number): Promise<Uint8Array> {
  return keptBy(JSON.stringify({ drawn: 'art-to-webp-1', svg: art.svg, pictures: art.pictures, quality, width }), () => drawArt(art, quality, width));
}

async function drawArt(art: Art, quality: number, width: number | undefined): Promise<Uint8Array> {
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
