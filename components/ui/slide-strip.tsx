import { slideProps, type LoopSlide } from './loop-slide';

interface SlideStripProps {
  slides: LoopSlide[];
  /** Lays the slides out as the slider will (each carousel's own `strip` rule). */
  className: string | undefined;
  onlyActiveReachable?: boolean;
}

/**
 * A carousel's slides before its slider (`LoopSwiper`) has arrived, and without script: the same
 * slides in a row, the first in view, so nothing moves when the slider takes over.
 */
export function SlideStrip({ slides, className, onlyActiveReachable = false }: SlideStripProps) {
  return (
    <div className={className}>
      {slides.map((slide, index) => (
        <div key={slide.key} {...slideProps(slide, index, onlyActiveReachable)}>
          {slide.content}
        </div>
      ))}
    </div>
  );
}
