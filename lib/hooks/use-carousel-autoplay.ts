'use client';

import { useEffect, useReducer } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { autoplayAfter, autoplayRunning, autoplayWanted, type AutoplayControl, type AutoplayEvent } from '@/lib/home/autoplay';
import { useDocumentLoaded } from './use-document-loaded';
import { useMediaQuery } from './use-media-query';

const UNTOUCHED: AutoplayControl = { choice: 'untouched', videoPlaying: false };

/**
 * Runs a swiper's autoplay by the rules of lib/home/autoplay.ts: the play/pause choice, reduced
 * motion and a playing video (its slide reports it through `dispatch`). `popupOpen`: a popup
 * opened from a slide holds the slides as a playing video does. Turns, by autoplay or by the
 * visitor, never stop it. The swiper's own autoplay must be configured with `enabled: false`.
 */
export function useCarouselAutoplay(swiper: SwiperInstance | null, slideCount: number, popupOpen = false) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [control, dispatch] = useReducer((state: AutoplayControl, event: AutoplayEvent) => {
    const next = autoplayAfter({ ...state, reducedMotion }, event);
    // The same state back, so a turn re-renders nothing when the video was not playing.
    return next.choice === state.choice && next.videoPlaying === state.videoPlaying ? state : next;
  }, UNTOUCHED);
  const wanted = autoplayWanted({ choice: control.choice, reducedMotion });
  const loading = !useDocumentLoaded();
  const running = autoplayRunning({ choice: control.choice, videoPlaying: control.videoPlaying || popupOpen, reducedMotion, loading });

  useEffect(() => {
    if (!swiper) return;
    const turned = () => dispatch('turn');
    swiper.on('realIndexChange', turned);
    return () => {
      swiper.off('realIndexChange', turned);
    };
  }, [swiper]);

  useEffect(() => {
    if (!swiper || swiper.destroyed || slideCount < 2) return;
    if (running) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, running, slideCount]);

  return { wanted, running, toggle: () => dispatch('toggle'), dispatch };
}
