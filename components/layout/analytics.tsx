'use client';

import { useEffect, useState } from 'react';
import { GoogleAnalytics } from '@next/third-parties/google';
import { analyticsTurnedOff } from '@/lib/privacy/choices';

/** What the browser says for itself: Global Privacy Control, or the choice made on /privacy/choices. */
export function browserSaysNo(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true || analyticsTurnedOff(document.cookie);
}

/**
 * GA4, loaded only once this browser is known to allow it (issue 52): not when it sends Global
 * Privacy Control (the property, or the `Sec-GPC` header the server alone sees: privacy/choices/)
 * nor when analytics were turned off on /privacy/choices. Until then, and whenever the answer
 * cannot be had, nothing loads.
 */
export function Analytics({ gaId }: { gaId: string }) {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    if (browserSaysNo()) return;
    const asking = new AbortController();
    fetch('/api/privacy/choices/', { signal: asking.signal, cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : null))
      .then((answer: { analytics?: boolean } | null) => setAllowed(answer?.analytics === true))
      .catch(() => setAllowed(false));
    return () => asking.abort();
  }, []);
  return allowed ? <GoogleAnalytics gaId={gaId} /> : null;
}
