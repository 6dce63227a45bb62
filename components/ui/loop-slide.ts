import type { CSSProperties, ReactNode } from 'react';

/** A slide of a looping carousel (LoopSwiper), or of its strip before the slider arrives (SlideStrip). */
export interface LoopSlide {
  key: string;
  /** "1 of 5". */
  name: string | undefined;
  content: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/** A slide element's attributes, the same in the slider and in its strip, so nothing changes when one replaces the other. */
export const slideProps = (slide: LoopSlide, index: number, onlyActiveReachable: boolean) => ({
  role: 'group',
  'aria-roledescription': 'slide',
  'aria-label': slide.name,
  inert: onlyActiveReachable && index !== 0,
  className: slide.className,
  style: slide.style,
});
