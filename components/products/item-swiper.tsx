'use client';

import type { ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import type { swiperBreakpoints } from '@/lib/products/carousel-layout';
import styles from './products.module.css';

/** Spec section 9: product carousels turn every 5 s. */
const AUTOPLAY_MS = 5000;

interface ItemSwiperProps {
  cards: Array<{ key: string; card: ReactNode }>;
  /** "1 of 12", one an item. */
  slideNames: string[];
  breakpoints: ReturnType<typeof swiperBreakpoints>;
  onSwiper: (swiper: SwiperInstance) => void;
  /** Whether the slides are turning by themselves (a screen reader then hears no turn). */
  turning: boolean;
}

/** The looping slider of a product carousel (item-carousel.tsx), loaded once the carousel comes near. */
export function ItemSwiper({ cards, slideNames, breakpoints, onSwiper, turning }: ItemSwiperProps) {
  return (
    <Swiper
      modules={[Autoplay]}
      loop
      loopPreventsSliding={false}
      breakpoints={breakpoints}
      autoplay={{ delay: AUTOPLAY_MS, disableOnInteraction: false, enabled: false }}
      onSwiper={onSwiper}
      aria-live={turning ? 'off' : 'polite'}
    >
      {cards.map(({ key, card }, index) => (
        <SwiperSlide key={key} role="group" aria-roledescription="slide" aria-label={slideNames[index]} className={styles.slide}>
          {card}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
