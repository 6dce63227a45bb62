'use client';

import { useMemo, useRef, useState, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
// Swiper's styles stay in the page (inlined with its own), so the slider is laid out as it arrives.
import 'swiper/css';
import { useCarouselAutoplay } from '@/lib/hooks/use-carousel-autoplay';
import { useNearViewport } from '@/lib/hooks/use-near-viewport';
import type { LoopSlide } from '@/components/ui/loop-slide';
import { CarouselSlider } from '@/components/ui/carousel-slider';
import { swiperBreakpoints, type CarouselKind } from '@/lib/products/carousel-layout';
import { needsScript } from '@/lib/hooks/use-hydrated';
import { CarouselButtons, type CarouselButtonLabels } from '@/components/ui/carousel-buttons';
import styles from './products.module.css';

interface ItemCarouselProps {
  /** The carousel's accessible name. */
  title: string;
  kind: CarouselKind;
  /** The item cards, rendered on the server (components/products/item-card.tsx). */
  cards: Array<{ key: string; card: ReactNode }>;
  autoplay: boolean;
  /** "1 of 12", one an item. */
  slideNames: string[];
  labels: CarouselButtonLabels;
}

/**
 * A looping product carousel: slides per view and gaps by width (lib/products/carousel-layout.ts),
 * turning every 5 s unless it is one of the brand carousels that do not; play/pause and reduced
 * motion hold it as on the home page. Every item stays readable.
 */
export function ItemCarousel({ title, kind, cards, autoplay, slideNames: names, labels }: ItemCarouselProps) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // A carousel that must not turn is given no slides to turn (the hook then never starts it).
  const count = autoplay ? cards.length : 0;
  const { wanted, running, toggle } = useCarouselAutoplay(swiper, count);
  const breakpoints = useMemo(() => swiperBreakpoints(kind), [kind]);
  const slides: LoopSlide[] = cards.map(({ key, card }, index) => ({ key, name: names[index], content: card, className: styles.slide }));

  return (
    <div ref={box} className={styles.carousel} role="region" aria-roledescription="carousel" aria-label={title}>
      {/* The slider's script is fetched when the carousel comes near (or, in a closed <details>, is
          opened); until then, the same cards laid out as the carousel will lay them out. */}
      <CarouselSlider
        wanted={near}
        slides={slides}
        breakpoints={breakpoints}
        onSwiper={setSwiper}
        turning={autoplay && running}
        stripClassName={kind === 'brands' ? styles.stripBrands : styles.stripItems}
      />
      <div className={styles.carouselControls} data-needs-script={needsScript(swiper !== null)}>
        <CarouselButtons
          labels={labels}
          playing={wanted}
          onPrevious={() => swiper?.slidePrev()}
          onToggle={autoplay ? toggle : undefined}
          onNext={() => swiper?.slideNext()}
          className={styles.control}
        />
      </div>
    </div>
  );
}
