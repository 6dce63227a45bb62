/** Spec section 4: the store counts step up one a second… */
export const COUNT_STEP_MS = 1000;
/** …Virginia's first start 6 s late and Florida's 14 s… */
export const COUNT_DELAY_MS: Readonly<Record<string, number>> = { VA: 6000, FL: 14000 };
/** …and they start when the box's top is less than this far from the viewport's top. */
export const START_LINE_PX = 400;

/** A counter's value `elapsedMs` after it started: 0 until its delay has passed, then +1 a step, up to `target`. */
export function countAt(elapsedMs: number, target: number, delayMs = 0): number {
  if (elapsedMs < delayMs) return 0;
  return Math.min(target, Math.floor((elapsedMs - delayMs) / COUNT_STEP_MS));
}

/** When every counter has reached its target. */
export function countingEndsAt(targets: ReadonlyArray<{ target: number; delayMs: number }>): number {
  return Math.max(0, ...targets.map(({ target, delayMs }) => delayMs + target * COUNT_STEP_MS));
}

export type CounterMove = 'start' | 'reset' | 'keep';

/**
 * What the counters do when the page scrolls: start once the box's top has come within
 * START_LINE_PX of the viewport's top, go back to zero once the box is below the viewport
 * (ready to count again), and otherwise carry on.
 */
export function counterMove(boxTop: number, viewportHeight: number, started: boolean): CounterMove {
  if (boxTop > viewportHeight) return started ? 'reset' : 'keep';
  if (!started && boxTop < START_LINE_PX) return 'start';
  return 'keep';
}
