import { readFileSync } from 'node:fs';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';

/**
 * Widths of text as the demo drawings render it (Pretendard, the font fontconfig.ts gives sharp,
 * and the Noto subsets beside it for Chinese and Devanagari), so a drawing can fit a title inside
 * its margins instead of guessing.
 */
const FACES = { 500: 'Medium', 600: 'SemiBold', 700: 'Bold', 800: 'ExtraBold' } as const;
export type Weight = keyof typeof FACES;

type Font = ReturnType<typeof fontkit.create>;
const loaded = new Map<string, Font>();
function load(file: string): Font {
  let font = loaded.get(file);
  if (!font) {
    font = fontkit.create(readFileSync(file));
    loaded.set(file, font);
  }
  return font;
}

const DEMO_FONTS = path.join(process.cwd(), 'lib/server/db/demo/fonts');

/** The face a run of text is drawn in: the Noto subsets for Devanagari and Chinese (Bold, the wider, whatever face fontconfig picks), else Pretendard. */
function face(run: string, weight: Weight): Font {
  const noto = /[\u0900-\u097f]/.test(run) ? 'NotoSansDevanagari' : /[\u3000-\u9fff\uff00-\uffef]/.test(run) ? 'NotoSansSC' : null;
  if (noto) return load(path.join(DEMO_FONTS, `${noto}-Demo-Bold.ttf`));
  return load(path.join(process.cwd(), 'node_modules/pretendard/dist/public/static/alternative', `Pretendard-${FACES[weight]}.ttf`));
}

/** Widths in ems, by weight and text: fitting a line tries many sizes of the same words. */
const measured = new Map<string, number>();

function ems(text: string, weight: Weight): number {
  const key = `${weight}\u0000${text}`;
  let width = measured.get(key);
  if (width === undefined) {
    width = 0;
    for (const run of text.match(/[\u0900-\u097f\u200c\u200d]+|[\u3000-\u9fff\uff00-\uffef]+|[^\u0900-\u097f\u200c\u200d\u3000-\u9fff\uff00-\uffef]+/g) ?? []) {
      const font = face(run, weight);
      // pdf-lib's fontkit cannot shape Devanagari (its Indic shaper needs a runtime it lacks): sum the letters unshaped, a little wider than drawn.
      const advance = /[\u0900-\u097f]/.test(run) ? [...run].reduce((sum, char) => sum + font.glyphForCodePoint(char.codePointAt(0)!).advanceWidth, 0) : font.layout(run).advanceWidth;
      width += advance / font.unitsPerEm;
    }
    measured.set(key, width);
  }
  return width;
}

/** The advance width of `text` at `size` pixels, plus `letterSpacing` after every character. */
export function textWidth(text: string, size: number, weight: Weight = 800, letterSpacing = 0): number {
  return ems(text, weight) * size + letterSpacing * [...text].length;
}

/** The largest size, at most `max`, at which `text` fits in `width` pixels. */
export function fitSize(text: string, width: number, max: number, weight: Weight = 800): number {
  return Math.min(max, Math.floor((max * width) / textWidth(text, max, weight)));
}
