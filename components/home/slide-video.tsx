'use client';

import { useEffect, useRef, useState } from 'react';
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
  /** Start from the beginning each time the slide becomes active (the slide's autoplay_yn). */
  autoplay: boolean;
  onPlayingChange: (playing: boolean) => void;
}

/**
 * A video slide: the uploaded file in a <video>, or a YouTube/Vimeo frame made only once the
 * slide is first shown. Either way the slider hears when it plays, pauses or ends, and the
 * video pauses when its slide is left.
 */
export function SlideVideo({ swiper, index, embed, file, label, autoplay, onPlayingChange }: SlideVideoProps) {
  const active = useActiveSlide(swiper) === index;
  const video = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [shown, setShown] = useState(active);
  const [frameReady, setFrameReady] = useState(false);
  if (active && !shown) setShown(true);

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
    const send = (command: PlayerCommand) => {
      if (embed && frameReady) for (const message of playerMessages(embed.provider, command)) frame.current?.contentWindow?.postMessage(message, embed.origin);
    };
    const element = video.current;
    if (!active) {
      element?.pause();
      send('pause');
      return;
    }
    if (!autoplay) return;
    if (element) {
      element.currentTime = 0;
      // Refused without a gesture when it has sound: the visitor presses play instead.
      element.play().catch(() => undefined);
    }
    send('restart');
  }, [active, autoplay, embed, frameReady]);

  if (embed) {
    return shown ? (
      <iframe
        ref={frame}
        src={embed.src}
        title={label}
        className={styles.video}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        onLoad={() => {
          for (const message of playerMessages(embed.provider, 'listen')) frame.current?.contentWindow?.postMessage(message, embed.origin);
          setFrameReady(true);
        }}
      />
    ) : (
      <div className={styles.video} />
    );
  }
  return (
    <video
      ref={video}
      src={shown ? (file ?? undefined) : undefined}
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
