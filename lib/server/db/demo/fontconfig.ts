import 'server-only';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Points fontconfig at Pretendard from its npm package and at the Chinese and Devanagari
 * subsets beside this file (demo/fonts, the glyphs the flyers use, SIL OFL), so the demo images
 * draw every edition the same on any machine, whatever its system fonts. Imported before sharp
 * (render.ts), because fontconfig reads this once per process.
 */
if (!process.env.FONTCONFIG_FILE) {
  const dir = path.join(tmpdir(), 'lotte-plaza-fontconfig');
  mkdirSync(dir, { recursive: true });
  const fonts = [path.join(process.cwd(), 'node_modules/pretendard/dist/public/static'), path.join(process.cwd(), 'lib/server/db/demo/fonts')];
  const file = path.join(dir, 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n${fonts.map((folder) => `  <dir>${folder}</dir>\n`).join('')}  <cachedir>${dir}/cache</cachedir>\n</fontconfig>\n`,
  );
  process.env.FONTCONFIG_FILE = file;
}
