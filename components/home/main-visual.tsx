'use client';

import { useCallback, useRef, useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import { useLocale } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { SlideView } from '@/lib/home/slide-view';
import { twoDigits } from '@/lib/format/two-digits';
import { formatTemplate } from '@/lib/i18n/format-template';
import { useCarouselAutoplay } from '@/lib/hooks/use-carousel-autoplay';
import { ExternalLink } from '@/components/layout/external-link';
import { CarouselButtons, type CarouselButtonLabels } from '@/components/ui/carousel-buttons';
import { SlideVideo } from './slide-video';
import styles from './main-visual.module.css';

/** Spec section 9. */
const AUTOPLAY_MS = 5000;

export interface MainVisualLabels extends CarouselButtonLabels {
  title: string;
  /** ICU: "{index} of {total}". */
  slide: string;
  more: string;
  newTab: string;
}

interface MainVisualProps {
  slides: SlideView[];
  labels: MainVisualLabels;
}

/**
 * The home page's main visual (spec: Home, sections 4 and 9): looping slides that turn every
 * 5 s with a progress bar, a "01 / 05" counter, arrows and play/pause. A playing video holds the
 * slides; so do the pointer and keyboard focus, and reduced motion keeps them still until play
 * is pressed. Only the slide shown is exposed to assistive technology.
 */
export function MainVisual({ slides, labels }: MainVisualProps) {
  const locale = useLocale();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const [videoPlaying, setVideoPlaying] = useState(false);
  const progress = useRef<HTMLDivElement>(null);
  const total = slides.length;
  const { wanted, running, toggle, holdProps } = useCarouselAutoplay(swiper, total, videoPlaying);
  const onPlayingChange = useCallback((playing: boolean) => setVideoPlaying(playing), []);

  return (
    <section
      className={styles.visual}
      aria-roledescription="carousel"
      aria-label={labels.title}
      {...holdProps}
    >
      <Swiper
        modules={[Autoplay]}
        // A press of an arrow during a slide's movement still counts.
        loopPreventsSliding={false}
        loop={total > 1}
        autoplay={{ delay: AUTOPLAY_MS, disableOnInteraction: false, enabled: false }}
        onSwiper={setSwiper}
        onRealIndexChange={(instance) => {
          setActive(instance.realIndex);
          setVideoPlaying(false);
        }}
        onAutoplayTimeLeft={(_, __, left) => progress.current?.style.setProperty('--progress', String(1 - left))}
        onAutoplayStop={() => progress.current?.style.setProperty('--progress', '0')}
        className={styles.swiper}
        aria-live={running ? 'off' : 'polite'}
      >
        {slides.map((slide, index) => {
          const shown = index === active;
          return (
            <SwiperSlide
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={formatTemplate(locale, labels.slide, { index: index + 1, total })}
              inert={!shown}
              className={styles.slide}
            >
              {slide.kind === 'picture' ? (
                <PictureSlide slide={slide} first={index === 0} />
              ) : (
                <>
                  <SlideVideo
                    embed={slide.embed}
                    file={slide.file}
                    label={slide.label}
                    active={shown}
                    autoplay={slide.autoplay && wanted}
                    onPlayingChange={onPlayingChange}
                  />
                  {slide.href ? <SlideMore href={slide.href} label={labels.more} newTab={labels.newTab} /> : null}
                </>
              )}
            </SwiperSlide>
          );
        })}
      </Swiper>
      {total > 1 ? (
        <div className={styles.controls} data-needs-script="">
          <p className={styles.counter}>
            <strong>{twoDigits(active + 1)}</strong> / {twoDigits(total)}
          </p>
          <div className={styles.progress} aria-hidden="true">
            <div ref={progress} className={styles.progressBar} />
          </div>
          <CarouselButtons
            labels={labels}
            playing={wanted}
            onPrevious={() => swiper?.slidePrev()}
            onToggle={toggle}
            onNext={() => swiper?.slideNext()}
            className={styles.control}
          />
        </div>
      ) : null}
    </section>
  );
}

function PictureSlide({ slide, first }: { slide: Extract<SlideView, { kind: 'picture' }>; first: boolean }) {
  const { picture, overlay } = slide;
  const content = (
    <>
      <picture>
        <source media="(orientation: portrait)" srcSet={picture.portrait} />
        {/* The first picture is the page's largest paint: fetched at once; the rest when near. */}
        <img
          src={picture.landscape}
          alt={overlay?.title ? '' : slide.label}
          lang={overlay?.title ? undefined : slide.lang}
          className={styles.picture}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          decoding={first ? 'sync' : 'async'}
        />
      </picture>
      {overlay ? (
        <div className={styles.overlay} style={{ color: overlay.color }} lang={overlay.lang}>
          {overlay.title ? <p className={styles.overlayTitle}>{overlay.title}</p> : null}
          {overlay.text ? <p className={styles.overlayText}>{overlay.text}</p> : null}
        </div>
      ) : null}
    </>
  );
  return slide.href ? (
    <Link href={slide.href} className={styles.link}>
      {content}
    </Link>
  ) : (
    <div className={styles.link}>{content}</div>
  );
}

function SlideMore({ href, label, newTab }: { href: string; label: string; newTab: string }) {
  return href.startsWith('/') ? (
    <Link href={href} className={styles.more}>
      {label}
    </Link>
  ) : (
    <ExternalLink href={href} newTabLabel={newTab} className={styles.more}>
      {label}
    </ExternalLink>
  );
}
