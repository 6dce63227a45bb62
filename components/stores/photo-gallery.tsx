'use client';

import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { Popup } from '../ui/popup';
import { EnhancedLink } from '../ui/enhanced-link';
import styles from './store-detail.module.css';

const GalleryCarousel = dynamic(() => import('./gallery-carousel'), { ssr: false });

interface PhotoGalleryProps {
  /** `thumbnail`: the photo's picture, drawn on the server (ServerImage), so next/image's client code stays off the page. */
  photos: Array<{ src: string; alt: string; thumbnail: ReactNode }>;
  labels: { title: string; close: string; open: string; previous: string; next: string };
}

/** Five photos; any opens the looping gallery (gallery-carousel.tsx) at that photo. */
export function PhotoGallery({ photos, labels }: PhotoGalleryProps) {
  const [opened, setOpened] = useState<number | null>(null);

  return (
    <>
      <ul className={styles.photos}>
        {photos.map((photo, position) => (
          <li key={photo.src}>
            {/* Until its script runs, a photo is a link to the picture itself. */}
            <EnhancedLink href={photo.src} className={styles.photoButton} onActivate={() => setOpened(position)} aria-label={`${labels.open}: ${photo.alt}`}>
              {photo.thumbnail}
            </EnhancedLink>
          </li>
        ))}
      </ul>
      <Popup open={opened !== null} onClose={() => setOpened(null)} title={labels.title} closeLabel={labels.close} wide>
        <GalleryCarousel photos={photos} initial={opened ?? 0} labels={labels} />
      </Popup>
    </>
  );
}
