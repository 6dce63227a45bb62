'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { useActiveSlide } from '@/lib/hooks/use-active-slide';
import { playerEvent, playerMessages, type PlayerCommand, type VideoEmbed } from '@/lib/home/video-embed';
import styles from './main-visual.module.css';

interface SlideVideoProps {
  swiper: SwiperInstance | null;
  /** Its slide's place in the carousel. */
  index: number;
  embed: VideoEmbed | null;
  file: string | null;
  label: string;
  /** Start from the beginning, muted, each time the slide becomes active (the slide's autoplay_yn). */
  autoplay: boolean;
  /** The slider is held still (paused, or reduced motion): the video waits for its own play button. */
  still: boolean;
  onPlayingChange: (playing: boolean) => void;
  /**
   * The slider has not taken over yet (main-visual.tsx fetches it after the page's load): the video
   * waits, as the strip's elements are replaced then and a frame or file started now would load
   * twice (and a frame would hold the page's load event).
   */
  held: boolean;
}

/**
 * A video slide: the uploaded file in a <video> or a YouTube/Vimeo frame, either made only once
 * the slide is first shown by the slider (without script, the first slide's video is in <noscript>). Either way the slider hears when it plays, pauses or ends, and the
 * video pauses when its slide is left.
 */
export function SlideVideo({ swiper, index, embed, file, label, autoplay, still, onPlayingChange, held }: SlideVideoProps) {
  const active = useActiveSlide(swiper) === index;
  const video = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [shown, setShown] = useState(false);
  const [frameReady, setFrameReady] = useState(false);
  if (active && !shown && !held) setShown(true);
  // Read when the slide is shown, so pressing play or pause on the slider does not restart the video.
  const startsItself = useRef(autoplay && !still);
  useEffect(() => {
    startsItself.current = autoplay && !still;
  }, [autoplay, still]);

  const post = useCallback(
    (command: PlayerCommand) => {
      if (embed) for (const message of playerMessages(embed.provider, command)) frame.current?.contentWindow?.postMessage(message, embed.origin);
    },
    [embed],
  );

  useEffect(() => {
    if (!embed) return;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const happened = playerEvent(embed.provider, event.origin, event.data);
      if (happened) onPlayingChange(happened === 'play');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [embed, onPlayingChange]);

  useEffect(() => {
    const element = video.current;
    if (!active) {
      element?.pause();
      if (frameReady) post('pause');
      return;
    }
    if (!startsItself.current) return;
    if (element) {
      element.currentTime = 0;
      // Refused without a gesture when it has sound: the visitor presses play instead.
      element.play().catch(() => undefined);
    }
    if (frameReady) post('restart');
    // `shown`: the first slide's video starts once the slider has taken over and made it.
  }, [active, shown, frameReady, post]);

  if (!shown) {
    return (
      <div className={styles.video}>
        {active ? <noscript>{embed ? <iframe src={embed.src} title={label} className={styles.video} allowFullScreen /> : <video src={file ?? undefined} className={styles.video} aria-label={label} controls playsInline preload="metadata" />}</noscript> : null}
      </div>
    );
  }
  if (embed) {
    return (
      <iframe
        ref={frame}
        src={embed.src}
        title={label}
        className={styles.video}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        onLoad={() => {
          post('listen');
          setFrameReady(true);
        }}
      />
    );
  }
  return (
    <video
      ref={video}
      src={file ?? undefined}
      className={styles.video}
      aria-label={label}
      controls
      playsInline
      muted={autoplay}
      preload="metadata"
      onPlay={() => onPlayingChange(true)}
      onPause={() => onPlayingChange(false)}
      onEnded={() => onPlayingChange(false)}
    />
  );
}
