import type { LoopSwiper } from './loop-swiper';

// swiper (24 kB compressed) is no part of any page's first load: a carousel fetches it with this.
export const loadLoopSwiper = () => import('./loop-swiper').then((module) => module.LoopSwiper);

/** The slider once fetched: a carousel keeps it in its state (`useLoaded`). */
export type LoadedLoopSwiper = typeof LoopSwiper | null;
