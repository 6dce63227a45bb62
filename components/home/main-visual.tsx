'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
// Swiper's styles stay in the page (inlined with its own), so the slider is laid out as it arrives.
import 'swiper/css';
import { Link } from '@/lib/i18n/client-navigation';
import type { SlideView } from '@/lib/home/slide-view';
import { twoDigits } from '@/lib/format/two-digits';
import { slidesDue } from '@/lib/home/slides-due';
import { useCarouselAutoplay } from '@/lib/hooks/use-carousel-autoplay';
import { useActiveSlide } from '@/lib/hooks/use-active-slide';
import { useDocumentLoaded } from '@/lib/hooks/use-document-loaded';
import { useEngaged } from '@/lib/hooks/use-engaged';
import { AUTOPLAY_MS } from '@/lib/home/autoplay';
import type { LoopSlide } from '@/components/ui/loop-slide';
import { CarouselSlider } from '@/components/ui/carousel-slider';
import { ExternalLink } from '@/components/layout/external-link';
import { needsScript } from '@/lib/hooks/use-hydrated';
import { CarouselButtons, type CarouselButtonLabels } from '@/components/ui/carousel-buttons';
import { FallbackText, type FallbackTags } from '@/components/ui/fallback-text';
import type { SlidePictureSources } from './slide-picture-sources';
import { SlideVideo } from './slide-video';
import styles from './main-visual.module.css';

export interface MainVisualLabels extends CarouselButtonLabels {
  title: string;
  more: string;
  newTab: string;
  /** The tag after an overlay text shown in the other language. */
  fallback: FallbackTags;
}

/** A slide as the slider shows it: a picture slide with its pictures' sizes from the optimizer. */
export type ShownSlide = Exclude<SlideView, { kind: 'picture' }> | (Omit<Extract<SlideView, { kind: 'picture' }>, 'picture'> & { picture: SlidePictureSources });
type PictureSlideView = Extract<ShownSlide, { kind: 'picture' }>;

interface MainVisualProps {
  slides: ShownSlide[];
  /** "1 of 5", one a slide. */
  slideNames: string[];
  labels: MainVisualLabels;
}

/**
 * The home page's main visual (spec: Home, sections 4 and 9): looping slides that turn every
 * 5 s with a progress bar, a "01 / 05" counter, arrows and play/pause. Only play/pause and a
 * playing video stop the turning (arrows, swipes and keys do not), and reduced motion keeps the
 * slides still until play is pressed. Only the slide shown is exposed to assistive technology.
 * The slider's script is fetched once the page has loaded (its first turn is 5 s away) or the
 * visitor reaches for it: until then, and while focus or a press is inside, the slides are a strip
 * with the first in view, the same size.
 */
export function MainVisual({ slides, slideNames, labels }: MainVisualProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // The arrows reach the slider through a ref, not the state their render captured, so a press
  // never depends on a render having carried the instance into state.
  const instance = useRef<SwiperInstance | null>(null);
  const started = useCallback((created: SwiperInstance) => {
    instance.current = created;
    setSwiper(created);
  }, []);
  const total = slides.length;
  const { wanted, running, toggle, dispatch } = useCarouselAutoplay(swiper, total);
  const onPlayingChange = useCallback((playing: boolean) => dispatch(playing ? 'videoPlay' : 'videoStop'), [dispatch]);
  const due = useDueSlides(swiper, total);

  const loaded = useDocumentLoaded();
  // The slider takes over from the strip only when no focus or press is inside it.
  const { engaged, handlers } = useEngaged();
  const shown: LoopSlide[] = slides.map((slide, index) => ({
    key: String(slide.id),
    name: slideNames[index],
    className: styles.slide,
    content:
      slide.kind === 'picture' ? (
        <PictureSlide slide={slide} first={index === 0} due={due.indices.has(index)} tags={labels.fallback} />
      ) : (
        <>
          <SlideVideo
            swiper={swiper}
            index={index}
            embed={slide.embed}
            file={slide.file}
            label={slide.label}
            autoplay={slide.autoplay}
            still={!wanted}
            onPlayingChange={onPlayingChange}
            held={swiper === null}
          />
          {slide.href ? <SlideMore href={slide.href} label={labels.more} newTab={labels.newTab} /> : null}
        </>
      ),
  }));

  return (
    <section
      className={styles.visual}
      aria-roledescription="carousel"
      aria-label={labels.title}
      {...handlers}
      onPointerOverCapture={due.reach}
      onPointerDownCapture={() => {
        due.reach();
        handlers.onPointerDownCapture();
      }}
      onFocusCapture={() => {
        due.reach();
        handlers.onFocusCapture();
      }}
    >
      <CarouselSlider
        wanted={loaded || due.reached}
        hold={swiper === null && engaged}
        slides={shown}
        stripClassName={`${styles.swiper} ${styles.strip}`}
        className={styles.swiper}
        onlyActiveReachable
        onSwiper={started}
        turning={running}
      />
      {total > 1 ? (
        // Hidden in its place until the slider runs: shown in the flow, it pushed the page down 52 px (CLS).
        <div className={styles.controls} data-needs-script-place={needsScript(swiper !== null)}>
          <SlideCounter swiper={swiper} total={total} running={running} />
          <CarouselButtons
            labels={labels}
            playing={wanted}
            onPrevious={() => instance.current?.slidePrev()}
            onToggle={toggle}
            onNext={() => instance.current?.slideNext()}
            className={styles.control}
          />
        </div>
      ) : null}
    </section>
  );
}

/**
 * The slides whose pictures are fetched (lib/home/slides-due.ts), a set that only grows: the
 * server's HTML has the first only (the next, though lazy, is near enough to the screen to be
 * fetched beside it, before the page's largest paint); once the slider runs, the next is added,
 * a turn adds the one after, and reaching for the slider adds all.
 */
function useDueSlides(swiper: SwiperInstance | null, total: number) {
  const [indices, setIndices] = useState<ReadonlySet<number>>(() => new Set(total > 0 ? [0] : []));
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (!swiper) return;
    const update = () =>
      setIndices((before) => {
        const added = slidesDue(swiper.realIndex, total, reached).filter((index) => !before.has(index));
        return added.length ? new Set([...before, ...added]) : before;
      });
    update();
    swiper.on('realIndexChange', update);
    return () => {
      swiper.off('realIndexChange', update);
    };
  }, [swiper, total, reached]);
  const reach = useCallback(() => setReached(true), []);
  return { indices, reach, reached };
}

/** "01 / 05" and the progress bar: the parts that change with each turn. */
function SlideCounter({ swiper, total, running }: { swiper: SwiperInstance | null; total: number; running: boolean }) {
  const active = useActiveSlide(swiper);
  return (
    <>
      <p className={styles.counter}>
        <strong>{twoDigits(active + 1)}</strong> / {twoDigits(total)}
      </p>
      <div className={styles.progress} aria-hidden="true">
        {/* A CSS animation, restarted with each slide and each start, so no script runs per frame. */}
        <div key={`${active}:${running}`} className={styles.progressBar} data-running={running} style={{ animationDuration: `${AUTOPLAY_MS}ms` }} />
      </div>
    </>
  );
}

function PictureSlide({ slide, first, due, tags }: { slide: PictureSlideView; first: boolean; due: boolean; tags: FallbackTags }) {
  const { picture, overlay } = slide;
  const content = (
    <>
      {due ? (
        <picture>
          <source media="(orientation: portrait)" srcSet={picture.portraitSrcSet} sizes={picture.sizes} />
          {/* The first picture is the page's largest paint: fetched at once; the rest when near. */}
          <img
            src={picture.src}
            srcSet={picture.srcSet}
            sizes={picture.sizes}
            alt={overlay?.title.text ? '' : slide.label}
            lang={overlay?.title.text ? undefined : slide.lang}
            className={styles.picture}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            decoding={first ? 'sync' : 'async'}
          />
        </picture>
      ) : overlay?.title.text ? null : (
        // Not due yet: the slide keeps its name, for its link and for a screen reader.
        <span className="visually-hidden" lang={slide.lang}>
          {slide.label}
        </span>
      )}
      {overlay ? (
        <div className={styles.overlay} style={{ color: overlay.color }}>
          {overlay.title.text ? (
            <p className={styles.overlayTitle}>
              <FallbackText picked={overlay.title} tags={tags} />
            </p>
          ) : null}
          {overlay.text.text ? (
            <p className={styles.overlayText}>
              <FallbackText picked={overlay.text} tags={tags} />
            </p>
          ) : null}
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
