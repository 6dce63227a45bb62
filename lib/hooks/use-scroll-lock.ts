'use client';

import { useEffect } from 'react';

let locks = 0;
let saved = '';

/** Stops the page behind a popup from scrolling while `active` (several popups may nest). */
export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    if (locks === 0) {
      saved = root.style.overflow;
      root.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) root.style.overflow = saved;
    };
  }, [active]);
}
