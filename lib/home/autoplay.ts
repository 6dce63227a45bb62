/** The play/pause button's state: untouched, or what the visitor last chose. */
export type AutoplayChoice = 'untouched' | 'playing' | 'paused';

export interface AutoplayState {
  choice: AutoplayChoice;
  reducedMotion: boolean;
  /** A video on the active slide is playing. */
  videoPlaying: boolean;
  /** The pointer is over the slider, or focus is inside it. */
  held: boolean;
  /** The page is still loading (its `load` event has not fired). */
  loading: boolean;
}

/** Whether the slider means to turn by itself: what the play/pause button shows. */
export const autoplayWanted = ({ choice, reducedMotion }: Pick<AutoplayState, 'choice' | 'reducedMotion'>) =>
  choice === 'playing' || (choice === 'untouched' && !reducedMotion);

/**
 * Whether the slides turn right now (spec section 4): never under reduced motion unless the
 * visitor presses play, never while a video plays (its pause or end starts them again), never
 * while the visitor is pointing at or focused inside the slider (WCAG 2.2.2), and not before
 * the page has loaded, so the first slide is seen for a full turn once it is all there.
 */
export const autoplayRunning = (state: AutoplayState) => autoplayWanted(state) && !state.videoPlaying && !state.held && !state.loading;
