'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { useTraversing } from '@/lib/hooks/use-traversing';

interface ListTopProps {
  /** The page of the list now shown; a change brings the list's top into view. */
  page: number;
  className?: string;
  children: ReactNode;
}

/**
 * The line above a paged list (its count). When a pager link changes the page, the visitor is
 * taken here, with focus for screen readers, instead of being left at the pager below an
 * unseen list. Back and Forward keep the browser's own scroll position.
 */
export function ListTop({ page, className, children }: ListTopProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  const shown = useRef(page);
  const traversingRef = useTraversing();

  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    if (traversingRef.current) {
      traversingRef.current = false;
      return;
    }
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    ref.current?.scrollIntoView({ block: 'start', behavior: reduce ? 'instant' : 'smooth' });
    ref.current?.focus({ preventScroll: true });
  }, [page, traversingRef]);

  return (
    <p ref={ref} className={className} tabIndex={-1} aria-live="polite">
      {children}
    </p>
  );
}
