'use client';

import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import type { SwiperOptions } from 'swiper/types';
import { exposeOnlyActive } from '@/lib/hooks/use-active-slide';
import { AUTOPLAY_MS } from '@/lib/home/autoplay';
import { slideProps, type LoopSlide } from './loop-slide';

export interface LoopSwiperProps {
  slides: LoopSlide[];
  className?: string;
  breakpoints?: SwiperOptions['breakpoints'];
  /** One slide in view at a time: only it is reachable by keyboard and assistive technology. */
  onlyActiveReachable?: boolean;
  onSwiper: (swiper: SwiperInstance) => void;
  /** Whether the slides are turning by themselves (a screen reader then hears no turn). */
  turning: boolean;
}

/**
 * The looping slider of the home page's carousels and the product carousels, fetched once its
 * carousel wants it (`CarouselSlider`), never with the page. Autoplay is run by `useCarouselAutoplay`.
 */
export function LoopSwiper({ slides, className, breakpoints, onlyActiveReachable = false, onSwiper, turning }: LoopSwiperProps) {
  return (
    <Swiper
      modules={[Autoplay]}
      // A press of an arrow during a slide's movement still counts.
      loopPreventsSliding={false}
      loop={slides.length > 1}
      breakpoints={breakpoints}
      autoplay={{ delay: AUTOPLAY_MS, disableOnInteraction: false, enabled: false }}
      onSwiper={onSwiper}
      onRealIndexChange={onlyActiveReachable ? exposeOnlyActive : undefined}
      className={className}
      aria-live={turning ? 'off' : 'polite'}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={slide.key} {...slideProps(slide, index, onlyActiveReachable)}>
          {slide.content}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
