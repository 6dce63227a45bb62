/** Spec section 9: carousels turn every 5 s. */
export const AUTOPLAY_MS = 5000;

/** The play/pause button's state: untouched, or what the visitor last chose. */
export type AutoplayChoice = 'untouched' | 'playing' | 'paused';

/** What the visitor and the slides' videos decide; the rest of the state comes from the page. */
export interface AutoplayControl {
  choice: AutoplayChoice;
  /** A video on the active slide is playing. */
  videoPlaying: boolean;
}

export interface AutoplayState extends AutoplayControl {
  reducedMotion: boolean;
  /** The page is still loading (its `load` event has not fired). */
  loading: boolean;
}

/**
 * What happens to the slides: the play/pause button, a video's play or its pause or end, and a
 * turn to another slide, whether by autoplay, an arrow, a swipe or a key.
 */
export type AutoplayEvent = 'toggle' | 'videoPlay' | 'videoStop' | 'turn';

/** Whether the slider means to turn by itself: what the play/pause button shows. */
export const autoplayWanted = ({ choice, reducedMotion }: Pick<AutoplayState, 'choice' | 'reducedMotion'>) =>
  choice === 'playing' || (choice === 'untouched' && !reducedMotion);

/**
 * The control after an event (spec section 4): only play/pause changes the choice; a video's play
 * holds the slides and its pause or end lets them go on; a turn leaves the video behind (it is
 * paused) and keeps the choice, so an arrow, a swipe or a key never stops autoplay.
 */
export function autoplayAfter(state: AutoplayControl & Pick<AutoplayState, 'reducedMotion'>, event: AutoplayEvent): AutoplayControl {
  const { choice, videoPlaying } = state;
  switch (event) {
    case 'toggle':
      return { choice: autoplayWanted(state) ? 'paused' : 'playing', videoPlaying };
    case 'videoPlay':
      return { choice, videoPlaying: true };
    case 'videoStop':
    case 'turn':
      return { choice, videoPlaying: false };
  }
}

/**
 * Whether the slides turn right now: never under reduced motion unless the visitor presses play,
 * never while a video plays, and not before the page has loaded, so the first slide is seen for a
 * full turn once it is all there. The pointer and focus do not hold them: the spec stops autoplay
 * only by play/pause and a playing video, and the button is the pause WCAG 2.2.2 asks for.
 */
export const autoplayRunning = (state: AutoplayState) => autoplayWanted(state) && !state.videoPlaying && !state.loading;
