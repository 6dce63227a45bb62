import { Icon } from './icon';
import styles from './carousel-buttons.module.css';

export interface CarouselButtonLabels {
  previous: string;
  next: string;
  play: string;
  pause: string;
}

interface CarouselButtonsProps {
  labels: CarouselButtonLabels;
  /** Whether the carousel means to turn by itself (the button then offers to pause). */
  playing: boolean;
  onPrevious: () => void;
  /** Absent for a carousel that does not turn by itself: no play/pause then. */
  onToggle?: () => void;
  onNext: () => void;
  /** The buttons' colours (their shape and size are shared). */
  className?: string;
}

/** Previous, play/pause and next: real buttons with names, for a carousel that turns by itself. */
export function CarouselButtons({ labels, playing, onPrevious, onToggle, onNext, className: tone }: CarouselButtonsProps) {
  const className = tone ? `${styles.button} ${tone}` : styles.button;
  return (
    <>
      <button type="button" className={className} onClick={onPrevious} aria-label={labels.previous}>
        <Icon name="chevronLeft" size={22} />
      </button>
      {onToggle ? (
        <button type="button" className={className} onClick={onToggle} aria-label={playing ? labels.pause : labels.play}>
          <Icon name={playing ? 'pause' : 'play'} size={20} />
        </button>
      ) : null}
      <button type="button" className={className} onClick={onNext} aria-label={labels.next}>
        <Icon name="chevronRight" size={22} />
      </button>
    </>
  );
}
