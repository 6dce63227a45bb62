'use client';

import { useEffect, useRef, type RefObject } from 'react';

/**
 * Set when the latest navigation came from Back or Forward (a popstate), so that effects which
 * move the page (scroll to top, to a list) leave the browser's own scroll restoration alone.
 * The caller clears it once it has acted on a navigation.
 */
export function useTraversing(): RefObject<boolean> {
  const traversing = useRef(false);
  useEffect(() => {
    const onPop = () => {
      traversing.current = true;
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  return traversing;
}
