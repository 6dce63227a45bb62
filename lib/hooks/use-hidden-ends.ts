'use client';

import { useCallback } from 'react';

export type HiddenEnds = 'start' | 'end' | 'both';

/** Which ends of a row that scrolls sideways hide more of it (a pixel of rounding is no more). */
export function hiddenEnds(scrollLeft: number, clientWidth: number, scrollWidth: number): HiddenEnds | undefined {
  const start = scrollLeft > 1;
  const end = scrollLeft + clientWidth < scrollWidth - 1;
  return start && end ? 'both' : start ? 'start' : end ? 'end' : undefined;
}

/**
 * A ref for a row that may scroll sideways: keeps `data-more` on it ('start', 'end', 'both', or
 * absent) as it scrolls and as the window resizes, so its style can show that more is hidden on that side.
 */
export function useHiddenEnds<T extends HTMLElement>() {
  return useCallback((node: T | null) => {
    if (!node) return;
    const mark = () => {
      const ends = hiddenEnds(node.scrollLeft, node.clientWidth, node.scrollWidth);
      if (ends) node.dataset.more = ends;
      else delete node.dataset.more;
    };
    mark();
    node.addEventListener('scroll', mark, { passive: true });
    window.addEventListener('resize', mark);
    return () => {
      node.removeEventListener('scroll', mark);
      window.removeEventListener('resize', mark);
    };
  }, []);
}
