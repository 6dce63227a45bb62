'use client';

import Image from 'next/image';
import { useState, type KeyboardEvent } from 'react';
import { Popup } from '../ui/popup';
import styles from './store-detail.module.css';

interface PhotoGalleryProps {
  photos: Array<{ src: string; alt: string }>;
  labels: { title: string; close: string; open: string; previous: string; next: string };
}

/** Five photos; any opens a looping gallery with a "1 / 5" pager (arrows and buttons). */
export function PhotoGallery({ photos, labels }: PhotoGalleryProps) {
  const [index, setIndex] = useState<number | null>(null);
  const count = photos.length;
  const step = (delta: number) => setIndex((current) => (current === null ? 0 : (current + delta + count) % count));
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };
  const current = index === null ? null : photos[index];

  return (
    <>
      <ul className={styles.photos}>
        {photos.map((photo, position) => (
          <li key={photo.src}>
            <button type="button" className={styles.photoButton} onClick={() => setIndex(position)} aria-label={`${labels.open}: ${photo.alt}`}>
              <Image src={photo.src} alt="" width={1200} height={800} sizes="(min-width: 900px) 20vw, 45vw" priority={position === 0} />
            </button>
          </li>
        ))}
      </ul>
      <Popup open={index !== null} onClose={() => setIndex(null)} title={labels.title} closeLabel={labels.close} wide>
        {current ? (
          <div className={styles.gallery} onKeyDown={onKey}>
            <Image src={current.src} alt={current.alt} width={1200} height={800} sizes="90vw" className={styles.galleryImage} />
            <div className={styles.galleryControls}>
              <button type="button" className="button button-outline" onClick={() => step(-1)} aria-label={labels.previous}>
                ‹
              </button>
              <p className={styles.fraction} aria-live="polite">
                {index! + 1} / {count}
              </p>
              <button type="button" className="button button-outline" onClick={() => step(1)} aria-label={labels.next}>
                ›
              </button>
            </div>
          </div>
        ) : null}
      </Popup>
    </>
  );
}
