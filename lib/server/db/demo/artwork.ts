import 'server-only';
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
  name: string;
  sub: string;
  price: string;
  unit: string;
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

/** A weekly flyer page (1080 x 1528): header band, six items with their pictures and prices, footer. */
export function flyerArt(spec: FlyerSpec): Art {
  const width = 1080;
  const height = 1528;
  const pictures: Picture[] = [];
  const cards = spec.items.slice(0, 6).map((item, index) => {
    const col = index % 2;
    const row = Math.floor(index / 2);
    const x = 48 + col * 504;
    const y = 372 + row * 320;
    const { shadow, picture } = food(item.emoji, x + 104, y + 140, 168);
    pictures.push(picture);
    return [
      `<rect x="${x}" y="${y}" width="480" height="296" rx="28" fill="#ffffff"/>`,
      shadow,
      textLines(wrapText(item.name, 9, 2), x + 208, y + 96, 34, '#1b2420', 800),
      textLines(wrapText(item.sub, 14, 1), x + 208, y + 182, 24, '#5a6661', 500),
      `<rect x="${x + 204}" y="${y + 206}" width="250" height="66" rx="33" fill="${spec.palette.from}"/>`,
      `<text x="${x + 329}" y="${y + 252}" font-family="${FONTS}" font-weight="800" font-size="38" fill="#ffffff" text-anchor="middle">${escapeXml(item.price)}<tspan font-size="22" font-weight="600">${escapeXml(item.unit)}</tspan></text>`,
    ].join('');
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${gradient('bg', spec.palette)}</defs>
<rect width="${width}" height="${height}" fill="#f4f1e8"/>
<rect width="${width}" height="340" fill="url(#bg)"/>
<circle cx="960" cy="40" r="190" fill="#ffffff" opacity="0.12"/>
<circle cx="80" cy="330" r="120" fill="#ffffff" opacity="0.10"/>
<text x="56" y="84" font-family="${FONTS}" font-weight="800" font-size="30" letter-spacing="4" fill="${spec.palette.ink}">LOTTE PLAZA MARKET</text>
${textLines([spec.heading], 56, 178, Math.min(84, Math.floor(960 / emWidth(spec.heading))), spec.palette.ink, 800)}
<rect x="56" y="214" width="${Math.max(220, emWidth(spec.edition) * 30 + 48)}" height="52" rx="26" fill="${spec.palette.accent}"/>
<text x="80" y="250" font-family="${FONTS}" font-weight="800" font-size="30" fill="#1b2420">${escapeXml(spec.edition)}</text>
${textLines([spec.region], 56, 314, 30, spec.palette.ink, 600)}
${textLines([spec.week], 1024, 314, 30, spec.palette.ink, 700, 'end')}
${cards.join('\n')}
<rect y="1340" width="${width}" height="188" fill="#1b2420"/>
${textLines(wrapText(spec.footer, 40, 5), 56, 1384, 23, '#d7dcd9', 500)}
</svg>`;
  return { svg, pictures };
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
