import { geoAlbersUsa } from 'd3-geo';
import type { Point } from './distance';

/**
 * The offline store map: public/maps/east-coast.svg (scripts/maps/draw-states.mjs) is cut
 * from us-atlas' pre-projected states with this viewBox, and markers go on it with the same
 * Albers USA projection. Positions are percentages of the picture, so it can scale freely.
 */
export const MAP_VIEWBOX = { x: 735, y: 190, width: 170, height: 360 } as const;

const projection = geoAlbersUsa().scale(1300).translate([487.5, 305]);

export function mapPosition(point: Point): { left: number; top: number } | null {
  const projected = projection([point.lng, point.lat]);
  if (!projected) return null;
  const [x, y] = projected;
  return {
    left: Math.round(((x - MAP_VIEWBOX.x) / MAP_VIEWBOX.width) * 10000) / 100,
    top: Math.round(((y - MAP_VIEWBOX.y) / MAP_VIEWBOX.height) * 10000) / 100,
  };
}
