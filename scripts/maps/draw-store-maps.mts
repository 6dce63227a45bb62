// Draws public/maps/stores/{slug}.{ko,en}.svg: each store's neighbourhood for the store page's
// Location tab when there is no Google Maps key (offline, no tiles): county outlines and names,
// state lines, a 5-mile scale, the store and the other Lotte Plaza stores nearby, labelled in
// the page's language. Also writes lib/content/store-map-areas.json (the counties and the
// neighbours each picture shows), which the page uses for the picture's text alternative.
// Usage: npx tsx --conditions=react-server scripts/maps/draw-store-maps.mts
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoMercator, geoPath, geoBounds } from 'd3-geo';
import type { Feature, Geometry } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { STORES, type Store } from '@/lib/content/stores';

const require = createRequire(import.meta.url);
const atlas = JSON.parse(readFileSync(require.resolve('us-atlas/counties-10m.json'), 'utf8')) as Topology;
const counties = (feature(atlas, atlas.objects.counties as GeometryCollection) as unknown as { features: Array<Feature<Geometry, { name: string }>> }).features;
const stateLines = mesh(atlas, atlas.objects.states as GeometryCollection, (a, b) => a !== b);

// Large type for its size: on a phone the picture is shown about 350 px wide.
const WIDTH = 600;
const HEIGHT = 450;
/** Degrees of longitude shown: about 40 km across in Maryland, enough for a few neighbours. */
const SPAN = 0.46;
const MILE_KM = 1.609344;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function pin(x: number, y: number, colour: string, size: number): string {
  // A teardrop whose tip is on the place.
  const r = size / 2;
  return `<path d="M${x} ${y} l${-r * 0.9} ${-r * 1.5} a${r} ${r} 0 1 1 ${r * 1.8} 0 z" fill="${colour}" stroke="#fff" stroke-width="2"/><circle cx="${x}" cy="${y - r * 2}" r="${r * 0.35}" fill="#fff"/>`;
}

/** About how wide a line of this type is, in pixels (bold sans-serif; Hangul is wider). */
const textWidth = (text: string, size: number) => [...text].reduce((sum, ch) => sum + (/[\u3131-\uD79D]/.test(ch) ? 1 : 0.66), 0) * size;

function label(x: number, y: number, text: string, { size, weight, colour }: { size: number; weight: number; colour: string }): string {
  // Whole inside the picture, even for a place near its edge.
  const half = textWidth(text, size) / 2;
  x = Math.min(WIDTH - half - 6, Math.max(half + 6, x));
  return `<text x="${x}" y="${y}" text-anchor="middle" font-size="${size}" font-weight="${weight}" fill="${colour}" stroke="#fff" stroke-width="4" stroke-linejoin="round" paint-order="stroke">${escape(text)}</text>`;
}

function draw(store: Store, locale: 'ko' | 'en') {
  const half = SPAN / 2;
  const halfLat = ((SPAN * HEIGHT) / WIDTH / 2) * Math.cos((store.lat * Math.PI) / 180);
  const window: Feature<Geometry> = {
    type: 'Feature',
    properties: {},
    geometry: {
      type: 'Polygon',
      coordinates: [[[store.lng - half, store.lat - halfLat], [store.lng - half, store.lat + halfLat], [store.lng + half, store.lat + halfLat], [store.lng + half, store.lat - halfLat], [store.lng - half, store.lat - halfLat]]],
    },
  };
  // Clipped to the picture and rounded to a tenth of a pixel: each file stays small.
  const projection = geoMercator().fitExtent([[0, 0], [WIDTH, HEIGHT]], window).clipExtent([[-2, -2], [WIDTH + 2, HEIGHT + 2]]);
  const path = geoPath(projection).digits(1);
  const inside = ([x, y]: [number, number], margin = 0) => x >= margin && x <= WIDTH - margin && y >= margin && y <= HEIGHT - margin;

  const [[west, south], [east, north]] = geoBounds(window);
  const near = counties.filter((county) => {
    const [[w, s], [e, n]] = geoBounds(county);
    return e >= west && w <= east && n >= south && s <= north;
  });
  const shapes = near.map((county) => `<path d="${path(county)}"/>`).join('');
  // Each county named at the middle of the part of it the picture shows, if that part is large.
  const named = near
    .filter((county) => path.area(county) > 7000)
    .map((county) => ({ name: county.properties.name, at: path.centroid(county) as [number, number] }))
    .filter(({ at }) => inside(at, 44));

  const here = projection([store.lng, store.lat]) as [number, number];
  const neighbours = STORES.filter((other) => other.slug !== store.slug)
    .map((other) => ({ other, at: projection([other.lng, other.lat]) as [number, number] }))
    .filter(({ at }) => inside(at, 40))
    // Two pins on one spot (the Jessup sites) would hide each other's names.
    .filter(({ at }) => Math.hypot(at[0] - here[0], at[1] - here[1]) > 44);
  const name = (s: Store) => (locale === 'ko' ? s.title : `Lotte Plaza ${s.titleEng}`);
  const neighbourMarks = neighbours.map(({ other, at }) => pin(at[0], at[1], '#c8102e', 30) + label(at[0], at[1] + 24, name(other), { size: 20, weight: 700, colour: '#8a0b20' })).join('');

  // County names go where they fit whole and cover no pin or store name (else a little higher
  // or lower, else not at all).
  type Box = [number, number, number, number];
  const overlaps = (a: Box, b: Box) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
  const textBox = (x: number, y: number, text: string, size: number): Box => {
    const half = textWidth(text, size) / 2;
    return [x - half, y - size, x + half, y + 4];
  };
  const taken: Box[] = [
    [here[0] - 130, here[1] - 50, here[0] + 130, here[1] + 40],
    ...neighbours.map(({ other, at }): Box => textBox(at[0], at[1] + 24, name(other), 20)).map(([l, t, r, b]): Box => [l, t - 44, r, b]),
    [0, HEIGHT - 56, 220, HEIGHT],
  ];
  const countyLabels = named
    .flatMap(({ name: county, at }) => {
      const text = county.toUpperCase();
      const half = textWidth(text, 18) / 2;
      const x = Math.min(WIDTH - half - 6, Math.max(half + 6, at[0]));
      for (const y of [at[1], at[1] - 34, at[1] + 34]) {
        const box = textBox(x, y, text, 18);
        if (box[1] < 4 || box[3] > HEIGHT - 4 || taken.some((other) => overlaps(box, other))) continue;
        taken.push(box);
        return [label(x, y, text, { size: 18, weight: 600, colour: '#6f7b75' })];
      }
      return [];
    })
    .join('');

  // A five-mile bar in the lower left corner.
  const [x5] = projection([store.lng + (5 * MILE_KM) / (111.32 * Math.cos((store.lat * Math.PI) / 180)), store.lat]) as [number, number];
  const bar = Math.round(x5 - here[0]);
  const scale = `<g transform="translate(20 ${HEIGHT - 24})"><rect x="-8" y="-26" width="${bar + 74}" height="40" rx="6" fill="#fff" fill-opacity="0.85"/><path d="M0 0h${bar}M0 -8v8M${bar} -8v8" stroke="#1d2521" stroke-width="2.5" fill="none"/><text x="${bar + 8}" y="6" font-size="18" fill="#1d2521">${locale === 'ko' ? '5마일' : '5 mi'}</text></g>`;

  const title = locale === 'ko' ? `${store.title} 주변 지도` : `Map around Lotte Plaza ${store.titleEng}`;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="'Apple SD Gothic Neo','Noto Sans KR','Noto Sans CJK KR','Malgun Gothic',system-ui,sans-serif">`,
    `<title>${escape(title)}</title>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#d4e6f1"/>`,
    `<g fill="#f6f7f4" stroke="#c5cec9" stroke-width="1">${shapes}</g>`,
    `<path d="${path(stateLines)}" fill="none" stroke="#7d8b84" stroke-width="2" stroke-dasharray="8 5"/>`,
    countyLabels,
    neighbourMarks,
    `<circle cx="${here[0]}" cy="${here[1]}" r="40" fill="#0b7a3b" fill-opacity="0.12"/>`,
    pin(here[0], here[1], '#0b7a3b', 44),
    label(here[0], here[1] + 32, name(store), { size: 26, weight: 800, colour: '#064d25' }),
    scale,
    '</svg>',
  ].join('');
  return { svg, counties: named.map(({ name: county }) => county), neighbours: neighbours.map(({ other }) => other.slug) };
}

mkdirSync('public/maps/stores', { recursive: true });
const areas: Record<string, { counties: string[]; neighbours: string[] }> = {};
for (const store of STORES) {
  for (const locale of ['ko', 'en'] as const) {
    const { svg, counties: shown, neighbours } = draw(store, locale);
    writeFileSync(`public/maps/stores/${store.slug}.${locale}.svg`, `${svg}\n`);
    areas[store.slug] = { counties: shown, neighbours };
    if (locale === 'en') console.info(`${store.slug}: ${(svg.length / 1024).toFixed(1)} kB, ${shown.length} counties, ${neighbours.length} neighbours`);
  }
}
writeFileSync('lib/content/store-map-areas.json', `${JSON.stringify(areas, null, 2)}\n`);
