'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { usePathname } from '@/lib/i18n/client-navigation';

interface ListTopProps {
  /** The page of the list now shown; a change brings the list's top into view. */
  page: number;
  className?: string;
  children: ReactNode;
}

// Module state, because a cached list page (lib/routing/cached-views.ts) is another route
// segment, so the list mounts afresh on each page: the page each list last showed, and whether
// the latest navigation was Back or Forward (a popstate; any click starts a new navigation).
const shownPages = new Map<string, number>();
let traversing = false;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => (traversing = true));
  window.addEventListener('click', () => (traversing = false), true);
}

/**
 * The line above a paged list (its count). When a pager link changes the page, the visitor is
 * taken here, with focus for screen readers, instead of being left at the pager below an
 * unseen list. Back and Forward keep the browser's own scroll position.
 */
export function ListTop({ page, className, children }: ListTopProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  const list = usePathname();

  useEffect(() => {
    const previous = shownPages.get(list);
    shownPages.set(list, page);
    if (previous === undefined || previous === page || traversing) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    ref.current?.scrollIntoView({ block: 'start', behavior: reduce ? 'instant' : 'smooth' });
    ref.current?.focus({ preventScroll: true });
  }, [list, page]);

  return (
    <p ref={ref} className={className} tabIndex={-1} aria-live="polite">
      {children}
    </p>
  );
}
