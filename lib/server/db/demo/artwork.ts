import 'server-only';

/** SVG drawings for the demo content: weekly flyers, deal thumbnails and slider images. */

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
  for (const char of text) width += /[\u1100-\u11ff\u3000-\u9fff\uac00-\ud7af]/.test(char) ? 1 : char === ' ' ? 0.3 : 0.56;
  return width;
}

/** Splits text into lines no wider than `maxEm` ems. */
export function wrapText(text: string, maxEm: number, maxLines = 3): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
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
        `<text x="${x}" y="${y + index * size * 1.22}" font-family="Pretendard" font-weight="${weight}" font-size="${size}" fill="${color}" text-anchor="${anchor}">${escapeXml(line)}</text>`,
    )
    .join('');
}

function gradient(id: string, palette: Palette): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`;
}

/** A produce-like blob: a fruit or vegetable suggested by a round shape, a highlight and a leaf. */
function produce(cx: number, cy: number, r: number, color: string): string {
  return [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>`,
    `<ellipse cx="${cx - r * 0.35}" cy="${cy - r * 0.35}" rx="${r * 0.22}" ry="${r * 0.14}" fill="#fff" opacity="0.45"/>`,
    `<path d="M${cx} ${cy - r * 0.95} q ${r * 0.5} ${-r * 0.55} ${r * 0.9} ${-r * 0.2} q ${-r * 0.45} ${r * 0.35} ${-r * 0.9} ${r * 0.2}z" fill="#2e8b3a"/>`,
  ].join('');
}

export interface FlyerItem {
  name: string;
  sub: string;
  price: string;
  unit: string;
  color: string;
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

/** A weekly flyer page (1080 x 1528): header band, six items with prices, footer. */
export function flyerSvg(spec: FlyerSpec): string {
  const width = 1080;
  const height = 1528;
  const cards = spec.items.slice(0, 6).map((item, index) => {
    const col = index % 2;
    const row = Math.floor(index / 2);
    const x = 48 + col * 504;
    const y = 372 + row * 320;
    return [
      `<rect x="${x}" y="${y}" width="480" height="296" rx="28" fill="#ffffff"/>`,
      produce(x + 108, y + 150, 74, item.color),
      textLines(wrapText(item.name, 9, 2), x + 208, y + 96, 34, '#1b2420', 800),
      textLines(wrapText(item.sub, 14, 1), x + 208, y + 182, 24, '#5a6661', 500),
      `<rect x="${x + 204}" y="${y + 206}" width="250" height="66" rx="33" fill="${spec.palette.from}"/>`,
      `<text x="${x + 329}" y="${y + 252}" font-family="Pretendard" font-weight="800" font-size="38" fill="#ffffff" text-anchor="middle">${escapeXml(item.price)}<tspan font-size="22" font-weight="600">${escapeXml(item.unit)}</tspan></text>`,
    ].join('');
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${gradient('bg', spec.palette)}</defs>
<rect width="${width}" height="${height}" fill="#f4f1e8"/>
<rect width="${width}" height="340" fill="url(#bg)"/>
<circle cx="960" cy="40" r="190" fill="#ffffff" opacity="0.12"/>
<circle cx="80" cy="330" r="120" fill="#ffffff" opacity="0.10"/>
<text x="56" y="84" font-family="Pretendard" font-weight="800" font-size="30" letter-spacing="4" fill="${spec.palette.ink}">LOTTE PLAZA MARKET</text>
${textLines([spec.heading], 56, 178, 84, spec.palette.ink, 800)}
<rect x="56" y="214" width="${Math.max(220, emWidth(spec.edition) * 30 + 48)}" height="52" rx="26" fill="${spec.palette.accent}"/>
<text x="80" y="250" font-family="Pretendard" font-weight="800" font-size="30" fill="#1b2420">${escapeXml(spec.edition)}</text>
${textLines([spec.region], 56, 314, 30, spec.palette.ink, 600)}
${textLines([spec.week], 1024, 314, 30, spec.palette.ink, 700, 'end')}
${cards.join('\n')}
<rect y="1356" width="${width}" height="172" fill="#1b2420"/>
${textLines(wrapText(spec.footer, 34, 3), 56, 1410, 24, '#d7dcd9', 500)}
</svg>`;
}

/** A deal thumbnail (800 x 600): colour field, produce shapes, the title and the dates. */
export function thumbnailSvg(title: string, dates: string, palette: Palette, seed: number): string {
  const shapes = [0, 1, 2].map((i) => produce(560 + i * 90 - (seed % 3) * 20, 430 - (i % 2) * 70, 70 - i * 8, ['#ff5a4f', '#ffb000', '#8bc34a', '#ff7fa8'][(seed + i) % 4]!));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<defs>${gradient('g', palette)}</defs>
<rect width="800" height="600" fill="url(#g)"/>
<circle cx="${640 + (seed % 5) * 10}" cy="110" r="150" fill="#ffffff" opacity="0.12"/>
${shapes.join('')}
<text x="48" y="78" font-family="Pretendard" font-weight="800" font-size="24" letter-spacing="3" fill="${palette.ink}" opacity="0.9">SPECIAL DEAL</text>
${textLines(wrapText(title, 12, 3), 48, 170, 56, palette.ink, 800)}
<rect x="48" y="500" width="${emWidth(dates) * 26 + 40}" height="52" rx="26" fill="${palette.accent}"/>
<text x="68" y="535" font-family="Pretendard" font-weight="700" font-size="26" fill="#1b2420">${escapeXml(dates)}</text>
</svg>`;
}

/** A slider image: wide for desktops (1920 x 720) or tall for phones (750 x 1000). */
export function slideSvg(kind: 'pc' | 'mobile', palette: Palette, headline: string | null, sub: string | null, seed: number): string {
  const [width, height] = kind === 'pc' ? [1920, 720] : [750, 1000];
  const scale = kind === 'pc' ? 1 : 0.8;
  const field = Array.from({ length: 7 }, (_, i) =>
    produce(
      (kind === 'pc' ? 1100 : 120) + ((i * 173 + seed * 31) % (kind === 'pc' ? 760 : 520)),
      (kind === 'pc' ? 140 : 560) + ((i * 97 + seed * 17) % (kind === 'pc' ? 460 : 360)),
      (60 + ((i * 23) % 50)) * scale,
      ['#ff5a4f', '#ffb000', '#8bc34a', '#ff7fa8', '#ffd54f'][(i + seed) % 5]!,
    ),
  );
  const text = headline
    ? textLines(wrapText(headline, kind === 'pc' ? 14 : 11, 2), kind === 'pc' ? 120 : 60, kind === 'pc' ? 300 : 190, kind === 'pc' ? 88 : 68, palette.ink, 800) +
      (sub ? textLines(wrapText(sub, kind === 'pc' ? 30 : 20, 2), kind === 'pc' ? 120 : 60, kind === 'pc' ? 500 : 400, kind === 'pc' ? 40 : 34, palette.ink, 500) : '')
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${gradient('s', palette)}</defs>
<rect width="${width}" height="${height}" fill="url(#s)"/>
<circle cx="${width * 0.82}" cy="${height * 0.2}" r="${height * 0.45}" fill="#ffffff" opacity="0.10"/>
${field.join('')}
${text}
</svg>`;
}

/** A store "photo" (1200 x 800): a colour field with produce shapes and a caption chip. */
export function sceneSvg(caption: string, palette: Palette, seed: number): string {
  const field = Array.from({ length: 9 }, (_, i) =>
    produce(120 + ((i * 131 + seed * 53) % 960), 200 + ((i * 89 + seed * 37) % 420), 50 + ((i * 29 + seed) % 60), ['#ff5a4f', '#ffb000', '#8bc34a', '#ff7fa8', '#ffd54f'][(i + seed) % 5]!),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<defs>${gradient('p', palette)}</defs>
<rect width="1200" height="800" fill="url(#p)"/>
<rect y="560" width="1200" height="240" fill="#000000" opacity="0.12"/>
${field.join('')}
<rect x="48" y="680" width="${emWidth(caption) * 36 + 56}" height="72" rx="36" fill="${palette.accent}"/>
<text x="76" y="728" font-family="Pretendard" font-weight="800" font-size="36" fill="#1b2420">${escapeXml(caption)}</text>
</svg>`;
}

/** The Snack Lab poster (800 x 1100). */
export function posterSvg(heading: string, lines: string[], palette: Palette): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1100" viewBox="0 0 800 1100">
<defs>${gradient('q', palette)}</defs>
<rect width="800" height="1100" fill="url(#q)"/>
${produce(600, 240, 140, '#ffd54f')}${produce(200, 880, 110, '#ff7fa8')}
${textLines(wrapText(heading, 10, 2), 64, 200, 96, palette.ink, 800)}
${textLines(lines, 64, 520, 40, palette.ink, 600)}
</svg>`;
}
