'use client';

import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('load', onChange);
  return () => window.removeEventListener('load', onChange);
};

/** Whether the page has finished loading (its `load` event); false in the server's HTML. */
export function useDocumentLoaded(): boolean {
  return useSyncExternalStore(subscribe, () => document.readyState === 'complete', () => false);
}
