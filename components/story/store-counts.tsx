'use client';

import { useEffect, useRef, useState } from 'react';
import { twoDigits } from '@/lib/format/two-digits';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useMediaQuery } from '@/lib/hooks/use-media-query';
import { COUNT_DELAY_MS, countAt, counterMove, countingEndsAt } from '@/lib/story/store-count';
import styles from './story.module.css';

interface StoreCountsProps {
  /** Each state with its store count and its name in the page's language. */
  states: Array<{ code: string; name: string; count: number }>;
  /** ICU-free unit after the number: "stores". */
  unit: string;
}

/** Spec section 9: scroll handling is debounced by 100 ms. */
const SCROLL_DEBOUNCE_MS = 100;

/**
 * The store count of each state, counting up when the box scrolls into view (spec section 4).
 * The real numbers are in the HTML for crawlers and screen readers; the counting digits beside
 * them are hidden from assistive technology. Under reduced motion the numbers simply stand.
 */
export function StoreCounts({ states, unit }: StoreCountsProps) {
  const box = useRef<HTMLUListElement>(null);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const hydrated = useHydrated();
  // Time counted so far; the final numbers show in the server's HTML and under reduced motion.
  const [elapsed, setElapsed] = useState(0);
  const counting = hydrated && !reducedMotion;

  useEffect(() => {
    if (!counting) return;
    const targets = states.map((state) => ({ target: state.count, delayMs: COUNT_DELAY_MS[state.code] ?? 0 }));
    const end = countingEndsAt(targets);
    let startedAt: number | null = null;
    let ticker: number | undefined;
    let debounce: number | undefined;

    const stop = () => window.clearInterval(ticker);
    const check = () => {
      const top = box.current?.getBoundingClientRect().top ?? Infinity;
      const move = counterMove(top, window.innerHeight, startedAt !== null);
      if (move === 'start') {
        startedAt = performance.now();
        setElapsed(0);
        ticker = window.setInterval(() => {
          const passed = performance.now() - (startedAt ?? 0);
          setElapsed(passed);
          if (passed >= end) stop();
        }, 250);
      } else if (move === 'reset') {
        stop();
        startedAt = null;
        setElapsed(0);
      }
    };
    const onScroll = () => {
      window.clearTimeout(debounce);
      debounce = window.setTimeout(check, SCROLL_DEBOUNCE_MS);
    };
    // The box may already be where counting starts.
    const first = window.setTimeout(check, 0);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      stop();
      window.clearTimeout(first);
      window.clearTimeout(debounce);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [counting, states]);

  return (
    <ul ref={box} className={styles.counts}>
      {states.map((state) => (
        <li key={state.code} className={styles.count}>
          <span className={styles.countState}>{state.name}</span>
          <span className={styles.countNumber}>
            <span className="visually-hidden">
              {state.count} {unit}
            </span>
            <span aria-hidden="true" data-count={state.code}>
              {twoDigits(counting ? countAt(elapsed, state.count, COUNT_DELAY_MS[state.code] ?? 0) : state.count)}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
