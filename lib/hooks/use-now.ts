'use client';

import { useSyncExternalStore } from 'react';

const MINUTE = 60_000;
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((notify) => notify());
    }, MINUTE);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * The current time, refreshed every minute; null on the server and during hydration, so what
 * depends on "now" (open or closed) never disagrees with the server's HTML.
 */
export function useNow(): Date | null {
  const value = useSyncExternalStore(subscribe, () => now, () => null);
  return value === null ? null : new Date(value);
}
