'use client';

import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated>` once React has taken over the page. A page is shown before its
 * scripts have run, and each control answers to script only from then: the end-to-end tests wait
 * for this mark before they use a page (except the delayed-scripts suite, which acts before it).
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
