import { useMemo, useSyncExternalStore } from 'react';

/**
 * Stand-in for next/navigation's useSearchParams in component tests: the address's query, kept
 * in step with history.replaceState and pushState as Next's router keeps it.
 */
const listeners = new Set<() => void>();
for (const method of ['replaceState', 'pushState'] as const) {
  const original = window.history[method].bind(window.history);
  window.history[method] = (...args: Parameters<History['replaceState']>) => {
    original(...args);
    listeners.forEach((listener) => listener());
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSearchParams() {
  const search = useSyncExternalStore(subscribe, () => window.location.search);
  return useMemo(() => new URLSearchParams(search), [search]);
}
