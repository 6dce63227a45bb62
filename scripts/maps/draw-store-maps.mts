// Draws public/maps/stores/{slug}.{ko,en}.svg: where each store is, for the store page's Location
// tab when there is no Google Maps key (offline, no tiles): the nearby towns named (the ZIP table's
// towns with the most ZIP codes, a rough measure of size; a few reference cities in the page's
// language), the other Lotte Plaza stores nearby, faint county lines, state lines, a 5-mile scale,
// and in a corner the store's state with the store marked. Labels never cover each other
// (lib/stores/place-labels.ts). Also writes lib/content/store-map-areas.json (the towns and
// neighbours each picture shows), which the page uses for the picture's text alternative.
// Usage: npx tsx --conditions=react-server scripts/maps/draw-store-maps.mts
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoAlbers, geoBounds, geoMercator, geoPath } from 'd3-geo';
import type { Feature, Geometry } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import zipcodes from 'zipcodes';
import { MAP_CITIES } from '@/lib/content/map-cities';
import { FIRST_STORES } from '@/lib/content/stores';
import type { Store } from '@/lib/stores/store';
import { overlaps, placeLabels, textWidth, type Box } from '@/lib/stores/place-labels';

const require = createRequire(import.meta.url);
const atlas = JSON.parse(readFileSync(require.resolve('us-atlas/counties-10m.json'), 'utf8')) as Topology;
type Named = Feature<Geometry, { name: string }>;
const counties = (feature(atlas, atlas.objects.counties as GeometryCollection) as unknown as { features: Named[] }).features;
const states = (feature(atlas, atlas.objects.states as GeometryCollection) as unknown as { features: Named[] }).features;
const stateLines = mesh(atlas, atlas.objects.states as GeometryCollection, (a, b) => a !== b);
const STATE_NAMES = { MD: 'Maryland', VA: 'Virginia', FL: 'Florida', NJ: 'New Jersey' } as const;
const messages = {
  ko: JSON.parse(readFileSync('messages/ko.json', 'utf8')).stores.states as Record<string, string>,
  en: JSON.parse(readFileSync('messages/en.json', 'utf8')).stores.states as Record<string, string>,
};

/** Towns of the ZIP table: each town's ZIP codes counted, placed at their mean. */
const towns = (() => {
  const byTown = new Map<string, { name: string; state: string; zips: number; lat: number; lng: number }>();
  for (const code of Object.values(zipcodes.codes)) {
    const key = `${code.city}|${code.state}`;
    const town = byTown.get(key) ?? { name: code.city, state: code.state, zips: 0, lat: 0, lng: 0 };
    town.lat = (town.lat * town.zips + code.latitude) / (town.zips + 1);
    town.lng = (town.lng * town.zips + code.longitude) / (town.zips + 1);
    town.zips += 1;
    byTown.set(key, town);
  }
  return [...byTown.values()].sort((a, b) => b.zips - a.zips);
})();

// Large type for its size: on a phone the picture is shown about 350 px wide.
const WIDTH = 600;
const HEIGHT = 450;
/** Degrees of longitude shown: about 60 km across in Maryland, enough for the nearest towns. */
const SPAN = 0.7;
const MILE_KM = 1.609344;
const TOWN_SIZE = 17;
const MAX_TOWNS = 9;
const INSET: Box = { left: WIDTH - 150, top: 10, right: WIDTH - 10, bottom: 120 };

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function pin(x: number, y: number, colour: string, size: number): string {
  // A teardrop whose tip is on the place.
  const r = size / 2;
  return `<path d="M${x.toFixed(1)} ${y.toFixed(1)}l${-r * 0.9} ${-r * 1.5}a${r} ${r} 0 1 1 ${r * 1.8} 0z" fill="${colour}" stroke="#fff" stroke-width="2"/><circle cx="${x.toFixed(1)}" cy="${(y - r * 2).toFixed(1)}" r="${r * 0.35}" fill="#fff"/>`;
}

function text(box: Box, content: string, { size, weight, colour }: { size: number; weight: number; colour: string }): string {
  const x = (box.left + box.right) / 2;
  const y = box.bottom - (box.bottom - box.top - size) / 2 - size * 0.18;
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" text-anchor="middle" font-size="${size}" font-weight="${weight}" fill="${colour}" stroke="#fff" stroke-width="4" stroke-linejoin="round" paint-order="stroke">${escape(content)}</text>`;
}

/** The box of a line of text centred under a point, kept inside the picture. */
function under(x: number, y: number, content: string, size: number): Box {
  const width = textWidth(content, size) + 8;
  const left = Math.min(WIDTH - width - 6, Math.max(6, x - width / 2));
  return { left, top: y, right: left + width, bottom: y + size + 6 };
}

/** The store's state, small, with the store marked: where on the East Coast this is. */
function locator(store: Store, locale: 'ko' | 'en'): string {
  const state = states.find((candidate) => candidate.properties.name === STATE_NAMES[store.state])!;
  const name = messages[locale][store.state]!;
  const box: [[number, number], [number, number]] = [[INSET.left + 8, INSET.top + 8], [INSET.right - 8, INSET.bottom - 28]];
  const projection = geoAlbers().rotate([-store.lng, 0]).center([0, store.lat]).fitExtent(box, state);
  const path = geoPath(projection).digits(0);
  const [x, y] = projection([store.lng, store.lat]) as [number, number];
  return [
    `<rect x="${INSET.left}" y="${INSET.top}" width="${INSET.right - INSET.left}" height="${INSET.bottom - INSET.top}" rx="8" fill="#fff" fill-opacity="0.92" stroke="#c5cec9"/>`,
    `<path d="${path(state)}" fill="#e3f1e7" stroke="#5e9c76" stroke-width="1.5" stroke-linejoin="round"/>`,
    `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="5" fill="#0b7a3b" stroke="#fff" stroke-width="2"/>`,
    `<text x="${(INSET.left + INSET.right) / 2}" y="${INSET.bottom - 9}" text-anchor="middle" font-size="16" font-weight="700" fill="#3b4641">${escape(name)}</text>`,
  ].join('');
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
  // Clipped to the picture and rounded to a pixel: each file stays small.
  const projection = geoMercator().fitExtent([[0, 0], [WIDTH, HEIGHT]], window).clipExtent([[-2, -2], [WIDTH + 2, HEIGHT + 2]]);
  const path = geoPath(projection).digits(0);
  const at = (lng: number, lat: number) => projection([lng, lat]) as [number, number];
  const inside = ([x, y]: [number, number], margin = 0) => x >= margin && x <= WIDTH - margin && y >= margin && y <= HEIGHT - margin;

  const [[west, south], [east, north]] = geoBounds(window);
  const near = counties.filter((county) => {
    const [[w, s], [e, n]] = geoBounds(county);
    return e >= west && w <= east && n >= south && s <= north;
  });
  const land = near.map((county) => path(county)).join('');

  const name = (s: Store) => (locale === 'ko' ? s.title : `Lotte Plaza ${s.titleEng}`);
  const here = at(store.lng, store.lat);
  const scaleBox: Box = { left: 0, top: HEIGHT - 56, right: 200, bottom: HEIGHT };
  const pinBox = ([x, y]: [number, number], size: number): Box => ({ left: x - size / 2, top: y - size * 1.1, right: x + size / 2, bottom: y });
  const nearby = FIRST_STORES.filter((other) => other.slug !== store.slug)
    .map((other) => ({ other, at: at(other.lng, other.lat) }))
    // Two pins on one spot (the Jessup sites) would hide each other's names.
    .filter(({ at: point }) => inside(point, 16) && point[1] > 40 && Math.hypot(point[0] - here[0], point[1] - here[1]) > 30)
    // Not under the corner map.
    .filter(({ at: point }) => !overlaps(pinBox(point, 28), INSET));
  // The store's name under its pin, or above it if a neighbour's pin is there.
  const storeLabel = [under(here[0], here[1] + 6, name(store), 26), under(here[0], here[1] - 90, name(store), 26)].find((box) => !nearby.some(({ at: point }) => overlaps(pinBox(point, 28), box))) ?? under(here[0], here[1] + 6, name(store), 26);
  const fixed: Box[] = [pinBox(here, 48), storeLabel, scaleBox, INSET];
  // The other stores (their red pins say Lotte Plaza: the town's name is enough), each named
  // beside its pin where that fits.
  const short = (s: Store) => (locale === 'ko' ? s.title : s.titleEng);
  const neighbourNames = new Map(
    placeLabels(
      nearby.map(({ other, at: point }) => ({ id: other.slug, anchor: pinBox(point, 28), width: textWidth(short(other), 18) + 8, height: 24 })),
      [...fixed, ...nearby.map(({ at: point }) => pinBox(point, 28))],
      { left: 4, top: 4, right: WIDTH - 4, bottom: HEIGHT - 4 },
    ).map(({ id, box }) => [id, box]),
  );
  const neighbours = nearby.map((neighbour) => ({ ...neighbour, box: neighbourNames.get(neighbour.other.slug) }));
  const obstacles: Box[] = [...fixed, ...neighbours.flatMap(({ at: point, box }) => [pinBox(point, 28), ...(box ? [box] : [])])];

  const dot = ([x, y]: [number, number]): Box => ({ left: x - 5, top: y - 5, right: x + 5, bottom: y + 5 });
  // Reference cities first (named in the page's language), then the ZIP table's largest towns;
  // not the towns the store names already say.
  const storeTowns = new Set([store, ...neighbours.map(({ other }) => other)].map((s) => s.cityEng.replace(/ \(.*\)$/, '').toLowerCase()));
  const reference = MAP_CITIES.map((city) => ({ label: locale === 'ko' ? city.ko : city.en, en: city.en, match: city.en.replace(/,.*$/, '').toLowerCase(), point: at(city.lng, city.lat) }));
  const candidates = [
    ...reference,
    ...towns
      .filter((town) => town.lng > west && town.lng < east && town.lat > south && town.lat < north)
      .filter((town) => !reference.some((city) => city.match === town.name.toLowerCase()))
      .map((town) => ({ label: town.name, en: town.name, match: town.name.toLowerCase(), point: at(town.lng, town.lat) })),
  ].filter(({ match, point }) => inside(point, 4) && !storeTowns.has(match) && !obstacles.some((box) => overlaps(dot(point), box)));
  const placed = placeLabels(
    candidates.slice(0, 40).map(({ en, label, point }) => ({ id: en, anchor: dot(point), width: textWidth(label, TOWN_SIZE) + 6, height: TOWN_SIZE + 6 })),
    [...obstacles, ...candidates.slice(0, 40).map(({ point }) => dot(point))],
    { left: 4, top: 4, right: WIDTH - 4, bottom: HEIGHT - 4 },
  ).slice(0, MAX_TOWNS);
  const townMarks = placed
    .map(({ id, box }) => {
      const town = candidates.find((candidate) => candidate.en === id)!;
      return `<circle cx="${town.point[0].toFixed(1)}" cy="${town.point[1].toFixed(1)}" r="4.5" fill="#3b4641" stroke="#fff" stroke-width="1.5"/>${text(box, town.label, { size: TOWN_SIZE, weight: 600, colour: '#2f3833' })}`;
    })
    .join('');

  // A five-mile bar in the lower left corner.
  const [x5] = at(store.lng + (5 * MILE_KM) / (111.32 * Math.cos((store.lat * Math.PI) / 180)), store.lat);
  const bar = Math.round(x5 - here[0]);
  const scale = `<g transform="translate(20 ${HEIGHT - 24})"><rect x="-8" y="-26" width="${bar + 74}" height="40" rx="6" fill="#fff" fill-opacity="0.85"/><path d="M0 0h${bar}M0 -8v8M${bar} -8v8" stroke="#1d2521" stroke-width="2.5" fill="none"/><text x="${bar + 8}" y="6" font-size="18" fill="#1d2521">${locale === 'ko' ? '5마일' : '5 mi'}</text></g>`;

  const title = locale === 'ko' ? `${store.title} 주변 지도` : `Map around Lotte Plaza ${store.titleEng}`;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="'Apple SD Gothic Neo','Noto Sans KR','Noto Sans CJK KR','Malgun Gothic',system-ui,sans-serif">`,
    `<title>${escape(title)}</title>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#cfe3ef"/>`,
    `<path d="${land}" fill="#f7f7f3" stroke="#dde3df" stroke-width="1"/>`,
    `<path d="${path(stateLines)}" fill="none" stroke="#8d9a93" stroke-width="2" stroke-dasharray="8 5"/>`,
    townMarks,
    neighbours.map(({ other, at: [x, y], box }) => pin(x, y, '#c8102e', 28) + (box ? text(box, short(other), { size: 18, weight: 700, colour: '#8a0b20' }) : '')).join(''),
    `<circle cx="${here[0].toFixed(1)}" cy="${here[1].toFixed(1)}" r="36" fill="#0b7a3b" fill-opacity="0.14"/>`,
    pin(here[0], here[1], '#0b7a3b', 44),
    text(storeLabel, name(store), { size: 26, weight: 800, colour: '#064d25' }),
    scale,
    locator(store, locale),
    '</svg>',
  ].join('');
  return { svg, towns: placed.map(({ id }) => candidates.find((candidate) => candidate.en === id)!.label), neighbours: neighbours.map(({ other }) => other.slug) };
}

mkdirSync('public/maps/stores', { recursive: true });
const areas: Record<string, { towns: { ko: string[]; en: string[] }; neighbours: string[] }> = {};
for (const store of FIRST_STORES) {
  const towns = { ko: [] as string[], en: [] as string[] };
  let neighbours: string[] = [];
  for (const locale of ['ko', 'en'] as const) {
    const drawn = draw(store, locale);
    writeFileSync(`public/maps/stores/${store.slug}.${locale}.svg`, `${drawn.svg}\n`);
    towns[locale] = drawn.towns;
    neighbours = drawn.neighbours;
    if (locale === 'en') console.info(`${store.slug}: ${(drawn.svg.length / 1024).toFixed(1)} kB, ${drawn.towns.length} towns, ${neighbours.length} neighbours`);
  }
  areas[store.slug] = { towns, neighbours };
}
writeFileSync('lib/content/store-map-areas.json', `${JSON.stringify(areas, null, 2)}\n`);
