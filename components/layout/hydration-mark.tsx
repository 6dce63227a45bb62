'use client';

import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated>` once React has taken over the page. The framework's scripts start
 * only after the first paint (server/scripts-after-paint.mjs), so a page can be loaded and shown
 * before its controls answer to script: the end-to-end tests wait for this mark before they use
 * a page, as a person cannot tap that fast.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
