import { readFileSync } from 'node:fs';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';

/**
 * Widths of Latin and Hangul text as the demo drawings render it (Pretendard, the font
 * fontconfig.ts gives sharp), so a drawing can fit a title inside its margins instead of guessing.
 */
const FACES = { 500: 'Medium', 600: 'SemiBold', 700: 'Bold', 800: 'ExtraBold' } as const;
export type Weight = keyof typeof FACES;

const loaded = new Map<Weight, ReturnType<typeof fontkit.create>>();
function face(weight: Weight) {
  let font = loaded.get(weight);
  if (!font) {
    font = fontkit.create(readFileSync(path.join(process.cwd(), 'node_modules/pretendard/dist/public/static/alternative', `Pretendard-${FACES[weight]}.ttf`)));
    loaded.set(weight, font);
  }
  return font;
}

/** The advance width of `text` at `size` pixels, plus `letterSpacing` after every character. */
export function textWidth(text: string, size: number, weight: Weight = 800, letterSpacing = 0): number {
  const font = face(weight);
  return (font.layout(text).advanceWidth / font.unitsPerEm) * size + letterSpacing * [...text].length;
}

/** The largest size, at most `max`, at which `text` fits in `width` pixels. */
export function fitSize(text: string, width: number, max: number, weight: Weight = 800): number {
  return Math.min(max, Math.floor((max * width) / textWidth(text, max, weight)));
}
