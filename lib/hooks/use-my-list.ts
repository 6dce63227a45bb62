'use client';

import { useSyncExternalStore } from 'react';
import { parseMyList, type MyListEntry } from '@/lib/sale/my-list';

/** Where the shopper's list lives in localStorage (no sign-in: the browser keeps it). */
export const MY_LIST_KEY = 'lotte:my-list';

const listeners = new Set<() => void>();
let cache: { raw: string | null; list: MyListEntry[] } = { raw: null, list: [] };
// Where storage refuses (a private window's quota, storage turned off): the list for this visit.
let unsaved: string | null = null;

function stored(): string | null {
  try {
    return unsaved ?? window.localStorage.getItem(MY_LIST_KEY);
  } catch {
    return unsaved;
  }
}

function snapshot(): MyListEntry[] {
  const raw = stored();
  if (raw !== cache.raw) cache = { raw, list: parseMyList(raw) };
  return cache.list;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's change.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The shopper's list, or null on the server and until hydrated (the server cannot know it). */
export function useMyList(): MyListEntry[] | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

/** Keeps `list` as the shopper's list, and tells every component that shows it. */
export function saveMyList(list: readonly MyListEntry[]): void {
  const raw = JSON.stringify(list);
  try {
    window.localStorage.setItem(MY_LIST_KEY, raw);
    unsaved = null;
  } catch {
    unsaved = raw;
  }
  for (const listener of listeners) listener();
}
