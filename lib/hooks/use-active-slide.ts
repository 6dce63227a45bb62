'use client';

import { useCallback, useSyncExternalStore } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';

/**
 * The slide a carousel shows (its real index, loop copies aside), for the few parts that need
 * it, so a turn re-renders those parts and not every slide.
 */
export function useActiveSlide(swiper: SwiperInstance | null): number {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!swiper) return () => undefined;
      swiper.on('realIndexChange', onChange);
      return () => swiper.off('realIndexChange', onChange);
    },
    [swiper],
  );
  return useSyncExternalStore(subscribe, () => swiper?.realIndex ?? 0, () => 0);
}

/**
 * Leaves only the slide shown reachable by keyboard and assistive technology (`inert` on the
 * others). Set on the elements directly, on each turn: the slides render `inert` once, when the
 * slider is made (`slideProps`), and React never changes it after that.
 */
export function exposeOnlyActive(swiper: SwiperInstance) {
  for (const slide of swiper.slides) slide.inert = Number(slide.dataset.swiperSlideIndex ?? swiper.slides.indexOf(slide)) !== swiper.realIndex;
}
