'use client';

import { useState } from 'react';
import { useLoaded } from '@/lib/hooks/use-loaded';
import type { LoopSlide } from './loop-slide';
import type { LoopSwiper, LoopSwiperProps } from './loop-swiper';
import { SlideStrip } from './slide-strip';

// swiper (24 kB compressed) is no part of any page's first load: a carousel fetches it with this.
const loadLoopSwiper = () => import('./loop-swiper').then((module) => module.LoopSwiper);

interface CarouselSliderProps extends LoopSwiperProps {
  /** When the slider's script is fetched (the page has loaded, the carousel comes near). */
  wanted: boolean;
  /** Keep the strip even once the slider has arrived (focus or a press inside it, `useEngaged`). */
  hold?: boolean;
  /** Lays the strip out as the slider will. */
  stripClassName: string | undefined;
  /** The strip's slides, where they differ from the slider's (pictures not drawn yet). */
  stripSlides?: LoopSlide[];
}

/**
 * A carousel's slides: the looping slider (`LoopSwiper`) once its script, fetched when `wanted`,
 * has arrived and nothing holds it back; until then a `SlideStrip` of the same slides, laid out
 * the same, which is also what a visitor without script gets.
 */
export function CarouselSlider({ wanted, hold = false, stripClassName, stripSlides, ...slider }: CarouselSliderProps) {
  const [Slider, setSlider] = useState<typeof LoopSwiper | null>(null);
  useLoaded(loadLoopSwiper, wanted, setSlider);
  if (Slider && !hold) return <Slider {...slider} />;
  return <SlideStrip slides={stripSlides ?? slider.slides} className={stripClassName} onlyActiveReachable={slider.onlyActiveReachable} />;
}
