'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import { clusterPoints, regionAround, type MapCluster, type MapRegion } from '@/lib/stores/map-clusters';
import { placeLabels, textWidth, type Box, type LabelRequest } from '@/lib/stores/place-labels';
import { useAppLocale } from '@/lib/i18n/client-navigation';
import type { LocatorStore } from './locator-types';
import { useLocatorTexts } from './locator-texts';
import styles from './stores.module.css';

export type { MapRegion };

export const WHOLE_MAP: MapRegion = { left: 0, top: 0, width: 100, height: 100 };
/** Washington & Baltimore, where twelve stores sit within a few miles. */
export const CAPITAL_REGION: MapRegion = { left: 47.5, top: 17.2, width: 11.5, height: 6.6 };
/** The picture's shape (public/maps/east-coast.svg viewBox 170 x 360). */
const MAP_ASPECT = 170 / 360;
/** The width assumed until the map is measured (the server's HTML): about what phones and the desktop column draw. */
const NOMINAL_WIDTH = 280;
/** Markers closer than this (pixels) would cover each other: they become one numbered cluster. */
const CLUSTER_RADIUS = 24;
/**
 * The closest a cluster zooms to: this percent of the picture's width (about 30 km across; the
 * outlines are no finer). Stores still together there (the two Jessup sites) are listed instead.
 */
const CLOSEST_VIEW = 4;
const LABEL_SIZE = 12;
const LABEL_HEIGHT = 16;

/** A reference city, named in the page's language, placed in percent of the whole picture. */
export interface MapCity {
  name: string;
  position: { left: number; top: number } | null;
}

interface OfflineStoreMapProps {
  stores: LocatorStore[];
  region: MapRegion;
  label: string;
  selected: string | null;
  onSelect: (slug: string) => void;
  markerLabel: (store: LocatorStore) => string;
  cities: MapCity[];
  /** The visitor's own position (current-location search), in percent of the whole picture. */
  here?: { position: { left: number; top: number }; label: string } | null;
}

/** Whether a point (percent of the whole picture) lies in a region of it. */
export const within = (position: { left: number; top: number }, region: MapRegion) =>
  position.left >= region.left && position.left <= region.left + region.width && position.top >= region.top && position.top <= region.top + region.height;

/** The element's drawn width, measured once the page runs (before that, the nominal width). */
function useWidth(ref: RefObject<HTMLElement | null>) {
  const [width, setWidth] = useState(NOMINAL_WIDTH);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && entry.contentRect.width > 0 && setWidth(entry.contentRect.width));
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** A marker: a square of `size` above its place, turned 45 degrees (so about 1.4 times as wide). */
const pinBox = (x: number, y: number, size: number): Box => {
  const half = size * 0.71;
  return { left: x - half, top: y - size / 2 - half, right: x + half, bottom: y - size / 2 + half };
};
const roundBox = (x: number, y: number, radius: number): Box => ({ left: x - radius, top: y - radius, right: x + radius, bottom: y + radius });
const percent = (value: number, of: number) => `${(value / of) * 100}%`;

/**
 * The store map without Google: state outlines drawn once into a static SVG, and on top a button
 * per store, or per cluster of stores whose markers would overlap (with their count; it zooms in,
 * or lists the stores it holds when zooming cannot part them), and the names of the store cities
 * and of a few reference cities where they fit.
 */
export function OfflineStoreMap({ stores, region, label, selected, onSelect, markerLabel, cities, here }: OfflineStoreMapProps) {
  const t = useLocatorTexts();
  const locale = useAppLocale();
  const figure = useRef<HTMLElement>(null);
  const wholeButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const width = useWidth(figure);
  const [zoom, setZoom] = useState<MapRegion | null>(null);
  const [listed, setListed] = useState<{ key: string; stores: LocatorStore[] } | null>(null);
  const view = zoom ?? region;
  const aspect = (region.width / region.height) * MAP_ASPECT;
  const height = width / aspect;
  const toPixels = (position: { left: number; top: number }, at: MapRegion = view) => ({
    x: ((position.left - at.left) / at.width) * width,
    y: ((position.top - at.top) / at.height) * height,
  });

  useEffect(() => {
    if (zoom) wholeButton.current?.focus();
  }, [zoom]);
  useEffect(() => {
    list.current?.querySelector('button')?.focus();
  }, [listed]);

  const inside = stores.filter((store) => store.position && within(store.position, view));
  const chosen = inside.find((store) => store.slug === selected);
  // The selected store keeps its own marker, so a choice in the list always shows on the map.
  const clusters = clusterPoints(
    inside.filter((store) => store !== chosen).map((store) => ({ ...toPixels(store.position!), item: store })),
    CLUSTER_RADIUS,
  );
  const singles = [...clusters.filter((cluster) => cluster.items.length === 1), ...(chosen ? [{ ...toPixels(chosen.position!), items: [chosen] }] : [])];
  const groups = clusters.filter((cluster) => cluster.items.length > 1);

  const markerBox = (cluster: MapCluster<LocatorStore>) => pinBox(cluster.x, cluster.y, cluster.items[0] === chosen ? 30 : 22);
  const obstacles: Box[] = [...singles.map(markerBox), ...groups.map((group) => roundBox(group.x, group.y, 16)), ...(zoom ? [{ left: 0, top: 0, right: 120, bottom: 40 }] : [])];
  if (here && within(here.position, view)) obstacles.push(roundBox(toPixels(here.position).x, toPixels(here.position).y, 10));
  const storeCities = new Set(singles.map(({ items }) => items[0]!.city));
  const request = (id: string, text: string, anchor: Box): LabelRequest => ({ id, anchor, width: textWidth(text, LABEL_SIZE) + 4, height: LABEL_HEIGHT });
  const named = [
    ...[...storeCities].map((city) => {
      const marker = singles.find(({ items }) => items[0]!.city === city)!;
      return { text: city, dot: null, request: request(`store:${city}`, city, markerBox(marker)) };
    }),
    ...cities
      .filter((city) => city.position && within(city.position, view) && !storeCities.has(city.name))
      .map((city) => {
        const { x, y } = toPixels(city.position!);
        return { text: city.name, dot: { x, y }, request: request(`city:${city.name}`, city.name, roundBox(x, y, 3)) };
      }),
  ];
  const placed = new Map(placeLabels(named.map((name) => name.request), obstacles, { left: 2, top: 2, right: width - 2, bottom: height - 2 }).map((label) => [label.id, label.box]));

  /** Where a cluster zooms to, or null when its markers would still cover each other there. */
  const zoomFor = (cluster: MapCluster<LocatorStore>) => {
    const target = regionAround(cluster.items.map((store) => store.position!), region, CLOSEST_VIEW);
    const parted = clusterPoints(cluster.items.map((store) => ({ ...toPixels(store.position!, target), item: store })), CLUSTER_RADIUS).length > 1;
    return parted ? target : null;
  };
  const open = (cluster: MapCluster<LocatorStore>, key: string) => {
    const target = zoomFor(cluster);
    if (target) {
      setListed(null);
      setZoom(target);
    } else {
      setListed({ key, stores: cluster.items });
    }
  };
  const closeList = () => {
    const key = listed?.key;
    setListed(null);
    if (key) figure.current?.querySelector<HTMLButtonElement>(`[data-cluster="${key}"]`)?.focus();
  };
  const place = (x: number, y: number) => ({ left: percent(x, width), top: percent(y, height) });

  return (
    <figure ref={figure} tabIndex={-1} className={styles.map} style={{ aspectRatio: String(aspect), width: `min(100%, ${Math.round(70 * aspect * 100) / 100}vh)` }} aria-label={label}>
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src="/maps/east-coast.svg"
        alt=""
        className={styles.mapPicture}
        style={{
          width: `${(100 / view.width) * 100}%`,
          height: `${(100 / view.height) * 100}%`,
          left: `${(-view.left / view.width) * 100}%`,
          top: `${(-view.top / view.height) * 100}%`,
        }}
      />
      {/* The names are for the eye; the markers carry each store's name for assistive technology. */}
      <div aria-hidden="true">
        {named.map(({ text, dot, request: { id } }) => {
          const box = placed.get(id);
          if (!box) return null;
          return (
            <span key={id}>
              {dot ? <span className={styles.mapDot} style={place(dot.x, dot.y)} /> : null}
              <span className={styles.mapLabel} data-store={id.startsWith('store:')} style={place(box.left, box.top)}>
                {text}
              </span>
            </span>
          );
        })}
      </div>
      {/* Before the markers, so that they are drawn over it (stores.module.css). */}
      {here && within(here.position, view) ? <span className={styles.here} role="img" aria-label={here.label} title={here.label} style={place(toPixels(here.position).x, toPixels(here.position).y)} /> : null}
      {groups.map((group) => {
        const key = group.items.map((store) => store.slug).join(' ');
        const names = new Intl.ListFormat(locale, { style: 'narrow' }).format(group.items.map((store) => store.title));
        return (
          <button
            key={key}
            type="button"
            className={styles.cluster}
            data-cluster={key}
            aria-label={t(zoomFor(group) ? 'mapCluster' : 'mapClusterList', { count: group.items.length, names })}
            style={place(group.x, group.y)}
            onClick={() => open(group, key)}
          >
            {group.items.length}
          </button>
        );
      })}
      {singles.map(({ x, y, items: [store] }) => (
        <button
          key={store!.slug}
          type="button"
          className={styles.marker}
          data-distributor={store!.distributor}
          aria-pressed={store!.slug === selected}
          aria-label={markerLabel(store!)}
          style={place(x, y)}
          onClick={() => onSelect(store!.slug)}
        />
      ))}
      {zoom ? (
        <button
          ref={wholeButton}
          type="button"
          className={`button button-outline ${styles.mapWhole}`}
          onClick={() => {
            setZoom(null);
            setListed(null);
            figure.current?.focus();
          }}
        >
          {t('mapWhole')}
        </button>
      ) : null}
      {listed ? (
        <div
          ref={list}
          role="group"
          aria-label={t('mapClusterStores')}
          className={styles.mapList}
          onKeyDown={(event) => {
            if (event.key === 'Escape') closeList();
          }}
        >
          <ul>
            {listed.stores.map((store) => (
              <li key={store.slug}>
                <button
                  type="button"
                  onClick={() => {
                    onSelect(store.slug);
                    setListed(null);
                  }}
                >
                  {markerLabel(store)}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className={styles.mapListClose} onClick={closeList}>
            {t('mapListClose')}
          </button>
        </div>
      ) : null}
      <figcaption className="visually-hidden">{label}</figcaption>
    </figure>
  );
}
