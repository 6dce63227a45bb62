import 'server-only';
import type { Spot } from '@/lib/sale/items';
import { fitSize, textWidth, type Weight } from './text-width';

/**
 * Drawings for the demo content (weekly flyers, deal pictures, slider images, store photos): an
 * SVG for the layout and the type, and the food pictures (Fluent Emoji 3D renders) that
 * render.ts lays on top of it.
 */

/** A food picture placed on a drawing: its top-left corner and its size, in the SVG's pixels. */
export interface Picture {
  emoji: string;
  x: number;
  y: number;
  size: number;
}

export interface Art {
  svg: string;
  pictures: Picture[];
}

/** The fonts the drawings ask fontconfig for: Pretendard, then Chinese and Devanagari (demo/fonts). */
const FONTS = "Pretendard, 'Noto Sans SC', 'Noto Sans Devanagari'";

export interface Palette {
  from: string;
  to: string;
  accent: string;
  ink: string;
}

export const PALETTES: Palette[] = [
  { from: '#0b7a3b', to: '#6cbf3f', accent: '#ffe14d', ink: '#ffffff' },
  { from: '#d6001c', to: '#ff6a3d', accent: '#fff3b0', ink: '#ffffff' },
  { from: '#0f4c81', to: '#3aa0d8', accent: '#ffd166', ink: '#ffffff' },
  { from: '#7b2d8e', to: '#e0559b', accent: '#ffe8f3', ink: '#ffffff' },
  { from: '#8a5a00', to: '#f2b233', accent: '#ffffff', ink: '#1b2420' },
  { from: '#1b2420', to: '#4b5a53', accent: '#7be07b', ink: '#ffffff' },
];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Rough width of text in ems: Hangul and CJK are square, Latin about half as wide. */
function emWidth(text: string): number {
  let width = 0;
  for (const char of text) width += /[\u1100-\u11ff\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(char) ? 1 : /[\u0900-\u097f]/.test(char) ? 0.7 : char === ' ' ? 0.3 : 0.6;
  return width;
}

/** Words, with runs of Chinese split into single characters (Chinese breaks between any two). */
function breakable(text: string): string[] {
  return text.split(/\s+/).flatMap((word) => (/[\u3000-\u9fff\uff00-\uffef]/.test(word) && emWidth(word) > 6 ? [...word] : [word]));
}

/** Splits text into lines no wider than `maxEm` ems. */
export function wrapText(text: string, maxEm: number, maxLines = 3): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of breakable(text)) {
    const joiner = /[\u3000-\u9fff\uff00-\uffef]$/.test(current) && /^[\u3000-\u9fff\uff00-\uffef]/.test(word) ? '' : ' ';
    const candidate = current ? `${current}${joiner}${word}` : word;
    if (current && emWidth(candidate) > maxEm) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
    return kept;
  }
  return lines;
}

function textLines(lines: string[], x: number, y: number, size: number, color: string, weight = 700, anchor = 'start'): string {
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${y + index * size * 1.22}" font-family="${FONTS}" font-weight="${weight}" font-size="${size}" fill="${color}" text-anchor="${anchor}">${escapeXml(line)}</text>`,
    )
    .join('');
}

function gradient(id: string, palette: Palette): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`;
}

/** A food picture centred on (cx, cy), `size` wide, with a soft shadow drawn under it. */
function food(emoji: string, cx: number, cy: number, size: number): { shadow: string; picture: Picture } {
  return {
    shadow: `<ellipse cx="${cx}" cy="${cy + size * 0.44}" rx="${size * 0.36}" ry="${size * 0.07}" fill="#000" opacity="0.16"/>`,
    picture: { emoji, x: Math.round(cx - size / 2), y: Math.round(cy - size / 2), size: Math.round(size) },
  };
}

/** Several food pictures at once: their shadows for the SVG, the pictures for render.ts. */
function foods(items: Array<[string, number, number, number]>): { shadows: string; pictures: Picture[] } {
  const placed = items.map(([emoji, cx, cy, size]) => food(emoji, cx, cy, size));
  return { shadows: placed.map((item) => item.shadow).join(''), pictures: placed.map((item) => item.picture) };
}

export interface FlyerItem {
  /** Its name in the edition's language, large. */
  name: string;
  /** Under it: the English name and size. */
  sub: string;
  price: string;
  /** The regular price, struck through beside the sale price ('' for none). */
  regular: string;
  emoji: string;
}

export interface FlyerSpec {
  heading: string;
  edition: string;
  region: string;
  week: string;
  items: FlyerItem[];
  footer: string;
  palette: Palette;
}

export const FLYER_WIDTH = 1080;
export const FLYER_HEIGHT = 1528;

/** A rectangle in a drawing's pixels. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const MARGIN = 40;
const GAP = 16;
const HEADER = 232;
const FOOTER = 1380;
const FEATURED = 248;
const COLUMNS = 4;

/**
 * Where a flyer's items go: the first two as large cards side by side under the header, the rest
 * in a four-column grid whose rows share the page down to the footer. The drawing and the items'
 * spots both come from here, so a spot covers its card exactly.
 */
export function flyerLayout(count: number): Box[] {
  const inner = FLYER_WIDTH - 2 * MARGIN;
  const featured = Math.min(2, count);
  const wide = (inner - GAP) / 2;
  const boxes: Box[] = Array.from({ length: featured }, (_, index) => ({ x: MARGIN + index * (wide + GAP), y: HEADER + 20, w: wide, h: FEATURED }));
  const rest = count - featured;
  const rows = Math.max(1, Math.ceil(rest / COLUMNS));
  const top = HEADER + 20 + FEATURED + GAP;
  const height = Math.min(190, (FOOTER - 20 - top - (rows - 1) * GAP) / rows);
  const width = (inner - (COLUMNS - 1) * GAP) / COLUMNS;
  for (let index = 0; index < rest; index++) {
    boxes.push({ x: MARGIN + (index % COLUMNS) * (width + GAP), y: top + Math.floor(index / COLUMNS) * (height + GAP), w: width, h: height });
  }
  return boxes;
}

/** The flyer's item rectangles as fractions of the picture (an item's spot on its edition). */
export function flyerSpots(count: number): Spot[] {
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  return flyerLayout(count).map((box) => ({ x: round(box.x / FLYER_WIDTH), y: round(box.y / FLYER_HEIGHT), w: round(box.w / FLYER_WIDTH), h: round(box.h / FLYER_HEIGHT) }));
}

/** Lines of `text` no wider than `width` at the largest size from `max` down to `min` that needs at most `maxLines`; cut with "…" only when even `min` does not fit. */
function fitLines(text: string, width: number, max: number, min: number, maxLines: number, weight: Weight): { size: number; lines: string[] } {
  const words = breakable(text);
  // A line's width is its words' and spaces' (measured once each): kerning across a space is nil.
  const wrap = (size: number) => {
    const lines: Array<{ line: string; width: number }> = [];
    for (const word of words) {
      const last = lines.at(-1);
      const tight = last && /[\u3000-\u9fff\uff00-\uffef]$/.test(last.line) && /^[\u3000-\u9fff\uff00-\uffef]/.test(word);
      const wordWidth = textWidth(word, size, weight);
      const joined = last ? last.width + (tight ? 0 : textWidth(' ', size, weight)) + wordWidth : 0;
      if (last && joined <= width) lines[lines.length - 1] = { line: `${last.line}${tight ? '' : ' '}${word}`, width: joined };
      else lines.push({ line: word, width: wordWidth });
    }
    return lines;
  };
  for (let size = max; size >= min; size--) {
    const lines = wrap(size);
    if (lines.length <= maxLines && lines.every((line) => line.width <= width)) return { size, lines: lines.map((line) => line.line) };
  }
  const lines = wrap(min).slice(0, maxLines).map((line) => line.line);
  let last = lines[maxLines - 1]!;
  while (last.length > 1 && textWidth(`${last}…`, min, weight) > width) last = last.slice(0, -1);
  lines[maxLines - 1] = `${last.trimEnd()}…`;
  return { size: min, lines };
}

function text(content: string, x: number, y: number, size: number, color: string, weight: Weight, anchor = 'start', extra = ''): string {
  return `<text x="${x}" y="${y}" font-family="${FONTS}" font-weight="${weight}" font-size="${size}" fill="${color}" text-anchor="${anchor}"${extra}>${escapeXml(content)}</text>`;
}

/** A regular price, struck through (drawn as a line: librsvg's text-decoration is unreliable). */
function struck(content: string, x: number, y: number, size: number, color: string, anchor: 'start' | 'end', opacity = 1): string {
  const width = textWidth(content, size, 600);
  const left = anchor === 'end' ? x - width : x;
  return `<g opacity="${opacity}">${text(content, x, y, size, color, 600, anchor)}<rect x="${left - 2}" y="${y - size * 0.36}" width="${width + 4}" height="${Math.max(2, size / 9)}" fill="${color}"/></g>`;
}

/** One of the two large cards: a big picture, the name, the price in a pill with the regular price beside it. */
function featuredCard(item: FlyerItem, box: Box, palette: Palette): { svg: string; picture: Picture } {
  const { x, y, w, h } = box;
  const { shadow, picture } = food(item.emoji, x + 104, y + h / 2 - 6, 176);
  const left = x + 206;
  const room = w - 206 - 18;
  const name = fitLines(item.name, room, 40, 26, 2, 800);
  const nameY = name.lines.length === 1 ? y + 78 : y + 60;
  const sub = fitLines(item.sub, room, 22, 15, 1, 600);
  const regular = item.regular ? 22 : 0;
  const regularWidth = item.regular ? textWidth(item.regular, regular, 600) + 16 : 0;
  const priceSize = Math.min(48, fitSize(item.price, room - 40 - regularWidth, 48, 800));
  const pill = textWidth(item.price, priceSize, 800) + 40;
  return {
    picture,
    svg: [
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="24" fill="#ffffff" stroke="${palette.from}" stroke-width="4"/>`,
      shadow,
      name.lines.map((line, index) => text(line, left, nameY + index * name.size * 1.15, name.size, '#1b2420', 800)).join(''),
      text(sub.lines[0]!, left, y + 148, sub.size, '#5a6661', 600),
      `<rect x="${left - 4}" y="${y + 166}" width="${pill}" height="62" rx="31" fill="${palette.from}"/>`,
      text(item.price, left + 16, y + 197 + priceSize * 0.36, priceSize, '#ffffff', 800),
      item.regular ? struck(item.regular, left + pill + 12, y + 205, regular, '#5a6661', 'start') : '',
    ].join(''),
  };
}

/** A grid card: the picture and name side by side, the English name under them, the price on a coloured band at the foot. */
function gridCard(item: FlyerItem, box: Box, palette: Palette): { svg: string; picture: Picture } {
  const { x, y, w, h } = box;
  const scale = h / 156;
  const band = 46 * scale;
  const size = 78 * scale;
  const picture = { emoji: item.emoji, x: Math.round(x + 8), y: Math.round(y + 8 * scale), size: Math.round(size) };
  const left = x + 14 + size;
  const name = fitLines(item.name, x + w - 10 - left, Math.round(23 * scale), Math.round(16 * scale), 2, 800);
  const nameY = name.lines.length === 1 ? y + 54 * scale : y + 38 * scale;
  const sub = fitLines(item.sub, w - 24, Math.round(17 * scale), Math.round(13 * scale), 1, 600);
  const regularSize = Math.round(17 * scale);
  const regularWidth = item.regular ? textWidth(item.regular, regularSize, 600) + 12 : 0;
  const priceSize = fitSize(item.price, w - 24 - regularWidth, Math.round(30 * scale), 800);
  const baseline = y + h - band / 2 + priceSize * 0.36;
  return {
    picture,
    svg: [
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="16" fill="${palette.from}"/>`,
      `<rect x="${x}" y="${y}" width="${w}" height="${h - band}" rx="16" fill="#ffffff"/>`,
      `<rect x="${x}" y="${y + 20}" width="${w}" height="${h - band - 20}" fill="#ffffff"/>`,
      name.lines.map((line, index) => text(line, left, nameY + index * name.size * 1.15, name.size, '#1b2420', 800)).join(''),
      text(sub.lines[0]!, x + 12, y + h - band - 12 * scale, sub.size, '#5a6661', 600),
      text(item.price, x + 12, baseline, priceSize, '#ffffff', 800),
      item.regular ? struck(item.regular, x + w - 12, y + h - band / 2 + regularSize * 0.36, regularSize, '#ffffff', 'end', 0.85) : '',
    ].join(''),
  };
}

/** A weekly flyer page (1080 x 1528): header band, two featured items, a grid of the rest with their pictures and prices, the small print. */
export function flyerArt(spec: FlyerSpec): Art {
  const boxes = flyerLayout(spec.items.length);
  const cards = spec.items.map((item, index) => (index < 2 ? featuredCard : gridCard)(item, boxes[index]!, spec.palette));
  const heading = fitLines(spec.heading, FLYER_WIDTH - 112, 72, 40, 1, 800);
  const badge = textWidth(spec.edition, 26, 800) + 44;
  const footer = fitLines(spec.footer, FLYER_WIDTH - 112, 22, 17, 4, 500);
  const footerLine = Math.round(footer.size * 1.3);
  // The small print sits in the middle of its band, however many lines it takes.
  const footerTop = Math.round((FOOTER + FLYER_HEIGHT) / 2 - ((footer.lines.length - 1) * footerLine) / 2 + footer.size * 0.35);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${FLYER_WIDTH}" height="${FLYER_HEIGHT}" viewBox="0 0 ${FLYER_WIDTH} ${FLYER_HEIGHT}">
<defs>${gradient('bg', spec.palette)}</defs>
<rect width="${FLYER_WIDTH}" height="${FLYER_HEIGHT}" fill="#f4f1e8"/>
<rect width="${FLYER_WIDTH}" height="${HEADER}" fill="url(#bg)"/>
<circle cx="980" cy="20" r="170" fill="#ffffff" opacity="0.12"/>
<circle cx="640" cy="250" r="90" fill="#ffffff" opacity="0.08"/>
${text('LOTTE PLAZA MARKET', 56, 62, 26, spec.palette.ink, 800, 'start', ' letter-spacing="4"')}
${text(spec.week, FLYER_WIDTH - 56, 62, 26, spec.palette.ink, 700, 'end')}
${text(heading.lines[0]!, 56, 140, heading.size, spec.palette.ink, 800)}
<rect x="56" y="166" width="${badge}" height="46" rx="23" fill="${spec.palette.accent}"/>
${text(spec.edition, 78, 198, 26, '#1b2420', 800)}
${text(spec.region, 56 + badge + 20, 199, 28, spec.palette.ink, 600)}
${cards.map((card) => card.svg).join('\n')}
<rect y="${FOOTER}" width="${FLYER_WIDTH}" height="${FLYER_HEIGHT - FOOTER}" fill="#1b2420"/>
${footer.lines.map((line, index) => text(line, 56, footerTop + index * footerLine, footer.size, '#d7dcd9', 500)).join('')}
</svg>`;
  return { svg, pictures: cards.map((card) => card.picture) };
}

/** A deal picture (800 x 600): colour field, the deal's food pictures, the title and the dates. */
export function thumbnailArt(title: string, dates: string, palette: Palette, seed: number, emojis: string[]): Art {
  const [a = '🛒', b = a, c = b] = emojis;
  const { shadows, pictures } = foods([
    [a, 590 - (seed % 3) * 12, 390, 250],
    [b, 690, 250, 150],
    [c, 460, 470, 130],
  ]);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<defs>${gradient('g', palette)}</defs>
<rect width="800" height="600" fill="url(#g)"/>
<circle cx="${640 + (seed % 5) * 10}" cy="110" r="150" fill="#ffffff" opacity="0.12"/>
<circle cx="600" cy="380" r="190" fill="#ffffff" opacity="0.14"/>
${shadows}
<text x="48" y="78" font-family="${FONTS}" font-weight="800" font-size="24" letter-spacing="3" fill="${palette.ink}" opacity="0.9">SPECIAL DEAL</text>
${textLines(wrapText(title, 12, 3), 48, 170, 56, palette.ink, 800)}
<rect x="48" y="500" width="${emWidth(dates) * 26 + 40}" height="52" rx="26" fill="${palette.accent}"/>
<text x="68" y="535" font-family="${FONTS}" font-weight="700" font-size="26" fill="#1b2420">${escapeXml(dates)}</text>
</svg>`;
  return { svg, pictures };
}

/** A slider image: wide for desktops (1920 x 720) or tall for phones (750 x 1000), its food on display. */
export function slideArt(kind: 'pc' | 'mobile', palette: Palette, headline: string | null, sub: string | null, emojis: string[]): Art {
  const [width, height] = kind === 'pc' ? [1920, 720] : [750, 1000];
  const at = (index: number) => emojis[index % emojis.length]!;
  // A market-stall arrangement: one hero picture, smaller ones around it.
  const layout: Array<[string, number, number, number]> =
    kind === 'pc'
      ? [
          [at(0), 1420, 380, 420],
          [at(1), 1110, 500, 250],
          [at(2), 1730, 530, 240],
          [at(3), 1700, 200, 190],
          [at(4), 1160, 190, 170],
        ]
      : [
          [at(0), 380, 700, 380],
          [at(1), 130, 830, 200],
          [at(2), 630, 860, 190],
          [at(3), 620, 520, 170],
          [at(4), 140, 560, 150],
        ];
  const { shadows, pictures } = foods(layout);
  const text = headline
    ? textLines(wrapText(headline, kind === 'pc' ? 12 : 11, 2), kind === 'pc' ? 120 : 60, kind === 'pc' ? 300 : 190, kind === 'pc' ? 88 : 68, palette.ink, 800) +
      (sub ? textLines(wrapText(sub, kind === 'pc' ? 30 : 20, 2), kind === 'pc' ? 120 : 60, kind === 'pc' ? 500 : 400, kind === 'pc' ? 40 : 34, palette.ink, 500) : '')
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${gradient('s', palette)}</defs>
<rect width="${width}" height="${height}" fill="url(#s)"/>
<circle cx="${width * 0.74}" cy="${height * 0.55}" r="${height * 0.42}" fill="#ffffff" opacity="0.14"/>
<circle cx="${width * 0.95}" cy="${height * 0.05}" r="${height * 0.3}" fill="#ffffff" opacity="0.08"/>
${shadows}
${text}
</svg>`;
  return { svg, pictures };
}

/** Text that fits `width` pixels: the size it is drawn at (at most `max`) and its SVG element. */
function fittedText(text: string, x: number, y: number, width: number, max: number, color: string, weight: Weight = 800, anchor = 'start'): { size: number; svg: string } {
  const size = fitSize(text, width, max, weight);
  return { size, svg: `<text x="${x}" y="${y}" font-family="${FONTS}" font-weight="${weight}" font-size="${size}" fill="${color}" text-anchor="${anchor}">${escapeXml(text)}</text>` };
}

/** A department "photo" (1200 x 800): a colour field with the department's food on display. No words: the page names it in its own language. */
export function sceneArt(palette: Palette, emojis: string[]): Art {
  const at = (index: number) => emojis[index % emojis.length]!;
  const { shadows, pictures } = foods([
    [at(0), 600, 380, 330],
    [at(1), 300, 440, 230],
    [at(2), 900, 450, 240],
    [at(3), 170, 250, 150],
    [at(4), 1040, 230, 160],
  ]);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<defs>${gradient('p', palette)}</defs>
<rect width="1200" height="800" fill="url(#p)"/>
<rect y="560" width="1200" height="240" fill="#000000" opacity="0.12"/>
${shadows}
</svg>`;
  return { svg, pictures };
}

export interface StorefrontSpec {
  /** The brand on the sign: "LOTTE PLAZA MARKET", or the distributor's name. */
  brand: string;
  /** The store's own name under it, in Korean and English. */
  name: string;
  nameEng: string;
  palette: Palette;
  /** A warehouse has loading doors instead of shop windows. */
  warehouse: boolean;
}

/** A store's front (1200 x 800): the building, its sign with the brand and the store's names, the doors, the car park. */
export function storefrontArt(spec: StorefrontSpec): Art {
  const { palette } = spec;
  const signWidth = 1200 - 2 * 190;
  const brand = fittedText(spec.brand, 600, 318, signWidth - 80, 68, '#ffffff', 800, 'middle');
  const plate = `${spec.name} · ${spec.nameEng}`;
  const name = fittedText(plate, 600, 414, signWidth - 120, 44, '#1b2420', 800, 'middle');
  const plateWidth = Math.ceil(textWidth(plate, name.size)) + 64;
  const openings = Array.from({ length: 5 }, (_, index) => {
    const x = 190 + index * 168;
    return spec.warehouse
      ? `<rect x="${x}" y="470" width="148" height="170" fill="#8a958f"/>${Array.from({ length: 6 }, (_, line) => `<rect x="${x}" y="${478 + line * 27}" width="148" height="3" fill="#6d7872"/>`).join('')}`
      : `<rect x="${x}" y="470" width="148" height="170" fill="#bfe3f2"/><rect x="${x + 72}" y="470" width="4" height="170" fill="#ffffff"/><rect x="${x}" y="470" width="148" height="24" fill="${palette.from}" opacity="0.85"/>`;
  }).join('');
  const { shadows, pictures } = foods(
    spec.warehouse
      ? [['🚚', 1080, 610, 170], ['📦', 110, 640, 110]]
      : [['🌳', 88, 540, 170], ['🌳', 1112, 540, 170], ['🛒', 600, 690, 110]],
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<defs>${gradient('f', palette)}</defs>
<rect width="1200" height="800" fill="url(#f)"/>
<circle cx="1040" cy="110" r="64" fill="#ffffff" opacity="0.35"/>
<rect x="150" y="200" width="900" height="450" fill="#f4f1e8"/>
<rect x="130" y="180" width="940" height="30" fill="#1b2420" opacity="0.8"/>
<rect x="190" y="238" width="${signWidth}" height="116" rx="14" fill="#d6001c"/>
${brand.svg}
<rect x="${600 - plateWidth / 2}" y="368" width="${plateWidth}" height="66" rx="33" fill="#ffffff" stroke="#d6001c" stroke-width="4"/>
${name.svg}
${openings}
<rect y="650" width="1200" height="150" fill="#4b5a53"/>
${Array.from({ length: 7 }, (_, index) => `<rect x="${60 + index * 170}" y="730" width="90" height="8" fill="#ffffff" opacity="0.7"/>`).join('')}
${shadows}
</svg>`;
  return { svg, pictures };
}

/** The Snack Lab poster (800 x 1100): its food across the top, the title measured to fit inside the margins, then its lines. */
export function posterArt(heading: string, subheading: string, lines: string[], palette: Palette): Art {
  const margin = 64;
  const inner = 800 - 2 * margin;
  const { shadows, pictures } = foods([
    ['🍢', 190, 190, 220],
    ['🌭', 420, 170, 200],
    ['🍡', 630, 210, 190],
  ]);
  const title = fittedText(heading, margin, 480, inner, 150, palette.ink);
  const sub = fittedText(subheading, margin, 600, inner, 84, palette.accent);
  const body = lines.map((line, index) => fittedText(line, margin, 700 + index * 56, inner, 40, palette.ink, 600).svg).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1100" viewBox="0 0 800 1100">
<defs>${gradient('q', palette)}</defs>
<rect width="800" height="1100" fill="url(#q)"/>
<circle cx="420" cy="200" r="230" fill="#ffffff" opacity="0.14"/>
${shadows}
${title.svg}
${sub.svg}
${body}
<rect x="${margin}" y="1000" width="${inner}" height="8" rx="4" fill="${palette.accent}"/>
</svg>`;
  return { svg, pictures };
}
