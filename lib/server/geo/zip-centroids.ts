import 'server-only';
import zipcodes from 'zipcodes';
import type { Point } from '@/lib/stores/distance';

/** The centre of a US ZIP code from the bundled table (no geocoding call, works offline). */
export function zipCentroid(zip: string): Point | null {
  const found = zipcodes.lookup(zip);
  return found && typeof found.latitude === 'number' && typeof found.longitude === 'number' ? { lat: found.latitude, lng: found.longitude } : null;
}
