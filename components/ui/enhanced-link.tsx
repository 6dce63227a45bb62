'use client';

import type { AnchorHTMLAttributes, KeyboardEvent, MouseEvent, Ref } from 'react';

interface EnhancedLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'onClick' | 'role'> {
  href: string;
  /** What the link does once its script runs, instead of following the link. */
  onActivate: () => void;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link that becomes a button once its script runs: before then (or without script) a tap
 * follows `href` (the full-size picture), after it `onActivate` runs (the viewer opens). A
 * modified click still opens the link in a new tab. Space activates it, as it does a button.
 */
export function EnhancedLink({ onActivate, ref, ...props }: EnhancedLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onActivate();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    onActivate();
  };
  return <a ref={ref} role="button" {...props} onClick={onClick} onKeyDown={onKeyDown} />;
}
