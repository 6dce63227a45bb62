import { analyticsTurnedOff } from '@/lib/privacy/choices';

/**
 * Reports a page view through the `gtag` function GA's inline snippet defines (lib/inline-scripts
 * .mjs, `googleAnalyticsInit`); nothing happens when analytics are off, or were turned off in
 * another tab since this one loaded them (issue 52). Our own few lines instead of
 * @next/third-parties' `sendGAEvent`, whose import brought the GA component into every page.
 */
export function sendPageView(params: { page_path: string; page_location: string; page_title: string }): void {
  const { gtag } = window as { gtag?: (...args: unknown[]) => void };
  if (analyticsTurnedOff(document.cookie)) return;
  gtag?.('event', 'page_view', params);
}
