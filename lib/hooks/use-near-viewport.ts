'use client';

import { useEffect, useState, type RefObject } from 'react';

/**
 * Becomes true (and stays true) once the element comes within `margin` of the viewport and is
 * shown (a carousel in a closed <details> has no size): heavy widgets below the fold start then,
 * not while the page loads.
 */
export function useNearViewport(element: RefObject<HTMLElement | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting && entry.boundingClientRect.width > 0)) setNear(true);
    }, { rootMargin: margin });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near;
}
