#!/usr/bin/env node
// The installed site's icons (issue 54), drawn from the favicon's mark (app/icon.svg: a white L on
// the brand's red) into the PNGs a web app manifest and iOS ask for. Run by hand after the mark
// changes; the PNGs are committed under public/icons/ and (Next's file for iOS) app/apple-icon.png.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const RED = '#d6001c';
const folder = path.join(import.meta.dirname, '..', 'public', 'icons');
/** The L, on a 32-unit grid, scaled into a square of `size` with `inset` units kept clear on each side. */
const mark = (inset) => {
  const scale = (32 - 2 * inset) / 32;
  return `<g transform="translate(${inset} ${inset}) scale(${scale})"><path d="M10 7v18h13v-4.5h-8.5V7z" fill="#fff"/></g>`;
};
const ICONS = [
  // "any": the favicon's rounded square, transparent at its corners.
  { name: 'icon-192.png', size: 192, svg: `<rect width="32" height="32" rx="7" fill="${RED}"/>${mark(0)}` },
  { name: 'icon-512.png', size: 512, svg: `<rect width="32" height="32" rx="7" fill="${RED}"/>${mark(0)}` },
  // "maskable": full bleed, the mark inside the 80% circle a launcher may cut to.
  { name: 'icon-maskable-512.png', size: 512, svg: `<rect width="32" height="32" fill="${RED}"/>${mark(4)}` },
  // iOS rounds the corners itself and shows transparency as black.
  { name: '../../app/apple-icon.png', size: 180, svg: `<rect width="32" height="32" fill="${RED}"/>${mark(2)}` },
];

mkdirSync(folder, { recursive: true });
for (const icon of ICONS) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${icon.size}" height="${icon.size}" viewBox="0 0 32 32">${icon.svg}</svg>`;
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(path.join(folder, icon.name));
  console.info(path.relative(process.cwd(), path.join(folder, icon.name)));
}
