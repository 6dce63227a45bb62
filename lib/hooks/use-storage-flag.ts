'use client';

import { useCallback, useSyncExternalStore } from 'react';

type StorageKind = 'local' | 'session';

const CHANGE_EVENT = 'lotte:storage-flag';
/** Where values go when the browser refuses storage, so a click still takes effect on this page. */
const memory = new Map<string, string>();

function storageOf(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can be disabled (private modes, blocked cookies): behave as if nothing was kept.
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/**
 * A boolean kept in local or session storage as "true"/"false" (the spec's `visit` and
 * `floatOpen`), `fallback` when nothing is kept. The server render (and hydration) use
 * `serverValue`, which defaults to `fallback`.
 */
export function useStorageFlag(
  kind: StorageKind,
  key: string,
  fallback: boolean,
  serverValue: boolean = fallback,
): [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => {
      const raw = storageOf(kind)?.getItem(key) ?? memory.get(`${kind}:${key}`);
      return raw === null || raw === undefined ? fallback : raw === 'true';
    },
    () => serverValue,
  );
  const set = useCallback(
    (next: boolean) => {
      memory.set(`${kind}:${key}`, String(next));
      try {
        storageOf(kind)?.setItem(key, String(next));
      } catch {
        // Quota or disabled storage: the in-memory copy holds until the page is left.
      }
      window.dispatchEvent(new Event(CHANGE_EVENT));
    },
    [kind, key],
  );
  return [value, set];
}
