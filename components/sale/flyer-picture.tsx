'use client';

import Image from 'next/image';
import type { ReactNode, Ref } from 'react';
import { EnhancedLink } from '../ui/enhanced-link';
import type { FlyerEdition } from './flyer-viewer';
import styles from './flyer-viewer.module.css';

interface FlyerPictureProps {
  edition: FlyerEdition;
  zoomLabel: string;
  noImage: string;
  onZoom: () => void;
  /** The page's main picture: fetched first, at high priority, and preloaded in the head; else fetched when shown. */
  main: boolean;
  opener?: Ref<HTMLAnchorElement>;
  /** More actions after Zoom (Print). */
  children?: ReactNode;
}

/** One edition's picture and its Zoom; until their script runs both are links to the full-size picture. */
export function FlyerPicture({ edition, zoomLabel, noImage, onZoom, main, opener, children }: FlyerPictureProps) {
  if (!edition.url) return <p className={styles.noImage}>{noImage}</p>;
  return (
    <>
      <EnhancedLink ref={opener} href={edition.url} className={styles.flyerButton} onActivate={onZoom} aria-label={`${zoomLabel}: ${edition.alt}`}>
        <Image
          key={edition.url}
          src={edition.url}
          alt={edition.alt}
          width={1080}
          height={1528}
          sizes="(min-width: 900px) 820px, 100vw"
          preload={main}
          fetchPriority={main ? 'high' : undefined}
          className={styles.flyer}
        />
      </EnhancedLink>
      <div className={styles.flyerActions}>
        <EnhancedLink href={edition.url} className="button button-outline" onActivate={onZoom}>
          {zoomLabel}
        </EnhancedLink>
        {children}
      </div>
    </>
  );
}
