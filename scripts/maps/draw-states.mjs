#!/usr/bin/env node
// Draws public/maps/east-coast.svg: the state outlines behind the store map when there is no
// Google Maps key (offline, no tiles). us-atlas' states are pre-projected (Albers USA, 975 x 610),
// so paths are drawn without a projection; lib/stores/map-projection.ts places the markers with
// the same projection. Lines keep their width when the map zooms into a cluster (non-scaling
// strokes); the city names are drawn by the page, in its language.
// Run after changing the crop: node scripts/maps/draw-states.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoPath } from 'd3-geo';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const atlas = JSON.parse(readFileSync(require.resolve('us-atlas/states-albers-10m.json'), 'utf8'));
const states = feature(atlas, atlas.objects.states).features;

// Keep in step with MAP_VIEWBOX in lib/stores/map-projection.ts.
const [x0, y0, width, height] = [735, 190, 170, 360];
const OURS = new Set(['Maryland', 'Virginia', 'Florida', 'New Jersey']);
// Two decimals: still under a pixel at the map's closest zoom (12 times), and a smaller file.
const path = geoPath().digits(2);

const shapes = states
  .map((state) => {
    const [[minX, minY], [maxX, maxY]] = path.bounds(state);
    if (maxX < x0 || minX > x0 + width || maxY < y0 || minY > y0 + height) return null;
    const ours = OURS.has(state.properties.name);
    return `<path d="${path(state)}" fill="${ours ? '#e3f1e7' : '#f3f4f2'}" stroke="${ours ? '#5e9c76' : '#b9c3be'}" stroke-width="${ours ? 1.2 : 1}" vector-effect="non-scaling-stroke" stroke-linejoin="round"/>`;
  })
  .filter(Boolean);

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${x0} ${y0} ${width} ${height}" preserveAspectRatio="xMidYMid meet"><rect x="${x0}" y="${y0}" width="${width}" height="${height}" fill="#eaf3f8"/>${shapes.join('')}</svg>\n`;
writeFileSync('public/maps/east-coast.svg', svg);
console.info(`public/maps/east-coast.svg: ${shapes.length} states, ${(svg.length / 1024).toFixed(1)} kB`);
