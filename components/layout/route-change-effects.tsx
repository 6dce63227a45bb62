'use client';

import { useEffect, useRef } from 'react';
import { useTraversing } from '@/lib/hooks/use-traversing';
import { usePathname, useSearchParams } from 'next/navigation';
import { sendPageView } from '@/lib/analytics/send-page-view';
import { publicAddress } from '@/lib/content/static-tabs';
import { restoreKeptFocus } from '@/lib/hooks/kept-focus';

/**
 * On every route change: scroll to the top (spec section 2), give a control the page navigated
 * from its focus back (lib/hooks/kept-focus.ts) and, when analytics are on, report a page view. Back/forward keep the browser's own scroll restoration.
 */
export function RouteChangeEffects({ analytics }: { analytics: boolean }) {
  // A tab of a prerendered page is the same page to the visitor (no jump to the top).
  const pathname = publicAddress(usePathname()).path;
  const search = useSearchParams().toString();
  const first = useRef(true);
  const traversingRef = useTraversing();

  useEffect(() => {
    if (first.current) return;
    if (!traversingRef.current) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, traversingRef]);

  useEffect(() => {
    // The first page view is sent by gtag's own config call.
    if (first.current) {
      first.current = false;
      return;
    }
    traversingRef.current = false;
    restoreKeptFocus();
    if (analytics) {
      sendPageView({
        page_path: `${pathname}${search ? `?${search}` : ''}`,
        page_location: window.location.href,
        page_title: document.title,
      });
    }
  }, [pathname, search, analytics, traversingRef]);

  return null;
}
