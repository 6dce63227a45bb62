'use client';

import Image from 'next/image';
import { useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Keyboard } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import { Popup } from '../ui/popup';
import styles from './store-detail.module.css';

interface PhotoGalleryProps {
  photos: Array<{ src: string; alt: string }>;
  labels: { title: string; close: string; open: string; previous: string; next: string };
}

/**
 * Five photos; any opens a looping gallery with a "1 / 5" pager. Swipe, the arrow keys (from the
 * moment it opens) and the buttons all move it; only the photo shown is exposed to assistive
 * technology.
 */
export function PhotoGallery({ photos, labels }: PhotoGalleryProps) {
  const [opened, setOpened] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const count = photos.length;

  const open = (position: number) => {
    setActive(position);
    setOpened(position);
  };

  return (
    <>
      <ul className={styles.photos}>
        {photos.map((photo, position) => (
          <li key={photo.src}>
            <button type="button" className={styles.photoButton} onClick={() => open(position)} aria-label={`${labels.open}: ${photo.alt}`}>
              <Image src={photo.src} alt="" width={1200} height={800} sizes="(min-width: 900px) 20vw, 45vw" priority={position === 0} />
            </button>
          </li>
        ))}
      </ul>
      <Popup open={opened !== null} onClose={() => setOpened(null)} title={labels.title} closeLabel={labels.close} wide>
        <div className={styles.gallery}>
          <Swiper
            modules={[Keyboard]}
            loop
            loopPreventsSliding={false}
            initialSlide={opened ?? 0}
            keyboard={{ enabled: true, onlyInViewport: false }}
            onSwiper={setSwiper}
            onSlideChange={(instance) => setActive(instance.realIndex)}
            className={styles.gallerySwiper}
          >
            {photos.map((photo, position) => (
              <SwiperSlide key={photo.src} inert={position !== active} aria-hidden={position !== active}>
                <Image src={photo.src} alt={photo.alt} width={1200} height={800} sizes="90vw" className={styles.galleryImage} />
              </SwiperSlide>
            ))}
          </Swiper>
          <div className={styles.galleryControls}>
            <button type="button" className="button button-outline" onClick={() => swiper?.slidePrev()} aria-label={labels.previous}>
              ‹
            </button>
            <p className={styles.fraction} aria-live="polite">
              {active + 1} / {count}
            </p>
            <button type="button" className="button button-outline" onClick={() => swiper?.slideNext()} aria-label={labels.next}>
              ›
            </button>
          </div>
        </div>
      </Popup>
    </>
  );
}
