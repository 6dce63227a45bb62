'use client';

import type { LocatorStore } from './locator-types';
import styles from './stores.module.css';

/** A part of the map picture, in percent of it: the whole coast, or an enlarged inset. */
export interface MapRegion {
  left: number;
  top: number;
  width: number;
  height: number;
}

export const WHOLE_MAP: MapRegion = { left: 0, top: 0, width: 100, height: 100 };
/** Washington & Baltimore, where twelve stores sit within a few miles. */
export const CAPITAL_REGION: MapRegion = { left: 47.5, top: 17.2, width: 11.5, height: 6.6 };
/** The picture's shape (public/maps/east-coast.svg viewBox 170 x 360). */
const MAP_ASPECT = 170 / 360;

interface OfflineStoreMapProps {
  stores: LocatorStore[];
  region: MapRegion;
  label: string;
  selected: string | null;
  onSelect: (slug: string) => void;
  markerLabel: (store: LocatorStore) => string;
  /** The visitor's own position (current-location search), in percent of the whole picture. */
  here?: { position: { left: number; top: number }; label: string } | null;
}

/** Whether a point (percent of the whole picture) lies in a region of it. */
export const within = (position: { left: number; top: number }, region: MapRegion) =>
  position.left >= region.left && position.left <= region.left + region.width && position.top >= region.top && position.top <= region.top + region.height;

/**
 * The store map without Google: state outlines drawn once into a static SVG, and a button per
 * store on top, focusable and clickable like the Google markers.
 */
export function OfflineStoreMap({ stores, region, label, selected, onSelect, markerLabel, here }: OfflineStoreMapProps) {
  const inside = stores.filter((store) => store.position && within(store.position, region));
  const place = (position: { left: number; top: number }) => ({
    left: `${((position.left - region.left) / region.width) * 100}%`,
    top: `${((position.top - region.top) / region.height) * 100}%`,
  });
  const aspect = (region.width / region.height) * MAP_ASPECT;
  return (
    <figure className={styles.map} style={{ aspectRatio: String(aspect), width: `min(100%, ${Math.round(70 * aspect * 100) / 100}vh)` }} aria-label={label}>
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src="/maps/east-coast.svg"
        alt=""
        className={styles.mapPicture}
        style={{
          width: `${(100 / region.width) * 100}%`,
          height: `${(100 / region.height) * 100}%`,
          left: `${(-region.left / region.width) * 100}%`,
          top: `${(-region.top / region.height) * 100}%`,
        }}
      />
      {inside.map((store) => (
        <button
          key={store.slug}
          type="button"
          className={styles.marker}
          data-distributor={store.distributor}
          aria-pressed={store.slug === selected}
          aria-label={markerLabel(store)}
          style={place(store.position!)}
          onClick={() => onSelect(store.slug)}
        />
      ))}
      {here && within(here.position, region) ? <span className={styles.here} role="img" aria-label={here.label} title={here.label} style={place(here.position)} /> : null}
      <figcaption className="visually-hidden">{label}</figcaption>
    </figure>
  );
}
