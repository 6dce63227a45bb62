'use client';

import { useEffect, useState, type FocusEvent } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { autoplayRunning, autoplayWanted, type AutoplayChoice } from '@/lib/home/autoplay';
import { useDocumentLoaded } from './use-document-loaded';
import { useMediaQuery } from './use-media-query';

/**
 * Runs a swiper's autoplay by the rules of lib/home/autoplay.ts: the play/pause choice, reduced
 * motion, a playing video, and the pointer or focus inside (`holdProps` go on the carousel).
 * The swiper's own autoplay must be configured with `enabled: false`; this starts it.
 */
export function useCarouselAutoplay(swiper: SwiperInstance | null, slideCount: number, videoPlaying = false) {
  const [choice, setChoice] = useState<AutoplayChoice>('untouched');
  const [pointed, setPointed] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const wanted = autoplayWanted({ choice, reducedMotion });
  const loading = !useDocumentLoaded();
  const running = autoplayRunning({ choice, reducedMotion, videoPlaying, held: pointed || focused, loading });

  useEffect(() => {
    if (!swiper || swiper.destroyed || slideCount < 2) return;
    if (running) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, running, slideCount]);

  return {
    wanted,
    running,
    toggle: () => setChoice(wanted ? 'paused' : 'playing'),
    holdProps: {
      onPointerEnter: (event: { pointerType: string }) => setPointed(event.pointerType === 'mouse'),
      onPointerLeave: () => setPointed(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}
