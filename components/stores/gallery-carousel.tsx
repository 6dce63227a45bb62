'use client';

import Image from 'next/image';
import { useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Keyboard } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import styles from './store-detail.module.css';

export interface GalleryCarouselProps {
  photos: Array<{ src: string; alt: string }>;
  initial: number;
  labels: { previous: string; next: string };
}

/**
 * The open gallery: a looping carousel with a "1 / 5" pager. Swipe, the arrow keys (from the
 * moment it opens) and the buttons all move it; only the photo shown is exposed to assistive
 * technology. Loaded when a photo is opened, so swiper is no part of the store page's first load.
 */
export default function GalleryCarousel({ photos, initial, labels }: GalleryCarouselProps) {
  const [active, setActive] = useState(initial);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);

  return (
    <div className={styles.gallery}>
      <Swiper
        modules={[Keyboard]}
        loop
        loopPreventsSliding={false}
        initialSlide={initial}
        keyboard={{ enabled: true, onlyInViewport: false }}
        // Five photos always overflow: never let a first measure, taken while the dialog opens, lock the keys and buttons.
        watchOverflow={false}
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
          {active + 1} / {photos.length}
        </p>
        <button type="button" className="button button-outline" onClick={() => swiper?.slideNext()} aria-label={labels.next}>
          ›
        </button>
      </div>
    </div>
  );
}
