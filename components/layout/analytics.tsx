'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { analyticsTurnedOff } from '@/lib/privacy/choices';

/** What the browser says for itself: Global Privacy Control, or the choice made on /privacy/choices. */
export function browserSaysNo(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true || analyticsTurnedOff(document.cookie);
}

type GoogleAnalyticsComponent = ComponentType<{ gaId: string }>;

/**
 * GA4, loaded only once this browser is known to allow it (issue 52): not when it sends Global
 * Privacy Control (the property, or the `Sec-GPC` header the server alone sees: privacy/choices/)
 * nor when analytics were turned off on /privacy/choices. Until then, and whenever the answer
 * cannot be had, nothing loads: GA's component is its own chunk, fetched only when allowed.
 */
export function Analytics({ gaId }: { gaId: string }) {
  const [GoogleAnalytics, setGoogleAnalytics] = useState<GoogleAnalyticsComponent | null>(null);
  useEffect(() => {
    if (browserSaysNo()) return;
    const asking = new AbortController();
    fetch('/api/privacy/choices/', { signal: asking.signal, cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : null))
      .then(async (answer: { analytics?: boolean } | null) => {
        if (answer?.analytics !== true || asking.signal.aborted) return;
        const { GoogleAnalytics: component } = await import('@next/third-parties/google');
        if (!asking.signal.aborted) setGoogleAnalytics(() => component);
      })
      .catch(() => undefined);
    return () => asking.abort();
  }, []);
  return GoogleAnalytics ? <GoogleAnalytics gaId={gaId} /> : null;
}
