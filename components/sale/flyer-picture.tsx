'use client';

import type { ReactNode, Ref } from 'react';
import { EnhancedLink } from '../ui/enhanced-link';
import { MainImage } from '../ui/main-image';
import { SALE_ITEMS_ID } from '@/lib/sale/item-groups';
import { FlyerSpots } from './flyer-spots';
import type { FlyerEdition } from './flyer-viewer';
import styles from './flyer-viewer.module.css';

interface FlyerPictureProps {
  edition: FlyerEdition;
  zoomLabel: string;
  noImage: string;
  onZoom: () => void;
  /** A spot tapped or clicked: the viewer opens on its item (a keyboard's Enter keeps the link's jump to the list). */
  onSpot?: (id: number) => void;
  /** The page's main picture: fetched first, at high priority, and preloaded in the head; else fetched when shown. */
  main: boolean;
  opener?: Ref<HTMLAnchorElement>;
  /** More actions after Zoom (Print). */
  children?: ReactNode;
}

/**
 * One edition's picture and its Zoom; until their script runs both are links to the full-size
 * picture. On the sale page, its items' spots lie over it (a tap opens the viewer on the item; by
 * keyboard, and before script, each is a link to its entry), and a link leads to them as text.
 */
export function FlyerPicture({ edition, zoomLabel, noImage, onZoom, onSpot, main, opener, children }: FlyerPictureProps) {
  if (!edition.url || !edition.image) return <p className={styles.noImage}>{noImage}</p>;
  return (
    <>
      <div className={styles.frame}>
        <EnhancedLink ref={opener} href={edition.url} className={styles.flyerButton} onActivate={onZoom} aria-label={`${zoomLabel}: ${edition.alt}`}>
          {main ? (
            <MainImage key={edition.url} {...edition.image} alt={edition.alt} fetchPriority="high" className={styles.flyer} />
          ) : (
            // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, from getImageProps (flyer-editions.ts)
            <img key={edition.url} {...edition.image} alt={edition.alt} loading="lazy" decoding="async" className={styles.flyer} />
          )}
        </EnhancedLink>
        {edition.items?.spots.length ? (
          <FlyerSpots
            spots={edition.items.spots}
            label={edition.items.spotsLabel}
            onPick={
              onSpot &&
              ((id, event) => {
                // A tap on the flyer is a look at it, not a jump 5,000 px down: the viewer opens on the item.
                if (event.detail === 0) return;
                event.preventDefault();
                onSpot(id);
              })
            }
          />
        ) : null}
      </div>
      <div className={styles.flyerActions}>
        <EnhancedLink href={edition.url} className="button button-outline" onActivate={onZoom}>
          {zoomLabel}
        </EnhancedLink>
        {children}
        {edition.items ? (
          <a href={`#${SALE_ITEMS_ID}`} className="button button-outline">
            {edition.items.link}
          </a>
        ) : null}
      </div>
    </>
  );
}
