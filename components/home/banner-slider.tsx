'use client';

import { useRef, useState, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
// Swiper's styles stay in the page (inlined with its own), so the slider is laid out as it arrives.
import 'swiper/css';
import { Link } from '@/lib/i18n/client-navigation';
import { EXTERNAL_LINKS } from '@/lib/content/site-links';
import { useCarouselAutoplay } from '@/lib/hooks/use-carousel-autoplay';
import { useNearViewport } from '@/lib/hooks/use-near-viewport';
import { useEngaged } from '@/lib/hooks/use-engaged';
import type { LoopSlide } from '@/components/ui/loop-slide';
import { CarouselSlider } from '@/components/ui/carousel-slider';
import { ExternalLink } from '@/components/layout/external-link';
import { needsScript } from '@/lib/hooks/use-hydrated';
import { CarouselButtons, type CarouselButtonLabels } from '@/components/ui/carousel-buttons';
import { Popup } from '@/components/ui/popup';
import { BANNERS } from './home-links';
import styles from './banner-slider.module.css';

type BannerKey = (typeof BANNERS)[number]['key'];

export interface BannerSliderLabels extends CarouselButtonLabels {
  title: string;
  newTab: string;
  close: string;
  openingTitle: string;
  banners: Record<BannerKey, { title: string; text: string; action: string }>;
}

interface BannerSliderProps {
  /** "1 of 3", one a banner. */
  slideNames: string[];
  labels: BannerSliderLabels;
  /** What the store-opening popup shows. */
  opening: ReactNode;
  /** Each banner's pictures, rendered on the server (so next/image's client code stays off the home page). */
  arts: Record<BannerKey, ReactNode>;
}

/**
 * Three banners that turn every 5 s (membership, the newest store's opening, gift cards). The
 * opening banner's button opens a popup (Escape, its close button or a click outside closes it;
 * the page does not scroll meanwhile; focus goes back to the button).
 */
export function BannerSlider({ slideNames, labels, opening, arts }: BannerSliderProps) {
  const box = useRef<HTMLElement>(null);
  const near = useNearViewport(box);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const { engaged, handlers } = useEngaged();
  const [popupOpen, setPopupOpen] = useState(false);
  const { wanted, running, toggle } = useCarouselAutoplay(swiper, BANNERS.length, popupOpen);

  const action = (key: BannerKey) => {
    const { action: text } = labels.banners[key];
    if (key === 'membership') {
      return (
        <ExternalLink href={EXTERNAL_LINKS.membership} newTabLabel={labels.newTab} className="button">
          {text}
        </ExternalLink>
      );
    }
    if (key === 'giftcard') {
      return (
        <Link href="/giftcard" className="button">
          {text}
        </Link>
      );
    }
    return (
      <button type="button" className="button" onClick={() => setPopupOpen(true)} aria-haspopup="dialog">
        {text}
      </button>
    );
  };

  // `art`: whether the banner's pictures are drawn. Before swiper starts only the first banner is
  // in view; the others' pictures, though lazy, are near enough to the screen to be fetched.
  const content = (banner: (typeof BANNERS)[number], art = true) => (
    <>
      <div className={styles.text}>
        <h3 className={styles.title}>{labels.banners[banner.key].title}</h3>
        <p className={styles.lead}>{labels.banners[banner.key].text}</p>
        {action(banner.key)}
      </div>
      <div className={styles.art} aria-hidden="true">
        {art ? arts[banner.key] : null}
      </div>
    </>
  );

  const slides = (allArt = true): LoopSlide[] =>
    BANNERS.map((banner, index) => ({
      key: banner.key,
      name: slideNames[index],
      content: content(banner, allArt || index === 0),
      className: styles.banner,
      style: { background: banner.tone },
    }));

  return (
    <section ref={box} className={styles.banners} aria-roledescription="carousel" aria-label={labels.title} {...handlers}>
      {/* Below the fold: the slider's script is fetched when the banners come near, and takes over
          from the strip (the first banner in view) when no focus or press is inside it. */}
      <CarouselSlider
        wanted={near}
        hold={swiper === null && engaged}
        slides={slides()}
        stripSlides={slides(false)}
        stripClassName={styles.strip}
        className={styles.swiper}
        onlyActiveReachable
        onSwiper={setSwiper}
        turning={running}
      />
      <div className={styles.controls} data-needs-script={needsScript(swiper !== null)}>
        <CarouselButtons labels={labels} playing={wanted} onPrevious={() => swiper?.slidePrev()} onToggle={toggle} onNext={() => swiper?.slideNext()} className={styles.control} />
      </div>
      <Popup open={popupOpen} onClose={() => setPopupOpen(false)} title={labels.openingTitle} closeLabel={labels.close}>
        {opening}
      </Popup>
    </section>
  );
}
