'use client';

import { useSyncExternalStore } from 'react';

// Next's router moves through history.pushState/replaceState, which fire no event; Back and
// Forward fire popstate. A component that changes the query itself does so by replaceQueryParam.
const QUERY_CHANGE = 'lotte:query-change';

function subscribe(listener: () => void) {
  window.addEventListener('popstate', listener);
  window.addEventListener(QUERY_CHANGE, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(QUERY_CHANGE, listener);
  };
}

/**
 * The address's query string (`?lang=2`), or null while rendering on the server and hydrating.
 * Unlike useSearchParams, it lets a page be rendered once and cached like a static page (the
 * server passes what the address asked for as props; the browser follows the address after).
 */
export function useAddressQuery(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => null,
  );
}

/** Replaces the address's query parameter `name` without a navigation. */
export function replaceQueryParam(name: string, value: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set(name, value);
  window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new Event(QUERY_CHANGE));
}
