// Writes the share image of pages without a picture of their own (public/og/lotte-plaza-market.png,
// 1200×630, the size link previews ask for). The words are drawn as outlines of Pretendard, so the
// picture does not depend on the fonts of the machine that draws it. Run once; the file is committed.
// Usage: npx tsx scripts/og/draw-share-image.mts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import sharp from 'sharp';

const FONT_DIR = 'node_modules/pretendard/dist/public/static/alternative';
const RED = '#d6001c';
const GREEN = '#00843d';

function font(weight: 'Bold' | 'ExtraBold' | 'Medium') {
  return fontkit.create(readFileSync(path.join(FONT_DIR, `Pretendard-${weight}.ttf`)));
}

/** `text` as one SVG path, its baseline at y, starting at x, `size` pixels high. */
function outline(face: ReturnType<typeof font>, text: string, x: number, y: number, size: number, fill: string, spacing = 0): string {
  const scale = size / face.unitsPerEm;
  const run = face.layout(text);
  let pen = x;
  const parts = run.glyphs.map((glyph, index) => {
    const d = glyph.path.scale(scale, -scale).translate(pen, y).toSVG();
    pen += run.positions[index]!.xAdvance * scale + spacing;
    return d;
  });
  return `<path fill="${fill}" d="${parts.join(' ')}"/>`;
}

const bold = font('ExtraBold');
const medium = font('Medium');
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#fff"/>
  <rect y="570" width="1200" height="60" fill="${RED}"/>
  <rect x="96" y="150" width="190" height="190" rx="52" fill="${RED}"/>
  <path d="M154 192v106h80v-26.5h-50V192z" fill="#fff"/>
  ${outline(bold, 'LOTTE PLAZA', 330, 250, 96, '#111', 2)}
  ${outline(bold, 'MARKET', 334, 340, 64, GREEN, 18)}
  ${outline(medium, '롯데플라자 마켓 · Asian & International Supermarket', 100, 470, 40, '#333')}
  ${outline(medium, 'Maryland · Virginia · Florida · New Jersey', 100, 525, 34, '#666')}
</svg>`;

await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile('public/og/lotte-plaza-market.png');
console.info('wrote public/og/lotte-plaza-market.png');
