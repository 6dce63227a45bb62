/**
 * The home slides whose pictures the browser fetches: the one shown and the next, which autoplay
 * turns to; every slide once the visitor reaches for the slider (pointer, touch or focus), who
 * may go back as well as on. A first visit on a phone then downloads two slide pictures, not all.
 */
export function slidesDue(active: number, total: number, reached: boolean): number[] {
  if (total <= 0) return [];
  if (reached) return Array.from({ length: total }, (_, index) => index);
  return [...new Set([active, (active + 1) % total])];
}
