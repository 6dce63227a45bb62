'use client';

import type { CSSProperties, MouseEvent } from 'react';
import type { Spot } from '@/lib/sale/items';
import { saleItemId } from '@/lib/sale/item-groups';
import styles from './flyer-viewer.module.css';

/** An item placed on a flyer picture: its entry in the list under the flyer, its name and price, its rectangle. */
export interface FlyerSpot {
  id: number;
  /** "Shin Ramyun, $4.99": the spot's accessible name. */
  label: string;
  spot: Spot;
}

const percent = (fraction: number) => `${Math.round(fraction * 100_000) / 1000}%`;

interface FlyerSpotsProps {
  spots: readonly FlyerSpot[];
  label: string;
  /** What a spot does instead of its link's jump (preventing it): show the item's card in the viewer. */
  onPick?: (id: number, event: MouseEvent<HTMLAnchorElement>) => void;
  className?: string;
  style?: CSSProperties;
}

/**
 * The items on a flyer picture as links over it, sized in % so they fit any size of the picture:
 * each is a link to its entry in the list under the flyer (no script needed; :target highlights
 * it); with script, a tap or click shows the item in the viewer instead (`onPick`).
 */
export function FlyerSpots({ spots, label, onPick, className, style }: FlyerSpotsProps) {
  return (
    <div role="group" aria-label={label} className={`${styles.spots} ${className ?? ''}`} style={style}>
      {spots.map(({ id, label: name, spot }) => (
        <a
          key={id}
          href={`#${saleItemId(id)}`}
          className={styles.spot}
          style={{ left: percent(spot.x), top: percent(spot.y), width: percent(spot.w), height: percent(spot.h) }}
          title={name}
          draggable={false}
          onClick={onPick ? (event) => onPick(id, event) : undefined}
        >
          <span className="visually-hidden">{name}</span>
        </a>
      ))}
    </div>
  );
}

/** Brings an item's entry into view and focus, as its spot's jump would (after the zoom viewer has closed). */
export function showSaleItem(id: number) {
  const entry = document.getElementById(saleItemId(id));
  if (!entry) return;
  // Setting the fragment scrolls to the entry and makes it the :target; the same one again would not scroll.
  if (window.location.hash === `#${entry.id}`) entry.scrollIntoView();
  else window.location.hash = entry.id;
  entry.focus({ preventScroll: true });
}
